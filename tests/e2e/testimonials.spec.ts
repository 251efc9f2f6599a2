// Real words on the landing page: a dad whose family finished a plan is offered, on his dashboard, to share a few
// words (his own, first name and city, his consent ticked); an admin approves them from the admin studio; with three
// approved, the landing page a signed-out visitor gets — without any script — shows "Transformed Relationships";
// when the dad withdraws his words from /account it is gone again (two left). The other two are seeded in the
// database. Screenshots at 390 and 1280 px, axe clean.
import { eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { testimonials, users } from "../../src/server/db/schema/index.ts";
import { testimonialMessages } from "../../src/shared/schemas/testimonials.ts";
import { testimonialSection } from "../../src/shared/testimonial-section.ts";
import { insertDevotional, insertPlanWeek } from "../support/content-fixtures.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { connectE2eDatabase } from "./support/database.ts";
import { demo, expect, registerDad, signInThroughUi, test, uniqueTag } from "./support/fixtures.ts";
import { screenshotAtTwoWidths } from "./support/screenshots.ts";

let db: Database;
connectE2eDatabase((opened) => {
  db = opened;
});

/** Two other dads' words, approved already (as if an admin had read them earlier). */
async function seedTwoApproved(tag: string, planId: number): Promise<number[]> {
  const seeded = [
    { firstName: "Marcus", city: "Knoxville", words: `My son and I run together every Saturday now, and we talk the whole way. ${tag}` },
    { firstName: "Luis", city: "San Antonio", words: `Twelve weeks ago we barely spoke at dinner. Now he asks me to pray with him. ${tag}` },
  ];
  const ids: number[] = [];
  for (const words of seeded) {
    const { dad } = await registerDad();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, dad.email));
    if (!user) throw new Error("no user");
    const [row] = await db
      .insert(testimonials)
      .values({ userId: user.id, planId, ...words, consentedAt: new Date(), status: "approved", reviewedAt: new Date() })
      .returning({ id: testimonials.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

test("a dad shares words after finishing a plan, an admin approves, and the signed-out landing page shows three", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const title = `Finish Line ${tag}`;
  const planId = await insertPlan(db, { title, status: "published", durationWeeks: 2, description: "Two weeks of faith and fitness." });
  for (const week of [1, 2]) {
    const devotional = await insertDevotional(db, { weekNumber: 9300 + week, title: `Finish week ${week} ${tag}` });
    await insertPlanWeek(db, { planId, weekNumber: week, devotionalId: devotional.id });
  }

  // A dad starts the plan and his family finishes it: every item of both weeks.
  const { dad } = await registerDad();
  await signInThroughUi(page, dad);
  const origin = new URL(page.url()).origin;
  const today = new Date().toISOString().slice(0, 10);
  const started = await page.request.post(`/api/marketplace/plans/${planId}/start`, { headers: { origin }, data: { source: "marketplace", startsOn: today } });
  expect(started.status()).toBe(200);
  for (const week of [1, 2]) {
    for (const flag of ["devotional", "challenge", "journal"]) {
      expect((await page.request.put(`/api/progress/${week}`, { headers: { origin }, data: { flag, completed: true } })).status()).toBe(200);
    }
    if (week === 1) expect((await page.request.post("/api/plan-run/next-week", { headers: { origin }, data: {} })).status()).toBe(200);
  }

  // The dashboard's end of the plan offers to share a few words.
  await page.goto("/dashboard/dad");
  await expect(page.getByRole("status").filter({ hasText: `You finished ${title}` })).toBeVisible();
  await page.getByRole("link", { name: "Share a few words" }).click();
  await expect(page).toHaveURL(/\/share-words$/);
  await expect(page.getByRole("heading", { level: 1, name: "Share a few words" })).toBeVisible();
  await expect(page.getByLabel("The plan you finished")).toHaveValue(String(planId));

  // Nothing ticked or written: each field says what it needs, and nothing is sent.
  await page.getByRole("button", { name: "Share my words" }).click();
  await expect(page.getByLabel("Your words")).toHaveAccessibleDescription(new RegExp(testimonialMessages.wordsRequired));
  await expect(page.getByLabel("Your city")).toHaveAccessibleDescription(testimonialMessages.cityRequired);
  await expect(page.getByText(testimonialMessages.consentRequired)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const words = `We finished ${title} together. My son now leads our morning prayer, and I listen more than I talk.`;
  await page.getByLabel("Your words").fill(words);
  await page.getByLabel("Your city").fill("Tulsa");
  await expect(page.getByText("Shown as: Test, Tulsa")).toBeVisible();
  await page.getByLabel(testimonialMessages.consent).check();
  await screenshotAtTwoWidths(page, "share-words");
  await page.getByRole("button", { name: "Share my words" }).click();
  await expect(page.getByText(testimonialMessages.submitted)).toBeVisible();

  // Two other dads' words are approved already: with his still waiting, the landing page has no section.
  const seededIds = await seedTwoApproved(tag, planId);
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const landing = await visitor.newPage();
  await landing.goto("/");
  await expect(landing.getByRole("heading", { level: 1, name: "Fathers and sons, stronger together" })).toBeVisible();
  await expect(landing.getByRole("heading", { name: testimonialSection.heading })).toHaveCount(0);

  // The admin reads it in the admin studio and approves it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughUi(admin, demo.admin);
  await admin.goto("/admin");
  await admin.getByRole("link", { name: "Testimonials" }).click();
  await expect(admin).toHaveURL(/\/admin\/testimonials$/);
  await expect(admin.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
  const pending = admin.getByRole("region", { name: "Waiting for review" }).getByRole("article").filter({ hasText: words });
  await expect(pending).toContainText("Test, Tulsa");
  await expect(pending).toContainText(`About ${title}`);
  await expect(pending).toContainText("consent given");
  await expect(pending).not.toContainText(`Dad ${dad.fullName.split(" ").at(-1)}`);
  await expectNoSeriousA11yViolations(admin);
  await screenshotAtTwoWidths(admin, "admin-testimonials");
  await pending.getByRole("button", { name: "Approve Test's words" }).click();
  await expect(admin.getByRole("region", { name: "Approved" }).getByRole("article").filter({ hasText: words })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Waiting for review" }).getByRole("article").filter({ hasText: words })).toHaveCount(0);

  // Signed out, with no script at all: the server drew the section with the three, first name and city only.
  await landing.reload();
  const section = landing.getByRole("region", { name: testimonialSection.heading });
  await expect(section.getByRole("heading", { level: 2, name: testimonialSection.heading })).toBeVisible();
  await expect(section.getByRole("figure")).toHaveCount(3);
  await expect(section.getByRole("figure").first()).toContainText(words);
  await expect(section.getByRole("figure").first()).toContainText("Test, Tulsa");
  for (const byline of ["Marcus, Knoxville", "Luis, San Antonio"]) await expect(section.getByText(byline, { exact: true })).toBeVisible();
  await expect(section).not.toContainText(dad.fullName);
  await visitor.close();

  // With the app (and axe): the same section, at a phone's width and a desktop's.
  await adminContext.clearCookies();
  await admin.goto("/");
  const drawn = admin.getByRole("region", { name: testimonialSection.heading });
  await expect(drawn.getByRole("figure")).toHaveCount(3);
  await expectNoSeriousA11yViolations(admin);
  await screenshotAtTwoWidths(admin, "landing-testimonials", { target: drawn });

  // He withdraws his words from his account: deleted, and the landing page is back to none (two left).
  await page.goto("/account");
  const mine = page.getByRole("region", { name: "Your words on the public page" });
  await expect(mine).toContainText("Approved for the public page");
  await mine.getByRole("button", { name: `Withdraw my words about ${title}` }).click();
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await dialog.getByRole("button", { name: "Withdraw them" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mine.getByText(words)).toHaveCount(0);
  await admin.goto("/");
  await expect(admin.getByRole("heading", { level: 1, name: "Fathers and sons, stronger together" })).toBeVisible();
  await expect(admin.getByRole("heading", { name: testimonialSection.heading })).toHaveCount(0);

  // The seeded words go too, so the other journeys see the landing page as they left it.
  for (const id of seededIds) await db.delete(testimonials).where(eq(testimonials.id, id));
  await adminContext.close();
});
