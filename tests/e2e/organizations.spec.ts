// The ministry journey: a dad starts an organization, authors a 2-week plan with a cover, previews
// it as a dad and as a son, edits its details (the cover uploaded before is kept), publishes it (deleting it is then
// refused with the reason), and another dad finds it in the marketplace and starts it.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { messages } from "../../src/shared/messages.ts";
import { adminFieldMessages } from "../../src/shared/schemas/admin.ts";
import { organizationMessages } from "../../src/shared/schemas/organizations.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiContext, demo, expect, registerDad, signInThroughUi, test, uniqueTag } from "./support/fixtures.ts";

async function writeDevotional(page: Page, title: string, week: number) {
  await page.getByRole("navigation", { name: "Create content" }).getByRole("link", { name: "Devotional" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create Devotional" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Scripture reference").fill("Joshua 1:9");
  await page.getByLabel("Week number").fill(String(week));
  await page.getByLabel("Content").fill(`Be strong and courageous. Week ${week} of our church's plan.`);
  await page.getByRole("button", { name: "Create Devotional" }).click();
  await expect(page).toHaveURL(/\/organizations$/);
}

test("a dad starts an organization, authors a 2-week plan with a cover, previews and publishes it; another dad starts it", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const orgName = `Grace Fathers ${tag}`;
  const planTitle = `Be Strong ${tag}`;
  const corner = `Lead Your Son ${tag}`;
  const { dad } = await registerDad();

  // No organization yet: the prompt, then the create form with the commission note.
  await page.goto("/organizations");
  await expect(page).toHaveURL(/\/login/);
  await signInThroughUi(page, dad);
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Organization" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Create Your Organization" }).click();
  await expect(page.getByText(organizationMessages.commissionInfo)).toBeVisible();
  await page.getByRole("button", { name: "Create Organization" }).click();
  await expect(page.getByLabel("Organization name")).toHaveAccessibleDescription(organizationMessages.nameRequired);
  await page.getByLabel("Organization name").fill(orgName);
  await page.getByLabel("Description (optional)").fill("Fathers and sons of Grace Church.");
  await page.getByRole("button", { name: "Create Organization" }).click();

  // The dashboard.
  await expect(page.getByRole("heading", { level: 1, name: orgName })).toBeVisible();
  for (const label of ["Total Revenue", "Total Plans", "Commission Rate"]) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText("12%", { exact: true })).toBeVisible();
  await expect(page.getByText("$0.00", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Organization", exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Content of the organization, then the plan.
  await writeDevotional(page, `Courage ${tag}`, 1);
  await writeDevotional(page, `Faithfulness ${tag}`, 2);
  await page.getByRole("navigation", { name: "Create content" }).getByRole("link", { name: "Dad's Corner" }).click();
  await page.getByLabel("Title").fill(corner);
  await page.getByLabel("Content").fill("Tell your son about a time you were afraid and went anyway.");
  await page.getByRole("button", { name: "Create Dad's Corner" }).click();
  await expect(page).toHaveURL(/\/organizations$/);

  await page.getByRole("link", { name: "Create New Plan" }).click();
  await page.getByLabel("Title").fill(`Draft ${tag}`);
  await page.getByLabel("Duration (weeks)").fill("2");
  await page.getByLabel("Category (optional)").selectOption("faith");
  await page.getByRole("button", { name: "Create Plan" }).click();
  // A new plan opens in the editor; its details, cover and status page is one link away.
  await expect(page).toHaveURL(/\/organizations\/plans\/\d+\/studio$/);
  await page.getByRole("link", { name: "Details, cover and status" }).click();
  await expect(page).toHaveURL(/\/organizations\/plans\/\d+\/content$/);
  await expect(page.getByRole("heading", { level: 1, name: `Draft ${tag}` })).toBeVisible();

  // Publishing an empty plan is refused with the publish checklist, item by item (so he knows what is missing).
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("region", { name: "Publishing" }).getByRole("alert")).toContainText("This plan is not ready to publish yet: Add a description");

  await page.getByLabel("Devotional for week 1").selectOption({ label: `Courage ${tag} (week 1)` });
  await page.getByLabel("Dad's Corner for week 1").selectOption({ label: `${corner} (week 1)` });
  await page.getByLabel("Devotional for week 2").selectOption({ label: `Faithfulness ${tag} (week 2)` });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(messages.planContentSaved)).toBeVisible();

  // Edit its details: the form comes prefilled, and the new title is what the page shows.
  await page.getByRole("button", { name: "Edit Details" }).click();
  const details = page.getByRole("region", { name: "Plan details" });
  await expect(details.getByLabel("Title")).toHaveValue(`Draft ${tag}`);
  await expect(details.getByLabel("Category (optional)")).toHaveValue("faith");
  await expect(details.getByLabel("Duration (weeks)")).toHaveValue("2");
  await expectNoSeriousA11yViolations(page);
  await details.getByLabel("Title").fill("");
  await details.getByRole("button", { name: "Save Details" }).click();
  await expect(details.getByLabel("Title")).toHaveAccessibleDescription(/./);
  await details.getByLabel("Title").fill(planTitle);
  await details.getByRole("button", { name: "Save Details" }).click();
  await expect(page.getByText(`“${planTitle}” was saved.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: planTitle })).toBeVisible();
  await expect(details).toHaveCount(0);

  // The cover: a text file is refused with a clear message, a photo is stored.
  const coverInput = page.getByLabel("Upload a cover image (JPEG, PNG or WebP)");
  await coverInput.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await expect(page.getByRole("region", { name: "Publishing" }).getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Cover image" }).getByRole("alert")).toContainText("This file is not a JPEG, PNG or WebP image.");
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
  await coverInput.setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByText("Cover image saved.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Nothing an author made is lost: "Edit Details" after the upload saves the description and keeps the cover.
  const coverPanel = page.getByRole("region", { name: "Cover image" });
  await expect(coverPanel.locator("img")).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{64}\.webp$/);
  const coverUrl = await coverPanel.locator("img").getAttribute("src");
  await page.getByRole("button", { name: "Edit Details" }).click();
  await details.getByLabel("Description (optional)").fill("Two weeks of courage.");
  await details.getByRole("button", { name: "Save Details" }).click();
  await expect(page.getByText(`“${planTitle}” was saved.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Cover image" }).locator("img")).toHaveAttribute("src", coverUrl ?? "");

  // Preview as a dad (Dad's Corner) and as a son (none).
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Preview: ${planTitle}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Courage ${tag}` })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Dad's Corner" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("See it as").selectOption("son");
  await expect(page.getByRole("heading", { level: 2, name: `Courage ${tag}` })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Dad's Corner" })).toHaveCount(0);
  await page.getByLabel("Week", { exact: true }).selectOption("2");
  await expect(page.getByRole("heading", { level: 2, name: `Faithfulness ${tag}` })).toBeVisible();

  // Publish: the checklist also wants a description and a challenge in every week (written through the API
  // here; the studio journey writes them in the editor); the first publication waits for the platform's review,
  // which an admin approves.
  await page.getByRole("link", { name: "Back to the plan editor" }).click();
  await page.getByRole("link", { name: "Details, cover and status" }).click();
  const planId = Number(/plans\/(\d+)\//.exec(page.url())?.[1]);
  const challenge = await page.request.post("/api/organizations/mine/challenges", {
    data: { title: `Carry ${tag}`, description: "Carry a load together.", difficulty: 2, weekNumber: 1, fitnessFocus: "Strength", durationMinutes: 20 },
  });
  const challengeId = ((await challenge.json()) as { id: number }).id;
  const content = (await (await page.request.get(`/api/organizations/mine/plans/${planId}/content`)).json()) as {
    weeks: { weekNumber: number; devotionalId: number | null; challengeId: number | null; dadsCornerId: number | null }[];
  };
  const weeks = content.weeks.map((week) => ({ ...week, challengeId }));
  expect((await page.request.put(`/api/organizations/mine/plans/${planId}/content`, { data: { weeks } })).status()).toBe(200);
  await page.reload();
  // The cover and the description written above are both still there: the checklist asks for nothing more.
  const publishing = page.waitForResponse((answer) => answer.url().endsWith(`/plans/${planId}/status`) && answer.request().method() === "PUT");
  await page.getByRole("button", { name: "Publish" }).click();
  const published = await publishing;
  expect(published.status(), await published.text()).toBe(200);
  await expect(page.getByRole("region", { name: "Publishing" }).getByRole("alert")).toHaveCount(0);
  const admin = await apiContext();
  await admin.post("/api/auth/sign-in/email", { data: { email: demo.admin.email, password: demo.admin.password } });
  const queued = (await (await admin.get("/api/admin/reviews")).json()) as { plans: { id: number; version: number }[] };
  const version = queued.plans.find((plan) => plan.id === planId)?.version;
  expect((await admin.post(`/api/admin/reviews/${planId}/approve`, { data: { version } })).status()).toBe(200);
  await admin.dispose();
  await page.reload();
  await expect(page.getByText("Published: families find this plan in the marketplace.")).toBeVisible();

  // A published plan cannot be deleted: the dialog shows the server's reason and the plan stays.
  await page.getByRole("button", { name: "Delete Plan" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete plan" });
  await confirm.getByRole("button", { name: "Delete Plan" }).click();
  await expect(confirm.getByRole("alert")).toContainText(adminFieldMessages.planPublishedDelete);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: planTitle })).toBeVisible();

  // Edit a devotional from the plan's page: the form comes prefilled, the new title is what the editor offers.
  const contentUrl = page.url();
  await page.getByText("Edit existing content").click();
  await page.getByRole("link", { name: `Edit Faithfulness ${tag} (week 2)` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Devotional" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(`Faithfulness ${tag}`);
  await expect(page.getByLabel("Scripture reference")).toHaveValue("Joshua 1:9");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Title").fill(`Faithful Always ${tag}`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  // A form opened from the plan goes back to the plan.
  await expect(page).toHaveURL(contentUrl);
  await expect(page.getByText(`Devotional “Faithful Always ${tag}” was saved.`)).toBeVisible();
  // The plan is published: the edit waits in its draft until he republishes, so families and the
  // week's drop-down keep the published title.
  await page.goto(contentUrl);
  await expect(page.getByLabel("Devotional for week 2").locator("option:checked")).toHaveText(`Faithfulness ${tag} (week 2)`);

  // Deleting it while the published plan uses it archives it instead, and says so.
  await page.getByText("Edit existing content").click();
  await page.getByRole("link", { name: `Edit Faithfulness ${tag} (week 2)` }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  const confirmItem = page.getByRole("dialog", { name: "Delete Devotional" });
  await expect(confirmItem).toContainText(`Faithfulness ${tag}`);
  await confirmItem.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(contentUrl);
  await expect(page.getByText(adminFieldMessages.itemArchived)).toBeVisible();

  // Another dad finds it, with its cover, and starts it.
  const other = await registerDad();
  const context = await browser.newContext();
  const second = await context.newPage();
  await signInThroughUi(second, other.dad);
  await second.goto("/marketplace");
  await second.getByLabel("Search by title").fill(tag);
  await second.getByLabel("Search by title").press("Enter");
  const card = second.getByRole("article", { name: planTitle });
  await expect(card).toBeVisible();
  const cover = card.locator("img");
  await expect(cover).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{64}\.webp$/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await card.getByRole("link", { name: planTitle }).click();
  await second.getByRole("region", { name: "Start Your Journey" }).getByRole("button", { name: "Start This Plan" }).click();
  await expect(second).toHaveURL(/\/week\/1$/);
  await expect(second.getByRole("heading", { level: 2, name: `Courage ${tag}` })).toBeVisible();
  await context.close();
});

test("a son is kept out of the organization pages", async ({ page, family }) => {
  await page.goto("/organizations");
  await expect(page).toHaveURL(/\/login/);
  await signInThroughUi(page, family.son!);
  await expect(page).toHaveURL(/\/dashboard\/son$/);
});
