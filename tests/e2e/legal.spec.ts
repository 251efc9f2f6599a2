// The Privacy Policy, Terms of Service and Cookie Policy: the footer goes there, each page
// says what the app really does in plain words, reads on a phone, passes axe; registration links to them where
// the dad gives consent for his son.
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const pages = [
  {
    name: "Privacy Policy",
    path: "/privacy",
    says: ["What we keep about a son", "The AI model service, only when the assistant is switched on", "download his data"],
  },
  { name: "Terms of Service", path: "/terms", says: ["parent or legal guardian"] },
  { name: "Cookie Policy", path: "/cookies", says: ["StrongBond uses one cookie to keep you signed in, the session cookie"] },
] as const;

test("the footer's policy links open real pages that say what StrongBond keeps, and pass axe", async ({ page }) => {
  await page.goto("/");
  for (const { name, path, says } of pages) {
    await page.getByRole("contentinfo").getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} · StrongBond`);
    for (const text of says) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  // Signing in sets the one cookie the Cookie Policy names; a visit before that sets none.
  expect(await page.context().cookies()).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("each policy reads without sideways scrolling", async ({ page }) => {
    for (const { name, path } of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    }
  });
});

test("registration links to the policies where the dad consents for his son", async ({ page }) => {
  await page.goto("/register");
  const form = page.locator("form");
  await expect(form.getByRole("link", { name: /Terms of Service/ })).toHaveAttribute("href", "/terms");
  await form.getByLabel("I want to register my son as well").check();
  const consent = page.getByTestId("son-consent");
  await expect(consent).toContainText("you confirm that you are his parent or guardian");
  await expect(consent.getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute("href", "/privacy");
  const [policy] = await Promise.all([page.context().waitForEvent("page"), consent.getByRole("link", { name: /Privacy Policy/ }).click()]);
  await expect(policy.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  // The form the dad was filling in is still there.
  await expect(page.getByLabel("Son's full name")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
