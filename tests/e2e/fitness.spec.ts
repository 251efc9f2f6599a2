// The fitness half (issue 34, decision 038): a dad and his son, each in his own browser, log week 1 and week 2
// results of a measured challenge from the week page; the week page shows them side by side, the Fitness view
// charts both with the same numbers in its table, and the download holds them. Axe on both screens;
// screenshots at 390 and 1280 px for docs/areas/fitness.md.
import fs from "node:fs";
import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import type { Database } from "../../src/server/db/client.ts";
import { challenges, users } from "../../src/server/db/schema/index.ts";
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

/** A plan whose weeks 1 and 2 count push-ups (targets for each version), selected for the family. */
async function givePushUpPlan(family: Family) {
  const tag = uniqueTag();
  const planId = await insertPlan(db, { title: `Measure and Compare ${tag}`, status: "published", durationWeeks: 5 });
  for (const week of [1, 2]) {
    const challenge = await insertChallenge(db, {
      weekNumber: FIXTURE_WEEK,
      title: `Push-up Test ${week} ${tag}`,
      description: "Each does as many push-ups as he can with good form.\n\nSafety: warm up first and stop when form breaks.",
    });
    await db
      .update(challenges)
      .set({ measureUnit: "repetitions", measureLabel: "Push-ups", targetStandard: 20, targetEasier: 10, targetHarder: 30 })
      .where(eq(challenges.id, challenge.id));
    await insertPlanWeek(db, { planId, weekNumber: week, challengeId: challenge.id });
  }
  await selectPlanFor(db, await userId(family.dad.email), planId);
  await selectPlanFor(db, await userId(family.son.email), planId);
}

/** Logs a result on the week page's challenge tab as the signed-in person. */
async function logResult(page: Page, week: number, value: string, options: { version?: string; whose?: string } = {}): Promise<void> {
  await page.goto(`/week/${week}#challenge`);
  const panel = page.getByRole("region", { name: "Log Your Progress" });
  await expect(panel).toBeVisible();
  if (options.whose) await panel.getByRole("radio", { name: options.whose }).check();
  await panel.getByRole("radio", { name: new RegExp(`^${options.version ?? "Standard"}`) }).check();
  await panel.getByLabel("Push-ups (reps)").fill(value);
  await panel.getByRole("button", { name: "Save Result" }).click();
  await expect(panel.getByRole("status")).toContainText(`Result saved and the challenge ticked: ${value} reps`);
}

test("a dad and his son log two weeks of push-ups, see them side by side and grow on the Fitness view, and download them", async ({
  page,
  family,
  browser,
}) => {
  test.slow();
  await givePushUpPlan(family);
  await signInThroughUi(page, family.dad);
  const sonPage = await signedInPage(browser, family.son, "/week/1");

  // The dad's week 1: the log sits beside the challenge's safety note; the tick follows the log.
  await page.goto("/week/1#challenge");
  const panel = page.getByRole("region", { name: "Log Your Progress" });
  await expect(panel.getByRole("complementary", { name: "Safety" })).toContainText("warm up first and stop when form breaks.");
  await expect(panel.getByText("(target 10)")).toBeVisible();
  await logResult(page, 1, "25");
  await expect(page.getByRole("checkbox", { name: "Fitness Challenge" })).toBeChecked();

  // The son's week 1: 500 asks "are you sure?" and he corrects it; then the easier version.
  await sonPage.goto("/week/1#challenge");
  const sonPanel = sonPage.getByRole("region", { name: "Log Your Progress" });
  await sonPanel.getByLabel("Push-ups (reps)").fill("500");
  await sonPanel.getByRole("button", { name: "Save Result" }).click();
  const sure = sonPage.getByRole("dialog", { name: "Are you sure?" });
  await expect(sure).toContainText("More than 300 reps is a lot. Are you sure?");
  await sure.getByRole("button", { name: "Let me check" }).click();
  await logResult(sonPage, 1, "12", { version: "Easier version" });

  // Week 2: the son's own, and the dad's.
  await logResult(sonPage, 2, "15", { version: "Easier version" });
  await logResult(page, 2, "27");

  // Side by side on the week page, for both of them.
  await page.goto("/week/1#challenge");
  const results = page.getByRole("list", { name: "This week's results" });
  await expect(results.getByRole("listitem").filter({ hasText: family.dad.fullName })).toContainText("25 reps");
  await expect(results.getByRole("listitem").filter({ hasText: family.son.fullName })).toContainText("12 reps");
  await expect(results.getByRole("listitem").filter({ hasText: family.son.fullName })).toContainText("Easier version");
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "fitness-week-log", { target: page.getByRole("region", { name: "Log Your Progress" }) });

  // The Fitness view: one chart for push-ups with both lines, and the same numbers in its table.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Fitness" }).click();
  await expect(page).toHaveURL(/\/fitness$/);
  const chart = page.getByRole("img", { name: "Push-ups (reps)" });
  await expect(chart).toBeVisible();
  await expect(chart.locator("desc")).toHaveText(
    `${family.dad.fullName}: week 1 25 reps, week 2 27 reps; ${family.son.fullName}: week 1 12 reps, week 2 15 reps. The table below lists every number.`,
  );
  const table = page.getByRole("table", { name: "Push-ups by week (reps)" });
  await expect(table.getByRole("columnheader")).toHaveText(["Week", family.dad.fullName, family.son.fullName]);
  await expect(table.getByRole("row", { name: /^Week 1/ }).getByRole("cell")).toHaveText(["25", "12"]);
  await expect(table.getByRole("row", { name: /^Week 2/ }).getByRole("cell")).toHaveText(["27 (personal best)", "15 (personal best)"]);
  await expect(page.getByText(`Week 1: 25 reps → Week 2: 27 reps. Up 2 reps from week 1 to week 2.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "fitness-view", { target: chart });

  // The son reads encouragement about himself, never "behind".
  await sonPage.goto("/fitness");
  await expect(sonPage.getByText("Up 3 reps from week 1 to week 2. Great work, keep going!")).toBeVisible();
  await expect(sonPage.getByText(/behind/i)).toHaveCount(0);
  await expectNoSeriousA11yViolations(sonPage);

  // The download: the dad's file holds his and his son's results.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Spreadsheet (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^strongbond-fitness-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) ?? "", "utf8");
  // By week, then in the order they were logged (the son logged his week 2 first).
  const rows = csv.trim().split("\r\n");
  expect(rows[0]).toBe("person,week,challenge,measure,value,unit,version,logged by,logged at");
  expect(
    rows.slice(1).map((row) =>
      row
        .split(",")
        .slice(0, 2)
        .concat(row.split(",")[4] ?? ""),
    ),
  ).toEqual([
    [family.dad.fullName, "1", "25"],
    [family.son.fullName, "1", "12"],
    [family.son.fullName, "2", "15"],
    [family.dad.fullName, "2", "27"],
  ]);
  const json = await page.request.get("/api/fitness/export?format=json");
  const document = (await json.json()) as { results: { person: string; weekNumber: number; value: number; version: string }[] };
  expect(document.results.map((r) => [r.person, r.weekNumber, r.value, r.version])).toEqual([
    [family.dad.fullName, 1, 25, "standard"],
    [family.son.fullName, 1, 12, "easier"],
    [family.son.fullName, 2, 15, "easier"],
    [family.dad.fullName, 2, 27, "standard"],
  ]);
  await sonPage.context().close();
});
