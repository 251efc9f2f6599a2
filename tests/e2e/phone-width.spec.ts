// No sideways scroll on a 390 px phone, on every screen of the app (a wide screen cuts off its buttons). Every route
// of src/web/paths.ts is visited — signed out, as a dad, as a son, as the global admin and as an organization's staff
// — and the page may not be wider than the window. A route added to the registry without a visit here fails the first
// test.
import type { Page } from "@playwright/test";
import { patterns } from "../../src/web/paths.ts";
import { demo, expect, registerFamily, sendAsTheApp, signInThroughUi, test, uniqueTag } from "./support/fixtures.ts";

const PHONE = { width: 390, height: 844 };

type PatternName = keyof typeof patterns;

/** Which registry entry each visit covers (a pattern may be visited by several roles and with several hashes). */
interface Visit {
  pattern: PatternName;
  path: string;
}

const SIGNED_OUT: Visit[] = [
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
function dadVisits(ids: { planId: number; groupId: number }): Visit[] {
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

function sonVisits(ids: { planId: number; groupId: number }): Visit[] {
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

function adminVisits(ids: { planId: number; devotionalId: number }): Visit[] {
  return [
    { pattern: "admin", path: "/admin" },
    { pattern: "adminPlanNew", path: "/admin/plans/new" },
    { pattern: "adminPlanContent", path: `/admin/plans/${ids.planId}/content` },
    { pattern: "adminPlanStudio", path: `/admin/plans/${ids.planId}/studio` },
    { pattern: "adminPlanImport", path: "/admin/plans/import" },
    { pattern: "adminReviews", path: "/admin/reviews" },
    { pattern: "adminDevotionalNew", path: "/admin/devotionals/new" },
    { pattern: "adminChallengeNew", path: "/admin/challenges/new" },
    { pattern: "adminDadsCornerNew", path: "/admin/dads-corner/new" },
    { pattern: "adminContentItemEdit", path: `/admin/devotionals/${ids.devotionalId}/edit` },
    { pattern: "adminImport", path: "/admin/import" },
    { pattern: "adminUsers", path: "/admin/users" },
    { pattern: "adminTestimonials", path: "/admin/testimonials" },
    { pattern: "account", path: "/account" },
  ];
}

function staffVisits(ids: { planId: number; devotionalId: number; slug: string }): Visit[] {
  return [
    { pattern: "organizations", path: "/organizations" },
    { pattern: "organizationPage", path: `/o/${ids.slug}` },
    { pattern: "organizationFamilies", path: "/organizations/families" },
    { pattern: "organizationFamiliesPoster", path: "/organizations/families/poster" },
    { pattern: "organizationLeaderGuide", path: `/organizations/plans/${ids.planId}/guide/1` },
    { pattern: "organizationSettings", path: "/organizations/settings" },
    { pattern: "organizationPlanNew", path: "/organizations/plans/new" },
    { pattern: "organizationPlanContent", path: `/organizations/plans/${ids.planId}/content` },
    { pattern: "organizationPlanPreview", path: `/organizations/plans/${ids.planId}/preview` },
    { pattern: "organizationPlanStudio", path: `/organizations/plans/${ids.planId}/studio` },
    { pattern: "organizationPlanImport", path: "/organizations/plans/import" },
    { pattern: "organizationDevotionalNew", path: "/organizations/devotionals/new" },
    { pattern: "organizationChallengeNew", path: "/organizations/challenges/new" },
    { pattern: "organizationDadsCornerNew", path: "/organizations/dads-corner/new" },
    { pattern: "organizationContentItemEdit", path: `/organizations/devotionals/${ids.devotionalId}/edit` },
  ];
}

/** The page's overflow once it has settled: how wide it scrolls, and the elements reaching past the window. */
async function overflowOf(page: Page, path: string): Promise<string | null> {
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

async function sweep(page: Page, visits: Visit[]): Promise<string[]> {
  const problems: string[] = [];
  for (const visit of visits) {
    const problem = await overflowOf(page, visit.path);
    if (problem) problems.push(problem);
  }
  return problems;
}

test.describe("no sideways scroll at 390 px", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("the sweep covers every route of the registry", () => {
    const ids = { planId: 1, groupId: 1, devotionalId: 1, slug: "grace" };
    const visited = new Set([...SIGNED_OUT, ...dadVisits(ids), ...sonVisits(ids), ...adminVisits(ids), ...staffVisits(ids)].map((visit) => visit.pattern));
    expect(Object.keys(patterns).filter((name) => !visited.has(name as PatternName))).toEqual([]);
  });

  test("signed out, and /start right after registering with a son", async ({ page }) => {
    test.setTimeout(120_000);
    const problems = await sweep(page, [...SIGNED_OUT, { pattern: "home", path: "/this/page/does-not-exist" }]);

    // /start as registration opens it: with the son's login card (his long generated address).
    const tag = uniqueTag();
    await page.goto("/register");
    await page.getByLabel("Full name", { exact: true }).fill(`Daniel Reed ${tag}`);
    await page.getByLabel("Email", { exact: true }).fill(`dad.${tag}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("Strong-Bond-Test-2026");
    await page.getByLabel("Confirm password").fill("Strong-Bond-Test-2026");
    await page.getByLabel("I want to register my son as well").check();
    await page.getByLabel("Son's full name").fill(`Noah Reed ${tag}`);
    await page.getByLabel("Son's password").fill("Strong-Bond-Test-2026-son");
    await page.getByLabel("Son's age").selectOption({ label: "13 or older" });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.locator(".login-card")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const width = await page.evaluate(() => [document.scrollingElement!.scrollWidth, document.scrollingElement!.clientWidth]);
    if (width[0]! > width[1]!) problems.push(`/start after registering is ${width[0]}px wide in ${width[1]}px`);
    // Its Menu and Start buttons are within the window.
    for (const button of [page.getByRole("button", { name: "Menu" }), page.getByRole("button", { name: /^Start / }).first()]) {
      const box = await button.boundingBox();
      expect(box, "the button is drawn").not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(problems).toEqual([]);
  });

  test("as a dad and as his son", async ({ page, browser }) => {
    test.setTimeout(180_000);
    const family = await registerFamily({ request: page.request });
    const plans = (await (await page.request.get("/api/marketplace/plans")).json()) as { plans: { id: number; priceCents: number }[] };
    const planId = plans.plans.find((plan) => plan.priceCents > 0)?.id ?? plans.plans[0]!.id;
    const group = await page.request.post("/api/groups", { data: { name: `Phone Group ${uniqueTag()}`, description: "Fathers and sons on phones." } });
    expect(group.status(), await group.text()).toBe(201);
    const groupId = ((await group.json()) as { group: { id: number } }).group.id;
    const problems = await sweep(page, dadVisits({ planId, groupId }));

    const sonContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const sonPage = sendAsTheApp(await sonContext.newPage());
    await signInThroughUi(sonPage, family.son);
    problems.push(...(await sweep(sonPage, sonVisits({ planId, groupId }))));
    await sonContext.close();
    expect(problems).toEqual([]);
  });

  test("as the global admin", async ({ page }) => {
    test.setTimeout(120_000);
    await signInThroughUi(page, demo.admin);
    const plans = (await (await page.request.get("/api/admin/dashboard")).json()) as { plans: { id: number }[] };
    // The first plan with a devotional to edit: a journey running beside this one may have just made an empty one.
    let visit: { planId: number; devotionalId: number } | null = null;
    for (const { id: planId } of plans.plans) {
      const content = (await (await page.request.get(`/api/admin/plans/${planId}/content`)).json()) as { options: { devotionals: { id: number }[] } };
      const devotional = content.options.devotionals[0];
      if (devotional) {
        visit = { planId, devotionalId: devotional.id };
        break;
      }
    }
    if (!visit) throw new Error("no plan with a devotional: the demo content should hold one");
    const problems = await sweep(page, adminVisits(visit));
    expect(problems).toEqual([]);
  });

  test("as an organization's staff", async ({ page }) => {
    test.setTimeout(120_000);
    await registerFamily({ request: page.request });
    const tag = uniqueTag();
    const organization = await page.request.post("/api/organizations", {
      data: { name: `Grace Fathers ${tag}`, description: "Fathers and sons of Grace Church." },
    });
    expect(organization.status(), await organization.text()).toBe(201);
    const { slug } = ((await organization.json()) as { organization: { slug: string } }).organization;
    const plan = await page.request.post("/api/organizations/mine/plans", {
      data: { title: `Men of Valor ${tag}`, description: "Two weeks", durationWeeks: 2, category: "faith", tags: ["courage"], priceCents: 1299 },
    });
    expect(plan.status(), await plan.text()).toBe(201);
    const planId = ((await plan.json()) as { plan: { id: number } }).plan.id;
    const devotional = await page.request.post("/api/organizations/mine/devotionals", {
      data: { title: "Strength for Today", scriptureReference: "Isaiah 40:31", content: "Wait on the Lord.", weekNumber: 1 },
    });
    expect(devotional.status(), await devotional.text()).toBe(201);
    const devotionalId = ((await devotional.json()) as { id: number }).id;
    const problems = await sweep(page, staffVisits({ planId, devotionalId, slug }));
    expect(problems).toEqual([]);
  });
});
