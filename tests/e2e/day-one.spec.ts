// What a family meets on day one: sign-in opens his own dashboard; the first visit says "Welcome",
// later ones "Welcome back"; the footer shows a signed-in user his places; the landing page has no invented
// testimonials; free plans say "Free"; the plan page has the week-by-week outline. Screenshots at 390 and 1280 px
// of /start, the landing page, the marketplace and the plan page go to docs/areas/img.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, registerFamily, signInThroughUi, test, TEST_PASSWORD, uniqueEmail, uniqueTag } from "./support/fixtures.ts";

const SCREENSHOTS = path.resolve("docs/areas/img");
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const footerLinks = (page: Page) => page.getByRole("contentinfo").getByRole("list").first();

/** Small PNGs for docs/areas/navigation.md and marketplace.md, at a phone's and a desktop's width. */
async function screenshot(page: Page, name: string, focus?: () => Promise<void>): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    if (focus) await focus();
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), scale: "css" });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a new dad is welcomed, then welcomed back; sign-in opens his dashboard; the footer fits a signed-in user", async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const name = `Daniel First ${tag}`;
  const email = uniqueEmail("firstvisit");

  // Signed out, the footer offers Sign In and Register.
  await page.goto("/");
  await expect(footerLinks(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(footerLinks(page).getByRole("link", { name: "Register" })).toBeVisible();

  await page.goto("/register");
  await page.getByLabel("Full name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Confirm password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/start$/);
  await screenshot(page, "start");

  // His first visit: "Welcome", not "Welcome back".
  await page.getByRole("link", { name: "Decide later: go to my dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard\/dad$/);
  await expect(page.getByText(`Welcome, ${name}.`)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);

  // Signed in, the footer has his places, not Sign In / Register.
  const footer = footerLinks(page);
  await expect(footer.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/dad");
  await expect(footer.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account");
  await expect(footer.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Register" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: "footer" });

  // A later visit: sign out, sign in from /login itself — his dashboard opens, and says "Welcome back".
  await mainNav(page).getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInThroughUi(page, { email, password: TEST_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard\/dad$/);
  await expect(page.getByText(`Welcome back, ${name}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a son's first sign-in opens his own dashboard and welcomes him; his next says welcome back", async ({ page, browser }) => {
  const family = await registerFamily();
  await signInThroughUi(page, family.son);
  await expect(page).toHaveURL(/\/dashboard\/son$/);
  await expect(page.getByText(`Welcome, ${family.son.fullName}.`)).toBeVisible();
  await expect(footerLinks(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/son");

  // His next visit, on another device.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signInThroughUi(second, family.son);
  await expect(second).toHaveURL(/\/dashboard\/son$/);
  await expect(second.getByText(`Welcome back, ${family.son.fullName}.`)).toBeVisible();
  await other.close();
});

test("the landing page shows no invented testimonials", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Fathers and sons, stronger together" })).toBeVisible();
  // "Transformed Relationships" comes back with real words only (testimonials.spec.ts); the invented ones never.
  for (const invented of ["Michael R.", "Daniel K.", "James P."]) await expect(page.getByText(invented)).toHaveCount(0);
  await screenshot(page, "landing");
});

test("free plans say Free in the marketplace and on their page, which has the week-by-week outline", async ({ page }) => {
  test.setTimeout(60_000);
  const family = await registerFamily();
  await signInThroughUi(page, family.dad);
  await page.goto("/marketplace");
  // The launch library's plans are free (docs/areas/marketplace.md).
  const card = page.getByRole("article", { name: "Knit Together: Friendship Lessons from Jonathan and David" });
  await expect(
    card
      .getByRole("list", { name: "Plan details" })
      .getByRole("listitem")
      .filter({ hasText: /^Price: Free$/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "marketplace");

  await card.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/marketplace\/plans\/\d+$/);
  await expect(
    page
      .getByRole("list", { name: "Plan details" })
      .getByRole("listitem")
      .filter({ hasText: /^Price: Free$/ }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Start Your Journey" }).getByText("Free", { exact: true })).toBeVisible();
  const outline = page.getByRole("list", { name: "Week by Week" });
  await expect(outline.getByRole("listitem")).toHaveCount(5);
  await expect(outline.getByRole("listitem").first()).toContainText("Week 1:");
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "plan-page", async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
  });
  await screenshot(page, "plan-page-outline", async () => {
    await page.getByRole("heading", { name: "Week by Week" }).scrollIntoViewIfNeeded();
  });
});
