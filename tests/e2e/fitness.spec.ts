// The fitness log as a habit: a dad and his son, each in his own browser, log push-ups three
// weeks running from the week page — week 1 is the plan's test (push-ups and a plank, "Test week"), weeks 2 and 3
// are not, so the family follows push-ups and logs them anyway; the dad logs for his son too. The week page shows
// the results side by side, the Fitness view charts the three weeks across its whole card with the same numbers in
// its table, and the download holds them. Axe on both screens; screenshots at 390 and 1280 px for
// docs/areas/fitness.md.
import fs from "node:fs";
import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import type { Database } from "../../src/server/db/client.ts";
import { users } from "../../src/server/db/schema/index.ts";
import { insertChallenge, insertPlanWeek, selectPlanFor } from "../support/content-fixtures.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { connectE2eDatabase } from "./support/database.ts";
import { screenshotAtTwoWidths } from "./support/screenshots.ts";
import { expect, signInThroughUi, signedInPage, test, uniqueTag, type Family } from "./support/fixtures.ts";

let db: Database;
connectE2eDatabase((opened) => (db = opened));

// Far from 1-52, so these challenges never become another test's general content.
const FIXTURE_WEEK = 9400;

async function userId(email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A plan whose week 1 is a fitness test (push-ups with targets per version, and a plank); weeks 2 and 3 measure nothing. */
async function giveTestPlan(family: Family) {
  const tag = uniqueTag();
  const planId = await insertPlan(db, { title: `Measure and Compare ${tag}`, status: "published", durationWeeks: 5 });
  for (const week of [1, 2, 3]) {
    const challenge = await insertChallenge(db, {
      weekNumber: FIXTURE_WEEK,
      title: week === 1 ? `Fitness Test ${tag}` : `Workout ${week} ${tag}`,
      description: "Each does as many push-ups as he can with good form.\n\nSafety: warm up first and stop when form breaks.",
      measures:
        week === 1
          ? [
              { unit: "repetitions", label: "Push-ups", targets: { standard: 20, easier: 10, harder: 30 } },
              { unit: "seconds", label: "Forearm plank", targets: { standard: null, easier: null, harder: null } },
            ]
          : [],
    });
    await insertPlanWeek(db, { planId, weekNumber: week, challengeId: challenge.id });
  }
  await selectPlanFor(db, await userId(family.dad.email), planId);
  await selectPlanFor(db, await userId(family.son.email), planId);
}

/** Logs push-ups (and optionally more) on the week page's challenge tab as the signed-in person. */
async function logPushUps(
  page: Page,
  week: number,
  value: string,
  options: { version?: string; whose?: string; panel?: string; saved?: string } = {},
): Promise<void> {
  await page.goto(`/week/${week}#challenge`);
  const panel = page.getByRole("region", { name: options.panel ?? "Your weekly measures" });
  await expect(panel).toBeVisible();
  if (options.whose) await panel.getByRole("radio", { name: options.whose }).check();
  if (options.version) await panel.getByRole("radio", { name: options.version }).check();
  await panel.getByLabel("Push-ups (reps)").fill(value);
  await panel.getByRole("button", { name: "Save Result" }).click();
  await expect(panel.getByRole("status")).toContainText(options.saved ?? `Result saved: Push-ups ${value} reps`);
}

test("a dad and his son log push-ups three weeks running — a test week, then as a habit — and see them grow on the Fitness view", async ({
  page,
  family,
  browser,
}) => {
  test.slow();
  await giveTestPlan(family);
  await signInThroughUi(page, family.dad);
  const sonPage = await signedInPage(browser, family.son, "/week/1");

  // Week 1 is the test: its measures, their targets, the safety note; half a push-up is refused; the tick follows.
  await page.goto("/week/1#challenge");
  const test1 = page.getByRole("region", { name: /Log Your Progress/ });
  await expect(test1.getByText("Test week")).toBeVisible();
  await expect(test1.getByRole("complementary", { name: "Safety" })).toContainText("warm up first and stop when form breaks.");
  await expect(test1.getByLabel("Push-ups (reps)")).toHaveAccessibleDescription("Target for the standard version: 20");
  await test1.getByLabel("Push-ups (reps)").fill("12.5");
  await test1.getByRole("button", { name: "Save Result" }).click();
  await expect(test1.getByText("Enter a whole number of reps")).toBeVisible();
  await test1.getByLabel("Push-ups (reps)").fill("25");
  await test1.getByLabel("Forearm plank (seconds)").fill("60");
  await test1.getByRole("button", { name: "Save Result" }).click();
  await expect(test1.getByRole("status")).toContainText("Result saved and the challenge ticked: Push-ups 25 reps, Forearm plank 60 seconds for you.");
  await expect(page.getByRole("checkbox", { name: "Fitness Challenge" })).toBeChecked();

  // The son's week 1: 500 asks "are you sure?" and he corrects it; then the easier version.
  await sonPage.goto("/week/1#challenge");
  const sonTest = sonPage.getByRole("region", { name: /Log Your Progress/ });
  await sonTest.getByLabel("Push-ups (reps)").fill("500");
  await sonTest.getByRole("button", { name: "Save Result" }).click();
  const sure = sonPage.getByRole("dialog", { name: "Are you sure?" });
  await expect(sure).toContainText("More than 300 reps is a lot. Are you sure?");
  await sure.getByRole("button", { name: "Let me check" }).click();
  await logPushUps(sonPage, 1, "12", {
    panel: "Log Your Progress",
    version: "Easier version",
    saved: "Result saved and the challenge ticked: Push-ups 12 reps",
  });

  // Week 2 tests nothing: the dad follows push-ups in one tap, logs his own and his son's; the week's box stays his to tick.
  await page.goto("/week/2#challenge");
  const habit = page.getByRole("region", { name: "Your weekly measures" });
  await expect(habit.getByText("Test week")).toHaveCount(0);
  await habit.getByRole("button", { name: "Follow Push-ups (reps)" }).click();
  await expect(habit.getByLabel("Push-ups (reps)")).toBeVisible();
  await logPushUps(page, 2, "27", { saved: "Result saved: 27 reps for you." });
  await logPushUps(page, 2, "14", { whose: family.son.fullName, saved: `Result saved: 14 reps for ${family.son.fullName}.` });
  await expect(page.getByRole("checkbox", { name: "Fitness Challenge" })).not.toBeChecked();
  const week2 = page.getByRole("list", { name: "This week's results" });
  await expect(week2.getByRole("listitem").filter({ hasText: family.son.fullName })).toContainText("14 repsWeekly measure · logged by Dad");

  // Week 3: the son logs his own (his family follows push-ups now), then his dad.
  await logPushUps(sonPage, 3, "15", { saved: "Result saved: 15 reps for you." });
  await logPushUps(page, 3, "28", { saved: "Result saved: 28 reps for you." });

  // Side by side on the test week, for both of them.
  await page.goto("/week/1#challenge");
  const results = page.getByRole("list", { name: "This week's results" });
  await expect(results.getByRole("listitem").filter({ hasText: family.dad.fullName })).toContainText("Push-ups: 25 reps");
  await expect(results.getByRole("listitem").filter({ hasText: family.dad.fullName })).toContainText("Forearm plank: 60 seconds");
  await expect(results.getByRole("listitem").filter({ hasText: family.son.fullName })).toContainText("Push-ups: 12 repsEasier version");
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "fitness-week-log", { target: page.getByRole("region", { name: /Log Your Progress/ }) });

  // The Fitness view: push-ups across the three weeks, both lines, week 1 marked as the test, the chart as wide as its card.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Fitness" }).click();
  await expect(page).toHaveURL(/\/fitness$/);
  const chart = page.getByRole("img", { name: "Push-ups (reps)" });
  await expect(chart).toBeVisible();
  await expect(chart.locator("desc")).toHaveText(
    `${family.dad.fullName}: week 1 25 reps, week 2 27 reps, week 3 28 reps; ${family.son.fullName}: week 1 12 reps, week 2 14 reps, week 3 15 reps. Test week: 1. The table below lists every number.`,
  );
  const table = page.getByRole("table", { name: "Push-ups by week (reps)" });
  await expect(table.getByRole("columnheader")).toHaveText(["Week", family.dad.fullName, family.son.fullName]);
  await expect(table.getByRole("rowheader")).toHaveText(["Week 1Test week", "Week 2", "Week 3"]);
  await expect(table.getByRole("row", { name: /^Week 1/ }).getByRole("cell")).toHaveText(["25", "12"]);
  await expect(table.getByRole("row", { name: /^Week 2/ }).getByRole("cell")).toHaveText(["27", "14"]);
  await expect(table.getByRole("row", { name: /^Week 3/ }).getByRole("cell")).toHaveText(["28 (personal best)", "15 (personal best)"]);
  await expect(page.getByText("Week 1: 25 reps → Week 3: 28 reps. Up 3 reps from week 1 to week 3.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Forearm plank (seconds)" })).toBeVisible();
  const card = page.getByRole("region", { name: "Push-ups (reps)" });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(async () => {
        const [chartBox, cardBox] = await Promise.all([chart.boundingBox(), card.boundingBox()]);
        return chartBox && cardBox ? chartBox.width / cardBox.width : 0;
      })
      .toBeGreaterThan(0.85);
  }
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "fitness-view", { target: card });

  // The son reads encouragement about himself, never "behind".
  await sonPage.goto("/fitness");
  await expect(sonPage.getByText("Up 3 reps from week 1 to week 3. Great work, keep going!")).toBeVisible();
  await expect(sonPage.getByText(/behind/i)).toHaveCount(0);
  await expectNoSeriousA11yViolations(sonPage);

  // The download: the dad's file holds his and his son's results, the weekly ones without a challenge.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Spreadsheet (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^strongbond-fitness-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) ?? "", "utf8");
  const rows = csv.trim().split("\r\n");
  expect(rows[0]).toBe("person,week,challenge,measure,value,unit,version,logged by,logged at");
  const cells = (row: string) => row.split(",");
  expect(rows.slice(1).map((row) => [cells(row)[0], cells(row)[1], cells(row)[3], cells(row)[4]])).toEqual([
    [family.dad.fullName, "1", "Push-ups", "25"],
    [family.dad.fullName, "1", "Forearm plank", "60"],
    [family.son.fullName, "1", "Push-ups", "12"],
    [family.dad.fullName, "2", "Push-ups", "27"],
    [family.son.fullName, "2", "Push-ups", "14"],
    [family.son.fullName, "3", "Push-ups", "15"],
    [family.dad.fullName, "3", "Push-ups", "28"],
  ]);
  expect(cells(rows[4] ?? "")[2]).toBe("");
  const json = await page.request.get("/api/fitness/export?format=json");
  const document = (await json.json()) as { results: { person: string; weekNumber: number; value: number; test: boolean }[] };
  expect(document.results.filter((r) => r.person === family.son.fullName).map((r) => [r.weekNumber, r.value, r.test])).toEqual([
    [1, 12, true],
    [2, 14, false],
    [3, 15, false],
  ]);
  await sonPage.context().close();
});
