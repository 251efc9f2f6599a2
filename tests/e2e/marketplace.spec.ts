// The plan marketplace: a dad and a son browse, filter, open and start plans in real Chromium, and
// the dashboards and the week page then follow the plan each of them chose. Plans and their week-1 content
// are written straight into the e2e server's database; every title carries a run tag so the searches only
// find this test's plans, whatever else the shared server holds.
import { eq } from "drizzle-orm";
import type { Locator, Page } from "@playwright/test";
import type { Database } from "../../src/server/db/client.ts";
import { profiles, progress, users } from "../../src/server/db/schema/index.ts";
import { messages } from "../../src/shared/messages.ts";
import { familyText } from "../../src/shared/schemas/family.ts";
import { CATEGORY_LABELS, marketplaceMessages } from "../../src/shared/schemas/marketplace.ts";
import { tagLabel } from "../../src/web/lib/labels.ts";
import { PLAN_LIBRARY } from "../../src/server/db/seed/plan-library.ts";
import { insertChallenge, insertDadsCorner, insertDevotional, insertPlanWeek } from "../support/content-fixtures.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { connectE2eDatabase } from "./support/database.ts";
import { expect, signedInPage, signInThroughUi, test, uniqueTag } from "./support/fixtures.ts";

// Content rows get week numbers far from 1-52, so they never become another test's general fallback content.
const FIXTURE_WEEK = 9500;

let db: Database;
connectE2eDatabase((opened) => (db = opened));

interface Catalogue {
  tag: string;
  courage: { id: number; title: string; devotional: string; corner: string };
  roots: { id: number; title: string; devotional: string };
  paid: { id: number; title: string };
  draft: { id: number; title: string };
}

/** Two free plans with week-1 content, a paid plan and a draft, all tagged for this test. */
async function stockMarketplace(): Promise<Catalogue> {
  const tag = uniqueTag();
  const courageTitle = `Courage Together ${tag}`;
  const courageId = await insertPlan(db, {
    title: courageTitle,
    description: "Six weeks of standing firm, side by side.",
    durationWeeks: 6,
    category: "leadership",
    tags: ["courage", "prayer"],
  });
  const devotional = await insertDevotional(db, { weekNumber: FIXTURE_WEEK, title: `Be Strong ${tag}` });
  const challenge = await insertChallenge(db, { weekNumber: FIXTURE_WEEK, title: `Stair Climb ${tag}` });
  const corner = await insertDadsCorner(db, { weekNumber: FIXTURE_WEEK, title: `Lead the Way ${tag}` });
  await insertPlanWeek(db, { planId: courageId, weekNumber: 1, devotionalId: devotional.id, challengeId: challenge.id, dadsCornerId: corner.id });

  const rootsTitle = `Strong Roots ${tag}`;
  const rootsId = await insertPlan(db, {
    title: rootsTitle,
    description: "Four weeks about where our strength comes from.",
    durationWeeks: 4,
    category: "faith",
  });
  const rootsDevotional = await insertDevotional(db, { weekNumber: FIXTURE_WEEK, title: `Planted by Water ${tag}` });
  await insertPlanWeek(db, { planId: rootsId, weekNumber: 1, devotionalId: rootsDevotional.id });

  const paidTitle = `Iron Sharpens Iron ${tag}`;
  const paidId = await insertPlan(db, { title: paidTitle, category: "relationships", priceCents: 1500 });
  const draftTitle = `Unfinished Draft ${tag}`;
  const draftId = await insertPlan(db, { title: draftTitle, status: "draft" });
  return {
    tag,
    courage: { id: courageId, title: courageTitle, devotional: devotional.title, corner: corner.title },
    roots: { id: rootsId, title: rootsTitle, devotional: rootsDevotional.title },
    paid: { id: paidId, title: paidTitle },
    draft: { id: draftId, title: draftTitle },
  };
}

async function profileOf(email: string) {
  const [row] = await db
    .select({ id: users.id, selectedPlanId: profiles.selectedPlanId })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email))
    .limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

/** The image's intrinsic width once it has loaded: 0 while loading or when it failed (a broken image). */
const loadedWidth = (image: Locator) => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

test("the launch library: each category filter finds its seeded plan, with a cover that loads and tags that read as words", async ({ page, family }) => {
  test.slow(); // four filtered lists and a plan page
  await signInThroughUi(page, family.dad);
  for (const { plan } of PLAN_LIBRARY) {
    await page.goto("/marketplace");
    await page.getByLabel("Category").selectOption(plan.category);
    await expect(page).toHaveURL(new RegExp(`[?&]category=${plan.category}`));
    // Other tests add plans to the shared server, so the title narrows the filtered list down to this one.
    await page.getByLabel("Search by title").fill(plan.title.split(":")[0] ?? plan.title);
    await page.getByLabel("Search by title").press("Enter");
    const found = card(page, plan.title);
    await expect(found).toBeVisible();
    const facts = found.getByRole("list", { name: "Plan details" });
    await expect(facts).toContainText(`Category: ${CATEGORY_LABELS[plan.category]}`);
    await expect(facts).toContainText(`${plan.durationWeeks} weeks`);
    await expect(found.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(plan.tags.map(tagLabel));
    await expect(found.getByRole("list", { name: "Tags" })).toContainText(plan.language === "es" ? "Padres e hijos" : "Fathers and sons");
    const cover = found.locator("img");
    await expect(cover).toHaveAttribute("src", plan.coverImageUrl);
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => loadedWidth(cover), { message: `${plan.title}'s cover renders` }).toBeGreaterThan(0);
  }
  await expectNoSeriousA11yViolations(page);

  // The plan page shows the same cover, and the covers are cached for good.
  const last = PLAN_LIBRARY.at(-1)?.plan;
  if (!last) throw new Error("the library has plans");
  await card(page, last.title).getByRole("link", { name: last.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: last.title })).toBeVisible();
  const pageCover = page.locator(`img[src="${last.coverImageUrl}"]`);
  await expect.poll(() => loadedWidth(pageCover)).toBeGreaterThan(0);
  const served = await page.request.get(last.coverImageUrl);
  expect(served.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a cover that fails to load gives way to the placeholder, never a broken image", async ({ page, family }) => {
  const faith = PLAN_LIBRARY.find(({ plan }) => plan.category === "faith")?.plan;
  if (!faith) throw new Error("the library has a faith plan");
  await signInThroughUi(page, family.dad);
  await page.route("**/covers/**", (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "gone" }));
  await page.goto(`/marketplace?category=faith&q=${encodeURIComponent("A Father's Legacy")}`);
  const found = card(page, faith.title);
  await expect(found).toBeVisible();
  await expect(found.locator("img")).toHaveCount(0);
  await expect(found.locator("div[aria-hidden='true'] svg").first()).toBeVisible();
  await found.getByRole("link", { name: faith.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: faith.title })).toBeVisible();
  await expect(page.locator("main img")).toHaveCount(0);
});

test("a dad browses, filters, opens a plan and starts it from its page; the week and dashboard follow it", async ({ page, family }) => {
  test.slow(); // several screens and accessibility scans
  const c = await stockMarketplace();
  await signInThroughUi(page, family.dad);
  await page.goto("/marketplace");
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Journey" })).toBeVisible();

  // Search by title: only this test's published plans, never the draft.
  await page.getByLabel("Search by title").fill(c.tag);
  await page.getByLabel("Search by title").press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]q=${c.tag}`));
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(card(page, c.draft.title)).toHaveCount(0);
  const courage = card(page, c.courage.title);
  await expect(courage.getByText("6 weeks")).toBeVisible();
  await expect(courage.getByText("Leadership")).toBeVisible();
  await expect(courage.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["Courage", "Prayer"]);
  await expect(courage.getByText("Six weeks of standing firm, side by side.")).toBeVisible();
  await expect(courage.getByRole("button", { name: "Start This Plan" })).toBeVisible();
  // A paid plan shows its price; its first week is free, so it can be started.
  const paid = card(page, c.paid.title);
  await expect(paid.getByText("$15.00")).toBeVisible();
  await expect(paid.getByText(marketplaceMessages.firstWeekFree)).toBeVisible();
  await expect(paid.getByRole("button", { name: "Start This Plan" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Filter by category.
  await page.getByLabel("Category").selectOption("faith");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(card(page, c.roots.title)).toBeVisible();
  await page.getByLabel("Category").selectOption("");
  await expect(page.getByRole("article")).toHaveCount(3);
  await page.getByLabel("Search by title").fill(`nothing-like-this-${c.tag}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "No plans match your search" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("article")).toHaveCount(3);

  // The plan page.
  await courage.getByRole("link", { name: c.courage.title }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/plans/${c.courage.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: c.courage.title })).toBeVisible();
  await expect(page.getByText("6 weeks", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["Courage", "Prayer"]);
  const panel = page.getByRole("region", { name: "Start Your Journey" });
  await expect(panel).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Starting opens week 1 of this plan.
  await panel.getByRole("button", { name: "Start This Plan" }).click();
  await expect(page).toHaveURL(/\/week\/1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Week 1" })).toBeVisible();
  await expect(page.getByText(c.courage.title)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: c.courage.devotional })).toBeVisible();
  const dad = await profileOf(family.dad.email);
  expect(dad.selectedPlanId).toBe(c.courage.id);
  expect(await db.select({ week: progress.weekNumber }).from(progress).where(eq(progress.userId, dad.id))).toEqual([{ week: 1 }]);

  // Back on the plan page the start is replaced by the spec's notice; starting again is harmless.
  await page.goto(`/marketplace/plans/${c.courage.id}`);
  await expect(page.getByRole("status").filter({ hasText: messages.alreadyOnPlan })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start This Plan" })).toHaveCount(0);
  const again = await page.request.post(`/api/marketplace/plans/${c.courage.id}/start`, { data: { source: "plan-page" } });
  expect(again.status()).toBe(200);
  expect((await again.json()).alreadySelected).toBe(true);
  await page.getByRole("link", { name: "Go to Dashboard" }).click();

  // The dad's dashboard shows his plan's week 1, Dad's Corner included.
  await expect(page).toHaveURL(/\/dashboard\/dad$/);
  await expect(page.getByRole("region", { name: "This week, together" }).getByText(c.courage.title)).toBeVisible();
  await expect(page.getByRole("heading", { name: c.courage.devotional })).toBeVisible();
  await expect(page.getByRole("heading", { name: c.courage.corner })).toBeVisible();
});

test("a son follows his dad's plan: his own start is refused with the reason, and the dad's start becomes his", async ({ page, family }) => {
  const c = await stockMarketplace();
  const son = family.son;
  if (!son) throw new Error("the family fixture registers a son");
  await signInThroughUi(page, son);
  await page.goto(`/marketplace?q=${c.tag}`);
  await expect(page.getByRole("article")).toHaveCount(3);

  // One plan for the family: the son's start changes nothing and says why.
  await card(page, c.roots.title).getByRole("button", { name: "Start This Plan" }).click();
  await expect(card(page, c.roots.title).getByText(familyText.sonFollowsFamilyPlan)).toBeVisible();
  const sonProfile = await profileOf(son.email);
  expect(sonProfile.selectedPlanId).toBeNull();
  expect(await db.select().from(progress).where(eq(progress.userId, sonProfile.id))).toHaveLength(0);

  // His dad starts it: the list marks it as the son's plan too, and his dashboard shows it.
  const dadPage = await signedInPage(page.context().browser()!, family.dad, `/marketplace/plans/${c.roots.id}`);
  try {
    await dadPage.getByRole("button", { name: "Start This Plan" }).click();
    await expect(dadPage).toHaveURL(/\/week\/1$/);
  } finally {
    await dadPage.context().close();
  }
  await page.goto(`/marketplace?q=${c.tag}`);
  await expect(card(page, c.roots.title).getByText("Your current plan")).toBeVisible();
  await page.goto("/dashboard/son");
  await expect(page.getByRole("region", { name: "This week, together" }).getByText(c.roots.title)).toBeVisible();
  await expect(page.getByRole("heading", { name: c.roots.devotional })).toBeVisible();
  expect((await profileOf(son.email)).selectedPlanId).toBeNull();
});

test("a draft or unknown plan is 'Plan not found' with 'Back to Plans'", async ({ page, family }) => {
  const c = await stockMarketplace();
  await signInThroughUi(page, family.dad);
  for (const path of [`/marketplace/plans/${c.draft.id}`, "/marketplace/plans/987654321", "/marketplace/plans/not-a-plan"]) {
    await page.goto(path);
    await expect(page.getByRole("alert").filter({ hasText: messages.planNotFound })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Back to Plans" }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Journey" })).toBeVisible();
});

test("failures and empty lists say so: 'Error Loading Plans', 'No Plans Available Yet', 'Failed to select plan'", async ({ page, family }) => {
  test.slow(); // waits out the retries of a failing list
  const c = await stockMarketplace();
  await signInThroughUi(page, family.dad);

  const isList = (url: URL) => url.pathname === "/api/marketplace/plans";
  await page.route(isList, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ plans: [], nextCursor: null }) }));
  await page.goto("/marketplace");
  await expect(page.getByRole("heading", { name: "No Plans Available Yet" })).toBeVisible();
  await page.unrouteAll();

  await page.route(isList, (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
  await page.goto("/marketplace");
  const error = page.getByRole("alert").filter({ hasText: "Error Loading Plans" });
  await expect(error).toBeVisible({ timeout: 30_000 }); // the app retries a server error 3 times with backoff first
  await expect(error).toContainText(messages.loadPlansFailed);
  await page.unrouteAll();

  await page.route(`**/api/marketplace/plans/${c.courage.id}/start`, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: messages.selectPlanFailed } }) }),
  );
  await page.goto(`/marketplace/plans/${c.courage.id}`);
  await page.getByRole("button", { name: "Start This Plan" }).click();
  await expect(page.getByRole("alert").filter({ hasText: messages.selectPlanFailed })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/marketplace/plans/${c.courage.id}$`));
  expect((await profileOf(family.dad.email)).selectedPlanId).toBeNull();
});

test("reads well on a 375 px phone", async ({ page, family }) => {
  const c = await stockMarketplace();
  await page.setViewportSize({ width: 375, height: 812 });
  await signInThroughUi(page, family.dad);
  for (const path of [`/marketplace?q=${c.tag}`, `/marketplace/plans/${c.courage.id}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.getByRole("button", { name: "Start This Plan" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Start This Plan" })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
});
