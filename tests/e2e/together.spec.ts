// One family, one plan, one week: a dad and his son on two devices. Both dashboards open on the same
// family week; a journal entry keeps the son's tick; switching plans asks first and week 1 of the new plan starts
// empty; catch-up after a skipped week moves the schedule, not the ticks.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import type { Database } from "../../src/server/db/client.ts";
import { planRuns, users } from "../../src/server/db/schema/index.ts";
import { addDays, todayUtc } from "../../src/shared/plan-run.ts";
import { insertDevotional, insertPlanWeek } from "../support/content-fixtures.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { connectE2eDatabase } from "./support/database.ts";
import { expect, signedInPage, signInThroughUi, test, uniqueTag } from "./support/fixtures.ts";

let db: Database;
connectE2eDatabase((opened) => (db = opened));

const SCREENSHOTS = path.resolve("docs/areas/img");

/** docs/areas/weekly-journey.md's pictures, at a phone's and a desktop's width; at 390 px nothing scrolls sideways. */
async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), scale: "css" });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function stockPlan(weeks = 4) {
  const tag = uniqueTag();
  const title = `Together ${tag}`;
  const planId = await insertPlan(db, { title, status: "published", durationWeeks: weeks, description: "Faith and fitness together." });
  for (let week = 1; week <= 3; week++) {
    const devotional = await insertDevotional(db, { weekNumber: 9300 + week, title: `Week ${week} devotional ${tag}` });
    await insertPlanWeek(db, { planId, weekNumber: week, devotionalId: devotional.id });
  }
  return { planId, title };
}

async function startPlan(page: Page, planId: number, body: Record<string, unknown> = {}) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`/api/marketplace/plans/${planId}/start`, {
    headers: { origin },
    data: { source: "marketplace", startsOn: todayUtc(), ...body },
  });
  expect(response.status()).toBe(200);
}

const position = (page: Page) => page.getByTestId("journey-position");
const box = (page: Page, name: string) => page.getByRole("region", { name: "Your week" }).getByRole("checkbox", { name, exact: true });

test("both dashboards open on the same family week, and a journal entry keeps the son's tick", async ({ page, family, browser }) => {
  test.slow();
  const son = family.son;
  if (!son) throw new Error("the fixture registers a son");
  const plan = await stockPlan();
  await signInThroughUi(page, family.dad);
  await startPlan(page, plan.planId);
  await page.goto("/dashboard/dad");
  await expect(page.getByRole("heading", { name: "This week, together" })).toBeVisible();
  await expect(position(page)).toHaveText(`${plan.title} · family week 1 of 4`);
  // The dad moves the family on only when he says so; with items unfinished (his own too) he is asked first.
  const moveOn = async () => {
    await page.getByRole("button", { name: "We're done — next week" }).click();
    const confirm = page.getByRole("dialog", { name: "Move the family to week 2?" });
    await expect(confirm).toContainText("your devotional");
    await expect(confirm).toContainText(`${son.fullName.split(" ")[0]}'s devotional`);
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Yes, on to week 2" }).click();
    await expect(position(page)).toHaveText(`${plan.title} · family week 2 of 4`);
  };
  await moveOn();
  // A tap too many is undone right after.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(position(page)).toHaveText(`${plan.title} · family week 1 of 4`);
  await expect(page.getByText("Back to the week you were on.")).toBeVisible();
  await moveOn();
  await expect(page.getByRole("heading", { name: "Week 2", exact: true })).toBeVisible();

  const sonPage = await signedInPage(browser, son, "/dashboard/son");
  try {
    await expect(position(sonPage)).toHaveText(`${plan.title} · family week 2 of 4`);
    await expect(sonPage.getByRole("heading", { name: "Week 2", exact: true })).toBeVisible();
    await expect(sonPage.getByText("Your dad moves the family on to the next week.")).toBeVisible();
    await expect(sonPage.getByRole("button", { name: "We're done — next week" })).toHaveCount(0);

    // The son ticks his challenge, then writes a reflection: his tick stays.
    await box(sonPage, "Fitness Challenge").check();
    await expect(box(sonPage, "Fitness Challenge")).toBeEnabled();
    await sonPage.goto(`/journal?week=2&title=${encodeURIComponent("Reflection: push-ups")}&type=reflection`);
    await sonPage.getByLabel(/^Content/).fill("I did 14 push-ups");
    await sonPage.getByRole("button", { name: "Save Entry" }).click();
    await expect(sonPage.getByText("Your entry was saved.")).toBeVisible();
    await sonPage.goto("/dashboard/son");
    await expect(box(sonPage, "Fitness Challenge")).toBeChecked();
    await expect(box(sonPage, "Devotional")).toBeChecked();
    await expect(box(sonPage, "Journal Entry")).toBeChecked();
    await expectNoSeriousA11yViolations(sonPage);
    await screenshot(sonPage, "together-son");

    // His dad sees it beside his own boxes, for the same week.
    await page.reload();
    const sonsWeek = page.getByRole("region", { name: `${son.fullName}'s week` });
    await expect(sonsWeek).toContainText("Fitness Challenge: done");
    await expect(sonsWeek).toContainText("Devotional: done");
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "together-dad");
  } finally {
    await sonPage.context().close();
  }
});

test("switching plans asks first, says what happens to the sons, and week 1 of the new plan starts empty", async ({ page, family, browser }) => {
  test.slow();
  const son = family.son;
  if (!son) throw new Error("the fixture registers a son");
  const first = await stockPlan();
  const second = await stockPlan(3);
  await signInThroughUi(page, family.dad);
  await startPlan(page, first.planId);
  const origin = new URL(page.url()).origin;
  expect((await page.request.put("/api/progress/1", { headers: { origin }, data: { flag: "devotional", completed: true } })).status()).toBe(200);

  await page.goto(`/marketplace/plans/${second.planId}`);
  await page.getByRole("button", { name: "Start This Plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Switch your family's plan?" });
  await expect(dialog).toContainText(`Your sons switch with you: the whole family starts week 1 of "${second.title}" together`);
  await expect(dialog).toContainText("Every tick on your current plan is kept.");
  // Coming back to a plan followed before resumes it, ticks kept: the dialog says so, not "empty boxes".
  await expect(dialog).toContainText("picks up at the first week you had not finished, with every tick kept");
  await expect(dialog).not.toContainText("empty boxes");
  await expect(dialog.getByLabel("Week 1 starts on")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.goto("/dashboard/dad");
  await expect(position(page)).toHaveText(`${first.title} · family week 1 of 4`);

  await page.goto(`/marketplace/plans/${second.planId}`);
  await page.getByRole("button", { name: "Start This Plan" }).click();
  await page.getByRole("dialog", { name: "Switch your family's plan?" }).getByLabel("Week 1 starts on").fill(todayUtc());
  await page.getByRole("button", { name: "Switch plans" }).click();
  await expect(page).toHaveURL(/\/week\/1$/);
  await page.goto("/dashboard/dad");
  await expect(position(page)).toHaveText(`${second.title} · family week 1 of 3`);
  for (const name of ["Devotional", "Fitness Challenge", "Journal Entry"]) await expect(box(page, name)).not.toBeChecked();

  const sonPage = await signedInPage(browser, son, "/dashboard/son");
  try {
    await expect(position(sonPage)).toHaveText(`${second.title} · family week 1 of 3`);
  } finally {
    await sonPage.context().close();
  }
});

test("catch-up after a skipped week moves the schedule, not the ticks", async ({ page, family }) => {
  test.slow();
  const plan = await stockPlan();
  await signInThroughUi(page, family.dad);
  await startPlan(page, plan.planId);
  const origin = new URL(page.url()).origin;
  for (const flag of ["devotional", "challenge", "journal"]) {
    expect((await page.request.put("/api/progress/1", { headers: { origin }, data: { flag, completed: true } })).status()).toBe(200);
  }
  // Two weeks went by and week 2 was skipped: the schedule says week 3.
  const [dad] = await db.select({ id: users.id }).from(users).where(eq(users.email, family.dad.email));
  await db
    .update(planRuns)
    .set({ startsOn: addDays(todayUtc(), -14), scheduleSetOn: addDays(todayUtc(), -14) })
    .where(eq(planRuns.userId, dad!.id));
  await page.goto("/dashboard/dad");
  await expect(position(page)).toHaveText(`${plan.title} · family week 3 of 4`);
  await expect(page.getByText("Week 2 is not finished yet.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Catch up to week 2" }).click();
  await expect(position(page)).toHaveText(`${plan.title} · family week 2 of 4`);
  await expect(page.getByText("Week 2 is not finished yet.")).toHaveCount(0);
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(box(page, "Devotional")).toBeChecked();
});

test("a start date in the past offers to catch up on week 1", async ({ page, family }) => {
  const plan = await stockPlan();
  await signInThroughUi(page, family.dad);
  await startPlan(page, plan.planId, { startsOn: addDays(todayUtc(), -7) });
  await page.goto("/dashboard/dad");
  await expect(position(page)).toHaveText(`${plan.title} · family week 2 of 4`);
  await expect(page.getByText("Week 1 is not finished yet.")).toBeVisible();
  await page.getByRole("button", { name: "Catch up to week 1" }).click();
  await expect(position(page)).toHaveText(`${plan.title} · family week 1 of 4`);
});

test("what a dad does on his dashboard before its code has come is done once it has: his ticks are saved, Next moves on", async ({ page, family }) => {
  const plan = await stockPlan();
  await signInThroughUi(page, family.dad);
  await startPlan(page, plan.planId);
  // The server-rendered dashboard runs the app only when he acts, so running it never holds his first tap. Its code
  // is held back here until the test lets it through, as on a slow phone.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const fetchedAhead = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto("/dashboard/dad");
  await expect(position(page)).toHaveText(`${plan.title} · family week 1 of 4`);
  // Once loaded, the page fetches the app's code ahead, and runs none of it while he reads.
  await fetchedAhead;
  const hydrated = () => page.evaluate(() => Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")));
  expect(await hydrated()).toBe(false);

  // He ticks his devotional, and his fitness challenge by its label, and presses Next: the boxes show his ticks at
  // once; the press waits, with the loading bar.
  const puts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && new URL(request.url()).pathname.startsWith("/api/progress/")) puts.push(request.postData() ?? "");
  });
  await box(page, "Devotional").check();
  await page.getByRole("region", { name: "Your week" }).locator("label", { hasText: "Fitness Challenge" }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(box(page, "Devotional")).toBeChecked();
  await expect(box(page, "Fitness Challenge")).toBeChecked();
  await expect(page.locator("html[data-app-loading]")).toHaveCount(1);
  await expect(page.locator("#dashboard-week-heading")).toHaveText(/^Week 1\b/);

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/progress/1" && r.request().method() === "PUT");
  release();
  expect((await saved).status()).toBe(200);
  await expect(page.locator("#dashboard-week-heading")).toHaveText(/^Week 2\b/);
  await expect(page.locator("html[data-app-loading]")).toHaveCount(0);
  expect(await hydrated()).toBe(true);
  await page.waitForLoadState("networkidle");
  // One save per tick, each of what he did.
  const saves = puts.map((body) => JSON.parse(body) as { flag: string; completed: boolean });
  expect(saves.sort((a, b) => a.flag.localeCompare(b.flag))).toEqual([
    { flag: "challenge", completed: true },
    { flag: "devotional", completed: true },
  ]);

  // The ticks were kept; and from the keyboard, moving the focus starts the app and Enter follows the link in it.
  await page.unrouteAll();
  await page.reload();
  await expect(box(page, "Devotional")).toBeChecked();
  await expect(box(page, "Fitness Challenge")).toBeChecked();
  await expect(box(page, "Journal Entry")).not.toBeChecked();
  await page.getByRole("link", { name: "Open Your Journal" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/journal\?week=1&type=reflection$/);
  await expect(page.getByRole("heading", { level: 1, name: "Journal" })).toBeVisible();
});
