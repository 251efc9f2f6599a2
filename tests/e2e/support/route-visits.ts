// The visits that walk every route of src/web/paths.ts — signed out, as a dad, as a son, as the global admin and as
// an organization's staff — and the records each needs, shared by the sweeps at 390 px (width, and Spanish).
import type { APIRequestContext, Page } from "@playwright/test";
import { patterns, type StudioPatterns } from "../../../src/web/paths.ts";
import { expect, registerFamily, uniqueTag, type Family } from "./fixtures.ts";

type StudioName = "adminStudio" | "organizationStudio";

/** A registry entry; a studio's screens are named studio.screen. */
export type PatternName = Exclude<keyof typeof patterns, StudioName> | `${StudioName}.${keyof StudioPatterns}`;

/** Which registry entry each visit covers (a pattern may be visited by several roles and with several hashes). */
export interface Visit {
  pattern: PatternName;
  path: string;
}

export const SIGNED_OUT: Visit[] = [
  { pattern: "home", path: "/" },
  { pattern: "login", path: "/login" },
  { pattern: "register", path: "/register" },
  { pattern: "forgotPassword", path: "/forgot-password" },
  { pattern: "resetPassword", path: "/reset-password?token=not-a-real-token" },
  { pattern: "privacy", path: "/privacy" },
  { pattern: "terms", path: "/terms" },
  { pattern: "cookies", path: "/cookies" },
  { pattern: "familyConfirm", path: "/family/confirm?token=not-a-real-token" },
  { pattern: "familySignIn", path: "/family/sign-in#not-a-real-token" },
  { pattern: "emailChangeConfirm", path: "/account/email-change?token=not-a-real-token" },
  { pattern: "emailChangeCancel", path: "/account/email-change/cancel?token=not-a-real-token" },
  { pattern: "unsubscribe", path: "/unsubscribe?token=not-a-real-token" },
  { pattern: "churches", path: "/churches" },
  { pattern: "join", path: "/join?token=not-a-real-token" },
];

/** Every pattern the sweep visits, by role; `ids` fills the routes that need a real plan, group or item. */
export function dadVisits(ids: { planId: number; groupId: number }): Visit[] {
  return [
    { pattern: "home", path: "/" },
    { pattern: "dashboardDad", path: "/dashboard/dad" },
    { pattern: "appStart", path: "/dashboard" },
    { pattern: "firstRun", path: "/start" },
    { pattern: "week", path: "/week/1" },
    { pattern: "week", path: "/week/1#challenge" },
    { pattern: "week", path: "/week/1#dadsCorner" },
    { pattern: "journal", path: "/journal" },
    { pattern: "fitness", path: "/fitness" },
    { pattern: "reminders", path: "/reminders" },
    { pattern: "journal", path: "/journal?week=1&type=reflection&title=Reflection%3A%20A%20rather%20long%20title%20for%20a%20phone" },
    { pattern: "marketplace", path: "/marketplace" },
    { pattern: "planDetail", path: `/marketplace/plans/${ids.planId}` },
    { pattern: "groups", path: "/groups" },
    { pattern: "groupCreate", path: "/groups/create" },
    { pattern: "groupDetail", path: `/group/${ids.groupId}` },
    { pattern: "family", path: "/family" },
    { pattern: "shareWords", path: "/share-words" },
    { pattern: "account", path: "/account" },
    { pattern: "accountTwoFactor", path: "/account/two-factor" },
    { pattern: "organizations", path: "/organizations" },
    { pattern: "organizationCreate", path: "/organizations/create" },
    { pattern: "organizationInvitation", path: "/organizations/invitations?token=not-a-real-token" },
  ];
}

export function sonVisits(ids: { planId: number; groupId: number }): Visit[] {
  return [
    { pattern: "dashboardSon", path: "/dashboard/son" },
    { pattern: "week", path: "/week/1" },
    { pattern: "journal", path: "/journal" },
    { pattern: "fitness", path: "/fitness" },
    { pattern: "reminders", path: "/reminders" },
    { pattern: "marketplace", path: "/marketplace" },
    { pattern: "planDetail", path: `/marketplace/plans/${ids.planId}` },
    { pattern: "groups", path: "/groups" },
    { pattern: "groupDetail", path: `/group/${ids.groupId}` },
    { pattern: "account", path: "/account" },
  ];
}

export function adminVisits(ids: { planId: number; devotionalId: number }): Visit[] {
  return [
    { pattern: "admin", path: "/admin" },
    { pattern: "adminStudio.planNew", path: "/admin/plans/new" },
    { pattern: "adminStudio.planContent", path: `/admin/plans/${ids.planId}/content` },
    { pattern: "adminStudio.planStudio", path: `/admin/plans/${ids.planId}/studio` },
    { pattern: "adminStudio.planImport", path: "/admin/plans/import" },
    { pattern: "adminReviews", path: "/admin/reviews" },
    { pattern: "adminStudio.devotionalNew", path: "/admin/devotionals/new" },
    { pattern: "adminStudio.challengeNew", path: "/admin/challenges/new" },
    { pattern: "adminStudio.dadsCornerNew", path: "/admin/dads-corner/new" },
    { pattern: "adminStudio.contentItemEdit", path: `/admin/devotionals/${ids.devotionalId}/edit` },
    { pattern: "adminImport", path: "/admin/import" },
    { pattern: "adminUsers", path: "/admin/users" },
    { pattern: "adminTestimonials", path: "/admin/testimonials" },
    { pattern: "account", path: "/account" },
  ];
}

export function staffVisits(ids: { planId: number; devotionalId: number; slug: string }): Visit[] {
  return [
    { pattern: "organizations", path: "/organizations" },
    { pattern: "organizationPage", path: `/o/${ids.slug}` },
    { pattern: "organizationFamilies", path: "/organizations/families" },
    { pattern: "organizationFamiliesPoster", path: "/organizations/families/poster" },
    { pattern: "organizationLeaderGuide", path: `/organizations/plans/${ids.planId}/guide/1` },
    { pattern: "organizationSettings", path: "/organizations/settings" },
    { pattern: "organizationStudio.planNew", path: "/organizations/plans/new" },
    { pattern: "organizationStudio.planContent", path: `/organizations/plans/${ids.planId}/content` },
    { pattern: "organizationPlanPreview", path: `/organizations/plans/${ids.planId}/preview` },
    { pattern: "organizationStudio.planStudio", path: `/organizations/plans/${ids.planId}/studio` },
    { pattern: "organizationStudio.planImport", path: "/organizations/plans/import" },
    { pattern: "organizationStudio.devotionalNew", path: "/organizations/devotionals/new" },
    { pattern: "organizationStudio.challengeNew", path: "/organizations/challenges/new" },
    { pattern: "organizationStudio.dadsCornerNew", path: "/organizations/dads-corner/new" },
    { pattern: "organizationStudio.contentItemEdit", path: `/organizations/devotionals/${ids.devotionalId}/edit` },
  ];
}

/** Every registry entry no visit covers (none, or a route was added without its visit). */
export function unvisitedPatterns(): string[] {
  const ids = { planId: 1, groupId: 1, devotionalId: 1, slug: "grace" };
  const visited = new Set([...SIGNED_OUT, ...dadVisits(ids), ...sonVisits(ids), ...adminVisits(ids), ...staffVisits(ids)].map((visit) => visit.pattern));
  const names = Object.entries(patterns).flatMap(([name, pattern]) =>
    typeof pattern === "string" ? [name] : Object.keys(pattern).map((screen) => `${name}.${screen}`),
  );
  return names.filter((name) => !visited.has(name as PatternName));
}

/** A new family with a group of its own, and a paid plan to look at. */
export async function familyWithGroup(
  request: APIRequestContext,
  names: { group: string; description: string },
): Promise<{ family: Family; planId: number; groupId: number }> {
  const family = await registerFamily({ request });
  const plans = (await (await request.get("/api/marketplace/plans")).json()) as { plans: { id: number; priceCents: number }[] };
  const planId = plans.plans.find((plan) => plan.priceCents > 0)?.id ?? plans.plans[0]!.id;
  const group = await request.post("/api/groups", { data: { name: `${names.group} ${uniqueTag()}`, description: names.description } });
  expect(group.status(), await group.text()).toBe(201);
  const groupId = ((await group.json()) as { group: { id: number } }).group.id;
  return { family, planId, groupId };
}

/** The global admin's visit's records: the first plan with a devotional to edit. */
export async function adminRecords(request: APIRequestContext): Promise<{ planId: number; devotionalId: number }> {
  const plans = (await (await request.get("/api/admin/dashboard")).json()) as { plans: { id: number }[] };
  // The first plan with a devotional to edit: a journey running beside this one may have just made an empty one.
  for (const { id: planId } of plans.plans) {
    const content = (await (await request.get(`/api/admin/plans/${planId}/content`)).json()) as { options: { devotionals: { id: number }[] } };
    const devotional = content.options.devotionals[0];
    if (devotional) return { planId, devotionalId: devotional.id };
  }
  throw new Error("no plan with a devotional: the demo content should hold one");
}

/** A new dad's organization with a plan and a devotional of its own, for its staff's visits. */
export async function organizationRecords(
  request: APIRequestContext,
  words: { organization: string; description: string; plan: string; devotional: string; content: string },
): Promise<{ planId: number; devotionalId: number; slug: string }> {
  await registerFamily({ request });
  const tag = uniqueTag();
  const organization = await request.post("/api/organizations", { data: { name: `${words.organization} ${tag}`, description: words.description } });
  expect(organization.status(), await organization.text()).toBe(201);
  const { slug } = ((await organization.json()) as { organization: { slug: string } }).organization;
  const plan = await request.post("/api/organizations/mine/plans", {
    data: { title: `${words.plan} ${tag}`, description: words.description, durationWeeks: 2, category: "faith", tags: ["courage"], priceCents: 1299 },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const planId = ((await plan.json()) as { plan: { id: number } }).plan.id;
  const devotional = await request.post("/api/organizations/mine/devotionals", {
    data: { title: words.devotional, scriptureReference: "Isaiah 40:31", content: words.content, weekNumber: 1 },
  });
  expect(devotional.status(), await devotional.text()).toBe(201);
  const devotionalId = ((await devotional.json()) as { id: number }).id;
  return { planId, devotionalId, slug };
}

/** The page's overflow once it has settled: how wide it scrolls, and the elements reaching past the window. */
export async function overflowOf(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("#main-content, main").first()).toBeVisible();
  const { scrollWidth, clientWidth, culprits } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0)
      .slice(-4)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.split(" ").slice(0, 4).join(".")}` : ""} → ${Math.round(el.getBoundingClientRect().right)}px`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits: wide };
  });
  return scrollWidth <= clientWidth ? null : `${path} (${page.url()}) is ${scrollWidth}px wide in ${clientWidth}px: ${culprits.join("; ")}`;
}
