// The journal in real Chromium: a dad writes, edits, shares and deletes entries while his week's
// progress checkboxes follow; his son reads the shared entry and never the private one; another family sees
// neither.
import type { Page } from "@playwright/test";
import { journalMessages } from "../../src/shared/schemas/journal.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, registerFamily, signedInPage, signInThroughUi, test, uniqueTag } from "./support/fixtures.ts";

const WEEK = 5;
const checkbox = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });

async function expectWeekProgress(page: Page, week: number, expected: { devotional: boolean; challenge: boolean; journal: boolean }) {
  await page.goto(`/week/${week}`);
  await expect(page.getByRole("heading", { level: 1, name: `Week ${week}` })).toBeVisible();
  for (const [name, checked] of [
    ["Devotional", expected.devotional],
    ["Fitness Challenge", expected.challenge],
    ["Journal Entry", expected.journal],
  ] as const) {
    if (checked) await expect(checkbox(page, name)).toBeChecked();
    else await expect(checkbox(page, name)).not.toBeChecked();
  }
}

const ownList = (page: Page) => page.getByRole("region", { name: "Your Journal Entries" });
const entryCard = (page: Page, title: string) => ownList(page).getByRole("article", { name: title });

test("a dad writes, edits, shares and deletes entries; his son sees only the shared one; another family sees nothing", async ({ page, browser, family }) => {
  test.slow(); // three users, the week page three times, several accessibility scans
  const tag = uniqueTag();
  const sharedTitle = `Reflection: Courage ${tag}`;
  const privateTitle = `Just for me ${tag}`;

  // Empty journal.
  await page.goto("/journal");
  await expect(page).toHaveURL(/\/login/);
  await signInThroughUi(page, family.dad);
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Journal" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Dashboard", "Journal"]);
  await expect(page.getByRole("heading", { name: "No Journal Entries Yet" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The form's rules show next to the fields; Cancel closes it.
  await page.getByRole("button", { name: "Create Your First Entry" }).click();
  await expect(page.getByLabel(/^Title/)).toBeFocused();
  await page.getByLabel("Week (optional)").fill("0");
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText(journalMessages.titleRequired)).toBeVisible();
  await expect(page.getByText(journalMessages.contentRequired)).toBeVisible();
  await expect(page.getByText(journalMessages.weekInvalid)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Save Entry" })).toBeHidden();

  // Arriving from the week page: the breadcrumb has the week and the form opens prefilled.
  await page.goto(`/journal?week=${WEEK}&title=${encodeURIComponent(sharedTitle)}&type=reflection`);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Dashboard", `Week ${WEEK}`, "Journal"]);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/dad");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: `Week ${WEEK}` })).toHaveAttribute("href", `/week/${WEEK}`);
  await expect(page.getByLabel(/^Title/)).toHaveValue(sharedTitle);
  await expect(page.getByLabel("Week (optional)")).toHaveValue(String(WEEK));
  await expect(page.getByLabel("Entry type")).toHaveValue("reflection");
  await expect(page.getByLabel("Share with my family")).not.toBeChecked();
  await page.getByLabel(/^Content/).fill("We talked about being brave when it is hard.");
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByRole("button", { name: "Save Entry" })).toBeHidden();
  await expect(page.getByText("Your entry was saved.")).toBeVisible();
  const card = entryCard(page, sharedTitle);
  await expect(card.getByText("Devotional Reflection")).toBeVisible();
  await expect(card.getByText("Private")).toBeVisible();
  await expect(card.getByRole("link", { name: `Week ${WEEK}` })).toHaveAttribute("href", `/week/${WEEK}`);

  // A reflection ticks the week's devotional and journal.
  await expectWeekProgress(page, WEEK, { devotional: true, challenge: false, journal: true });

  // Edit: it becomes a shared fitness log; the week follows.
  await page.goto("/journal");
  await entryCard(page, sharedTitle).getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Journal Entry" })).toBeVisible();
  await expect(page.getByText("Your sons will be able to read this entry, but not change it.")).toBeVisible();
  await page.getByLabel("Entry type").selectOption({ label: "Fitness Log" });
  await page.getByLabel("Share with my family").check();
  await page.getByRole("button", { name: "Update Entry" }).click();
  await expect(page.getByText("Your entry was updated.")).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(entryCard(page, sharedTitle).getByText("Fitness Log")).toBeVisible();
  await expect(entryCard(page, sharedTitle).getByText("Shared with family")).toBeVisible();
  await expectWeekProgress(page, WEEK, { devotional: false, challenge: true, journal: true });

  // A private entry without a week, newest first.
  await page.goto("/journal");
  await page.getByRole("button", { name: "New Entry" }).click();
  await page.getByLabel(/^Title/).fill(privateTitle);
  await page.getByLabel(/^Content/).fill("Some things stay between me and God.");
  await page.getByLabel("Entry type").selectOption({ label: "Other" });
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(ownList(page).getByRole("article")).toHaveCount(2);
  await expect(ownList(page).getByRole("article").first()).toHaveAccessibleName(privateTitle);
  await expect(entryCard(page, privateTitle).getByRole("link", { name: /^Week/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The download holds both of his entries.
  const download = await page.request.get("/api/journal/export?format=md");
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="strongbond-journal-[\d-]+\.md"$/);
  const markdown = await download.text();
  expect(markdown).toContain(`## ${sharedTitle}`);
  expect(markdown).toContain(`## ${privateTitle}`);
  await expect(page.getByRole("link", { name: "JSON" })).toHaveAttribute("href", "/api/journal/export?format=json");

  // His son, on a phone: the shared entry under its own heading with the author's name, read-only; not the private one.
  if (!family.son) throw new Error("the family fixture registers a son");
  const sonPage = await signedInPage(browser, family.son, "/journal", { viewport: { width: 375, height: 800 } });
  const sharedSection = sonPage.getByRole("region", { name: "Shared by Your Family" });
  await expect(sharedSection.getByRole("article", { name: sharedTitle })).toBeVisible();
  await expect(sharedSection.getByText(`Shared by ${family.dad.fullName}`)).toBeVisible();
  await expect(sharedSection.getByRole("button")).toHaveCount(0);
  await expect(sonPage.getByText(privateTitle)).toHaveCount(0);
  await expect(sonPage.getByRole("heading", { name: "No Journal Entries Yet" })).toBeVisible();
  await expect(sonPage.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/son");
  await expectNoSeriousA11yViolations(sonPage);
  const overflow = await sonPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Another family sees neither entry.
  const others = await registerFamily();
  for (const outsider of [others.dad, others.son]) {
    if (!outsider) continue;
    const outsiderPage = await signedInPage(browser, outsider, "/journal");
    await expect(outsiderPage.getByRole("heading", { name: "No Journal Entries Yet" })).toBeVisible();
    await expect(outsiderPage.getByRole("region", { name: "Shared by Your Family" })).toHaveCount(0);
    await expect(outsiderPage.getByText(sharedTitle)).toHaveCount(0);
    await outsiderPage.context().close();
  }

  // Delete asks first; Cancel keeps the entry, Delete removes it, and the week's progress clears.
  await page.goto("/journal");
  await entryCard(page, sharedTitle).getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Journal Entry" });
  await expect(dialog.getByText("Are you sure you want to delete this journal entry? This action cannot be undone.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(entryCard(page, sharedTitle)).toBeVisible();
  await entryCard(page, sharedTitle).getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Your entry was deleted.")).toBeVisible();
  await expect(entryCard(page, sharedTitle)).toHaveCount(0);
  await expectWeekProgress(page, WEEK, { devotional: false, challenge: false, journal: false });

  // ...and it is gone for his son too.
  await sonPage.reload();
  await expect(sonPage.getByRole("heading", { name: "No Journal Entries Yet" })).toBeVisible();
  await expect(sonPage.getByText(sharedTitle)).toHaveCount(0);
  await sonPage.context().close();
});

test("invalid query values are ignored and do not open the form", async ({ page, family }) => {
  await page.goto("/journal?week=abc&type=prayer");
  await signInThroughUi(page, family.dad);
  await page.goto("/journal?week=abc&type=prayer");
  await expect(page.getByRole("heading", { level: 1, name: "Journal" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Dashboard", "Journal"]);
  await expect(page.getByRole("button", { name: "Save Entry" })).toHaveCount(0);
  await page.getByRole("button", { name: "New Entry" }).click();
  await expect(page.getByLabel("Entry type")).toHaveValue("reflection");
  await expect(page.getByLabel("Week (optional)")).toHaveValue("");
});
