// The admin studio journey: a global admin imports the sample, creates each kind of content, creates
// a plan, fills its weeks, publishes it and sends a test mail; bad input shows the field message and writes
// nothing; everyone else is kept out. The demo seed has already imported (and published) the sample plan.
import type { Page } from "@playwright/test";
import { messages } from "../../src/shared/messages.ts";
import { adminFieldMessages, LIBRARY_PLANS } from "../../src/shared/schemas/admin.ts";
import { SAMPLE_PLAN } from "../../src/server/db/seed/sample-plan-content.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { demo, expect, signInThroughUi, test, uniqueTag } from "./support/fixtures.ts";
import { waitForMail } from "./support/outbox.ts";

async function signInAsAdmin(page: Page): Promise<void> {
  await signInThroughUi(page, demo.admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

const createContentNav = (page: Page) => page.getByRole("navigation", { name: "Create content" });
const planCard = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("a global admin imports the sample, creates content and a plan, fills its weeks, publishes it and sends a test mail", async ({ page }) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const devotionalTitle = `Strength to Wait ${tag}`;
  const challengeTitle = `Hill Sprints ${tag}`;
  const cornerTitle = `Leading by Example ${tag}`;
  const planTitle = `Iron Sharpens Iron ${tag}`;

  await signInAsAdmin(page);
  for (const label of ["Total Revenue", "Platform Commissions", "Active Plans"]) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.locator("dd").first()).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByRole("tab", { name: "Plans", selected: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sample import: the seed imported it already, so every group reports it is present, and nothing doubles.
  await page.getByRole("link", { name: "Import Sample Data" }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await expect(page.getByRole("heading", { level: 1, name: "Import Sample Data" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const importButton = page.getByRole("button", { name: "Import Sample Data" });
  await importButton.click();
  await expect(page.getByRole("status").filter({ hasText: messages.importSucceeded })).toBeVisible();
  const groups = page.getByRole("list", { name: "Sample data" }).getByRole("listitem");
  await expect(groups).toHaveCount(4);
  for (const group of await groups.all()) await expect(group).toContainText(/Imported|Already present/);
  await expect(importButton).toBeDisabled();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(planCard(page, SAMPLE_PLAN.title)).toHaveCount(1);

  // Devotional: empty fields are refused on the spot, then a valid one is created.
  await createContentNav(page).getByRole("link", { name: "Devotional" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create Devotional" })).toBeVisible();
  await expect(page.getByLabel("Week number")).toHaveValue("1");
  await page.getByRole("button", { name: "Create Devotional" }).click();
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription(adminFieldMessages.titleRequired);
  await expect(page.getByLabel("Scripture reference")).toHaveAccessibleDescription(new RegExp(adminFieldMessages.scriptureRequired));
  await expect(page.getByLabel("Content")).toHaveAccessibleDescription(new RegExp(adminFieldMessages.contentRequired));
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Title").fill(devotionalTitle);
  await page.getByLabel("Scripture reference").fill("Isaiah 40:31");
  await page.getByLabel("Content").fill("They that wait upon the LORD shall renew their strength.\n\nThis week, wait together.");
  await page.getByLabel("Discussion questions (optional)").fill("What does waiting on God look like?\n\nWhen did you feel renewed?");
  await page.getByRole("button", { name: "Create Devotional" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("status").filter({ hasText: devotionalTitle })).toBeVisible();

  // Challenge: the spec's defaults, and a difficulty out of range refused.
  await createContentNav(page).getByRole("link", { name: "Challenge" }).click();
  await expect(page.getByLabel("Difficulty (1-5)")).toHaveValue("1");
  await expect(page.getByLabel("Week number")).toHaveValue("1");
  await expect(page.getByLabel("Duration (minutes)")).toHaveValue("30");
  await page.getByLabel("Title").fill(challengeTitle);
  await page.getByLabel("Description").fill("Warm up for 5 minutes.\nSprint up a hill 8 times.\nWalk back down.");
  await page.getByLabel("Fitness focus").fill("Speed");
  await page.getByLabel("Difficulty (1-5)").fill("6");
  await page.getByRole("button", { name: "Create Challenge" }).click();
  await expect(page.getByLabel("Difficulty (1-5)")).toHaveAccessibleDescription(adminFieldMessages.difficultyRange);
  await expect(page).toHaveURL(/\/admin\/challenges\/new$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Difficulty (1-5)").fill("3");
  await page.getByLabel("Equipment (optional)").fill("Running shoes, water bottle");
  await page.getByRole("button", { name: "Create Challenge" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Dad's Corner: only http(s) links are accepted.
  await createContentNav(page).getByRole("link", { name: "Dad's Corner" }).click();
  await page.getByLabel("Title").fill(cornerTitle);
  await page.getByLabel("Content").fill("Your son learns more from what you do than from what you say.");
  await page.getByLabel("Link label 1").fill("Psalm 78");
  await page.getByLabel("Link address 1").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Create Dad's Corner" }).click();
  await expect(page.getByLabel("Link address 1")).toHaveAccessibleDescription(adminFieldMessages.resourceUrlInvalid);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Link address 1").fill("https://www.biblegateway.com/passage/?search=Psalm+78&version=KJV");
  await page.getByRole("button", { name: "Add resource" }).click();
  await page.getByRole("button", { name: "Remove link 2" }).click();
  await page.getByRole("button", { name: "Create Dad's Corner" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Create a plan (a draft) and land in its content editor.
  await page.getByRole("link", { name: "Create New Plan" }).click();
  await expect(page.getByLabel("Duration (weeks)")).toHaveValue("1");
  await page.getByLabel("Duration (weeks)").fill("0");
  await page.getByRole("button", { name: "Create Plan" }).click();
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription(adminFieldMessages.titleRequired);
  await expect(page.getByLabel("Duration (weeks)")).toHaveAccessibleDescription(adminFieldMessages.durationWeeksMin);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Title").fill(planTitle);
  await page.getByLabel("Description (optional)").fill("Proverbs 27:17 for fathers and sons.");
  await page.getByLabel("Duration (weeks)").fill("2");
  await page.getByLabel("Category (optional)").selectOption("leadership");
  await page.getByLabel("Tags (optional)").fill(" courage, , proverbs ");
  await page.getByRole("button", { name: "Create Plan" }).click();
  await expect(page).toHaveURL(/\/admin\/plans\/\d+\/studio$/);
  await page.getByRole("link", { name: "Details, cover and status" }).click();
  await expect(page).toHaveURL(/\/admin\/plans\/\d+\/content$/);

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Admin" })).toBeVisible();
  await expect(breadcrumb.getByRole("link", { name: "Plans" })).toBeVisible();
  await expect(breadcrumb.getByText(planTitle)).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: planTitle })).toBeVisible();
  await expect(page.getByRole("group", { name: /^Week \d$/ })).toHaveCount(2);
  await page.getByLabel("Devotional for week 1").selectOption({ label: `${devotionalTitle} (week 1)` });
  await page.getByLabel("Challenge for week 1").selectOption({ label: `${challengeTitle} (week 1)` });
  await page.getByLabel("Dad's Corner for week 1").selectOption({ label: `${cornerTitle} (week 1)` });
  await page.getByLabel("Devotional for week 2").selectOption({ label: `${devotionalTitle} (week 1)` });
  await page.getByLabel("Challenge for week 2").selectOption({ label: `${challengeTitle} (week 1)` });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: messages.planContentSaved })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByLabel("Challenge for week 1")).toHaveValue(/\d+/);
  await expect(page.getByLabel("Challenge for week 2")).toHaveValue(/\d+/);
  // The publish checklist asks for a cover: set through the API here (the studio journey uploads one).
  const planId = Number(/plans\/(\d+)\//.exec(page.url())?.[1]);
  expect((await page.request.put(`/api/admin/plans/${planId}`, { data: { coverImageUrl: `/uploads/${"a".repeat(64)}.webp` } })).status()).toBe(200);

  // Publish it from the dashboard; it counts as an active plan.
  await breadcrumb.getByRole("link", { name: "Admin" }).click();
  const card = planCard(page, planTitle);
  await expect(card).toContainText("Draft");
  await expect(card).toContainText("2 weeks");
  await expect(card).toContainText("Public");
  const active = Number(await page.locator("dd").nth(2).textContent());
  await card.getByRole("button", { name: `Publish ${planTitle}` }).click();
  await expect(card).toContainText("Published");
  await expect(card.getByRole("button", { name: `Unpublish ${planTitle}` })).toBeVisible();
  await expect(page.locator("dd").nth(2)).toHaveText(String(active + 1));

  // The other tabs, then a real test mail from Settings.
  await page.getByRole("tab", { name: "Purchases" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Purchases" })).toBeVisible();
  await page.getByRole("tab", { name: "Organizations" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Organizations" })).toBeVisible();
  await page.getByRole("tab", { name: "Settings" }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Send Test Email" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Test email sent to ${demo.admin.email}` })).toBeVisible();
  const mail = await waitForMail(demo.admin.email, { subject: /StrongBond test email/ });
  expect(mail.text).toContain("outgoing mail works");
});

test("the keyboard reaches the tabs, and an unknown plan says 'Plan not found'", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Plans" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Purchases", selected: true })).toBeVisible();
  await expect(page).toHaveURL(/tab=purchases/);

  await page.goto("/admin/plans/999999/content");
  await expect(page.getByRole("heading", { level: 1, name: messages.planNotFound })).toBeVisible();
  await page.getByRole("link", { name: "Back to Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("the dashboard reads on a 375 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page);
  await expect(planCard(page, SAMPLE_PLAN.title)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test("a dad and a son are kept out of the admin area, by the screens and by the API", async ({ page, family }) => {
  await signInThroughUi(page, family.dad);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard\/dad$/);
  const refused = await page.request.get("/api/admin/dashboard");
  expect(refused.status()).toBe(403);
  const create = await page.request.post("/api/admin/plans", { data: { title: "Sneaky plan", durationWeeks: 1 } });
  expect(create.status()).toBe(403);

  if (!family.son) throw new Error("the family fixture registers a son");
  await page.context().clearCookies();
  await signInThroughUi(page, family.son);
  await page.goto("/admin/import");
  await expect(page).toHaveURL(/\/dashboard\/son$/);
  expect((await page.request.post("/api/admin/sample-import", { data: {} })).status()).toBe(403);
});

test("a global admin imports the launch library; its plans show their tags as words", async ({ page }) => {
  await signInAsAdmin(page);
  // The seed imported (and published) the library already: every plan reports it is present, nothing doubles.
  await page.goto("/admin/import");
  const library = page.getByRole("list", { name: "Plan library" }).getByRole("listitem");
  await expect(library).toHaveCount(LIBRARY_PLANS.length);
  for (const [index, plan] of LIBRARY_PLANS.entries()) await expect(library.nth(index)).toContainText(plan.title);
  await expect(library.first()).toContainText("Not imported yet");
  const importLibrary = page.getByRole("button", { name: "Import Plan Library" });
  await importLibrary.click();
  for (const item of await library.all()) await expect(item).toContainText("Already present");
  await expect(importLibrary).toBeDisabled();
  // The spec's sample import is still there, untouched.
  await expect(page.getByRole("list", { name: "Sample data" }).getByRole("listitem")).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  await page.goto("/admin");
  for (const plan of LIBRARY_PLANS) {
    const tags = planCard(page, plan.title).getByRole("list", { name: "Tags" });
    await expect(tags).toContainText(plan.language === "es" ? "Padres e hijos" : "Fathers and sons");
    await expect(tags).not.toContainText(plan.language === "es" ? "padres-e-hijos" : "fathers-and-sons");
  }
  await expect(planCard(page, LIBRARY_PLANS[0].title).getByRole("list", { name: "Tags" })).toContainText("1 Chronicles");
});

test("a bad id in a studio address says the spec's not-found text, never a validator's words", async ({ page }) => {
  await signInAsAdmin(page);
  for (const id of ["00000000-0000-0000-0000-000000000000", "abc", "0", "99999999999"]) {
    await page.goto(`/admin/plans/${id}/content`);
    await expect(page.getByRole("heading", { level: 1, name: messages.planNotFound })).toBeVisible();
    await expect(page.getByText(/Too small|expected number|Invalid input/)).toHaveCount(0);
  }
  await page.getByRole("link", { name: "Back to Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of ["/admin/devotionals/abc/edit", "/admin/challenges/00000000-0000-0000-0000-000000000000/edit", "/admin/dads-corner/987654321/edit"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: /not found$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Admin" })).toBeVisible();
  }
});
