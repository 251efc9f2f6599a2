// The plan studio journey: an organization writes a 4-week plan in the one editor (saved as it types),
// fails the publish checklist with an empty week, passes it, waits for review; a platform admin approves it; a
// family reads it; an edit to the published plan (in the editor or on the week-assignment screen) stays a draft
// until it is approved again. A .docx made here is imported with a preview; a second tab's save is shown as a
// conflict. Screenshots at 390 and 1280 px, axe clean.
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { studioMessages } from "../../src/shared/schemas/studio.ts";
import { makeDocx } from "../support/docx-fixture.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { demo, expect, registerDad, registerFamily, signedInPage, signInThroughUi, test, uniqueTag } from "./support/fixtures.ts";

const IMG = path.resolve(import.meta.dirname, "../../docs/areas/img");

/** Counts what the author does by hand: clicks and fields typed into. */
const effort = { clicks: 0, fields: 0, pageLoads: 0 };
async function click(locator: ReturnType<Page["getByRole"]>) {
  effort.clicks += 1;
  await locator.click();
}
async function fill(locator: ReturnType<Page["getByLabel"]>, value: string) {
  effort.fields += 1;
  await locator.fill(value);
}

async function writeWeek(page: Page, week: number, tag: string, options: { challenge: boolean }) {
  await fill(page.getByLabel(`Week ${week} devotional title`), `Courage ${week} ${tag}`);
  await fill(page.getByLabel(`Week ${week} scripture reference`), "Joshua 1:9");
  await fill(page.getByLabel(`Week ${week} devotional`, { exact: true }), `Be **strong** in week ${week}.\n\n- pray together\n- keep a promise`);
  if (options.challenge) {
    await fill(page.getByLabel(`Week ${week} challenge title`), `Carry ${week} ${tag}`);
    await fill(page.getByLabel(`Week ${week} fitness focus`), "Strength");
    await fill(page.getByLabel(`Week ${week} challenge`, { exact: true }), "Carry a load together for ten minutes.");
  }
  await fill(page.getByLabel(`Week ${week} Dad's Corner title`), `Go first ${week}`);
  await fill(page.getByLabel(`Week ${week} Dad's Corner`, { exact: true }), "Your son watches how you keep promises.");
}

const saved = (page: Page) => expect(page.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 15_000 });

test("an organization writes a 4-week plan in the editor, passes the checklist and the review; a family reads it; edits wait for approval", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = uniqueTag();
  const planTitle = `Men of Valor ${tag}`;
  const { dad: author } = await registerDad();
  await page.goto("/organizations");
  await signInThroughUi(page, author);
  const created = await page.request.post("/api/organizations", { data: { name: `Valor Church ${tag}` } });
  expect(created.status()).toBe(201);

  // From the dashboard: "Create New Plan", its details, then straight into the editor (no other page between).
  effort.pageLoads += 1;
  await page.goto("/organizations");
  await click(page.getByRole("link", { name: "Create New Plan" }));
  await fill(page.getByLabel("Title"), planTitle);
  await fill(page.getByLabel("Description (optional)"), "Four weeks of courage for fathers and sons.");
  await fill(page.getByLabel("Duration (weeks)"), "4");
  effort.fields += 1;
  await page.getByLabel("Category (optional)").selectOption("faith");
  await click(page.getByRole("button", { name: "Create Plan" }));
  await expect(page).toHaveURL(/\/organizations\/plans\/\d+\/studio$/);
  const planId = Number(/plans\/(\d+)\//.exec(page.url())?.[1]);
  await expect(page.getByText(`“${planTitle}” was created as a draft. Write its weeks below.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: planTitle })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Week 4" })).toBeVisible();
  // One rule, one message: the status bar and the editor's checklist say the same thing.
  await expect(page.getByRole("region", { name: "Before publishing" })).toContainText(studioMessages.publishRule);

  // The cover, in the editor.
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  effort.clicks += 1;
  await page.getByLabel("Upload a cover image (JPEG, PNG or WebP)").setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("region", { name: "Cover image" }).locator("img")).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{64}\.webp$/);
  await expect(page.getByRole("region", { name: "Before publishing" })).not.toContainText("Add a cover image");
  await expectNoSeriousA11yViolations(page);

  for (const week of [1, 2, 3]) await writeWeek(page, week, tag, { challenge: true });
  await writeWeek(page, 4, tag, { challenge: false });
  await saved(page);

  // The checklist: week 4 has no challenge; publishing says so item by item and changes nothing.
  const publishing = page.getByRole("region", { name: "Before publishing" });
  await expect(publishing).toContainText("Week 4 needs a challenge");
  await click(publishing.getByRole("button", { name: "Publish" }));
  await expect(publishing.getByRole("alert")).toContainText("This plan is not ready to publish yet: Week 4 needs a challenge.");

  await fill(page.getByLabel("Week 4 challenge title"), `Carry 4 ${tag}`);
  await fill(page.getByLabel("Week 4 fitness focus"), "Strength");
  await fill(page.getByLabel("Week 4 challenge", { exact: true }), "Carry a load together for ten minutes.");
  await saved(page);
  await expect(publishing).toContainText("Ready: every week has a devotional and a challenge");

  // The work survives a reload: nothing typed is lost.
  await page.reload();
  await expect(page.getByLabel("Week 4 challenge title")).toHaveValue(`Carry 4 ${tag}`);
  await expect(page.getByLabel("Week 3 devotional title")).toHaveValue(`Courage 3 ${tag}`);

  // Weeks reorder in place: week 2 moves down, its text goes with it, and the order is saved.
  await page.getByRole("button", { name: "Move week 2 down" }).click(); // not counted: the writer's effort above is what is measured
  await expect(page.getByLabel("Week 2 devotional title")).toHaveValue(`Courage 3 ${tag}`);
  await expect(page.getByLabel("Week 3 devotional title")).toHaveValue(`Courage 2 ${tag}`);
  await saved(page);
  await page.reload();
  await expect(page.getByLabel("Week 2 devotional title")).toHaveValue(`Courage 3 ${tag}`);
  await expect(page.getByLabel("Week 3 devotional title")).toHaveValue(`Courage 2 ${tag}`);
  await expect(page.getByLabel("Week 2 challenge title")).toHaveValue(`Carry 3 ${tag}`);
  // And back, with the keyboard.
  await page.getByRole("button", { name: "Move week 3 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Week 2 devotional title")).toHaveValue(`Courage 2 ${tag}`);
  await saved(page);
  await page.reload();
  await expect(page.getByLabel("Week 3 devotional title")).toHaveValue(`Courage 3 ${tag}`);

  await click(publishing.getByRole("button", { name: "Publish" }));
  await expect(publishing.getByText(/Sent for review/)).toBeVisible();
  await expect(page.getByText("Waiting for review")).toBeVisible();
  console.log(`[studio] 4-week plan in the editor: ${effort.clicks} clicks, ${effort.fields} fields typed, ${effort.pageLoads} page loads`);

  // Screenshots of the editor, phone and desktop, with no sideways scroll on the phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(IMG, "studio-editor-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: path.join(IMG, "studio-editor-390.png") });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A platform admin reads and approves it from the review queue.
  const admin = await signedInPage(browser, demo.admin, "/admin/reviews");
  await expect(admin.getByRole("heading", { level: 2, name: planTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole("button", { name: `Approve ${planTitle}` }).click();
  await expect(admin.getByText("Approved and published")).toBeVisible();

  // A family finds it and reads week 1.
  const family = await registerFamily();
  const reader = await signedInPage(browser, family.dad, `/marketplace/plans/${planId}`);
  await reader.getByRole("region", { name: "Start Your Journey" }).getByRole("button", { name: "Start This Plan" }).click();
  await expect(reader).toHaveURL(/\/week\/1$/);
  await expect(reader.getByRole("heading", { level: 2, name: `Courage 1 ${tag}` })).toBeVisible();

  // An edit to the published plan is a draft: the family keeps reading the published text.
  await page.reload();
  await expect(page.getByText("Families read the published plan.")).toBeVisible();
  await page.getByLabel("Week 1 devotional title").fill(`Courage, revised ${tag}`);
  await saved(page);
  await expect(page.getByText("Unpublished changes")).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole("heading", { level: 2, name: `Courage 1 ${tag}` })).toBeVisible();
  await publishing.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText(/Sent for review/)).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole("heading", { level: 2, name: `Courage 1 ${tag}` })).toBeVisible();

  await admin.reload();
  await admin.getByRole("button", { name: `Approve ${planTitle}` }).click();
  await expect(admin.getByText("Approved and published")).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole("heading", { level: 2, name: `Courage, revised ${tag}` })).toBeVisible();

  // The week-assignment screen on the published plan writes its draft as well (families read only what was approved):
  // week 1 takes week 2's devotional, the family keeps reading week 1 as published, and the editor shows the
  // unpublished change.
  await page.goto(`/organizations/plans/${planId}/content`);
  await page.getByLabel("Devotional for week 1").selectOption({ label: `Courage 2 ${tag} (week 2)` });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: studioMessages.draftSaved })).toBeVisible();
  await expect(page.getByLabel("Devotional for week 1").locator("option:checked")).toHaveText(`Courage 2 ${tag} (week 2)`);
  await expectNoSeriousA11yViolations(page);
  await reader.reload();
  await expect(reader.getByRole("heading", { level: 2, name: `Courage, revised ${tag}` })).toBeVisible();
  await page.goto(`/organizations/plans/${planId}/studio`);
  await expect(page.getByText("Unpublished changes")).toBeVisible();
  await expect(page.getByLabel("Week 1 devotional title")).toHaveValue(`Courage 2 ${tag}`);
  await admin.context().close();
  await reader.context().close();
});

test("a .docx made here is imported with a preview; a second tab's save is a conflict, not an overwrite", async ({ page }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const { dad: author } = await registerDad();
  await page.goto("/organizations");
  await signInThroughUi(page, author);
  expect((await page.request.post("/api/organizations", { data: { name: `Docx Church ${tag}` } })).status()).toBe(201);

  await page.goto("/organizations/plans/import");
  await expect(page.getByRole("heading", { level: 1, name: "Import a plan" })).toBeVisible();
  const docx = makeDocx([
    `# Word Plan ${tag}`,
    "Written in Word by our men's ministry.",
    "## Week 1: Hope",
    "### Devotional: Hope Holds",
    "Scripture: Romans 5:5",
    "Hope does not put us to shame.",
    "### Challenge: Push-ups",
    "Focus: Strength",
    "Do twenty push-ups together.",
    "## Week 2: Rest",
    "### Devotional: Still Waters",
    "No scripture line here.",
  ]);
  await page.getByLabel("Document to import (.docx, .md or .txt)").setInputFiles({
    name: "plan.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: docx,
  });
  await expect(page.getByRole("heading", { level: 2, name: "What was understood" })).toBeVisible();
  await expect(page.getByText("Devotional: Hope Holds")).toBeVisible();
  await expect(page.getByText("Not understood (left out)")).toBeVisible();
  await expect(page.getByText(/Week 2, Devotional: left out/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(IMG, "studio-import-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(IMG, "studio-import-1280.png"), fullPage: true });

  // A file that is not a Word document: a clear message, nothing saved.
  await page
    .getByLabel("Document to import (.docx, .md or .txt)")
    .setInputFiles({ name: "fake.docx", mimeType: "application/octet-stream", buffer: Buffer.from("hello") });
  await expect(page.getByText("This file is not a Word document (.docx).")).toBeVisible();

  await page.getByLabel("Document to import (.docx, .md or .txt)").setInputFiles({
    name: "plan.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: docx,
  });
  await page.getByRole("button", { name: "Save as a draft plan" }).click();
  await expect(page).toHaveURL(/\/organizations\/plans\/\d+\/studio$/);
  await expect(page.getByLabel("Week 1 devotional title")).toHaveValue("Hope Holds");
  await expect(page.getByLabel("Week 2 devotional title")).toHaveValue("");

  // Two tabs on the same plan: the second one's save is refused and shown, the first one's text stays.
  const second = await page.context().newPage();
  await second.goto(page.url());
  await expect(second.getByLabel("Week 1 devotional title")).toHaveValue("Hope Holds");
  await page.getByLabel("Week 1 devotional title").fill("Hope Holds Fast");
  await saved(page);
  await second.getByLabel("Week 1 devotional title").fill("Hope from the other tab");
  await expect(second.getByTestId("save-state")).toHaveText("Not saved: changed elsewhere", { timeout: 15_000 });
  await expect(second.getByRole("alert").filter({ hasText: "This plan was changed in another tab" })).toBeVisible();
  await expect(second.getByLabel("Week 1 devotional title")).toHaveValue("Hope from the other tab");
  await second.getByRole("button", { name: "Reload the latest version" }).click();
  await expect(second.getByLabel("Week 1 devotional title")).toHaveValue("Hope Holds Fast");
});
