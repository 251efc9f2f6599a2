// The foundation journey: registration with a son, sign-out, sign-in, route guards, password reset,
// the 404 page, accessibility of the public screens, and the landing page on a phone.
import type { Page } from "@playwright/test";
import { messages } from "../../src/shared/messages.ts";
import { accountMessages } from "../../src/shared/schemas/identity.ts";
import { HIDDEN_CHARACTER_MESSAGE } from "../../src/shared/schemas/plain-text.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { demo, expect, registerDad, signInThroughUi, test, TEST_PASSWORD, uniqueEmail, uniqueTag } from "./support/fixtures.ts";
import { waitForMail } from "./support/outbox.ts";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test("a dad registers with his son, signs out, and the son signs in with his generated address", async ({ page }) => {
  test.slow();
  const tag = uniqueTag();
  const dadEmail = uniqueEmail("dad");
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();

  await page.getByLabel("Full name", { exact: true }).fill(`Daniel Reed ${tag}`);
  await page.getByLabel("Email", { exact: true }).fill(dadEmail);
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Confirm password").fill(TEST_PASSWORD);
  await page.getByLabel("I want to register my son as well").check();
  await page.getByLabel("Son's full name").fill(`Noah Reed ${tag}`);
  await expect(page.getByLabel("Son's email (optional)")).toHaveAccessibleDescription(
    /private sign-in name for him \(his first name and a few random letters\)/,
  );
  await page.getByLabel("Son's password").fill(`${TEST_PASSWORD}-son`);
  // His age has no default: the dad chooses it.
  await expect(page.getByLabel("Son's age")).toHaveValue("");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please choose your son's age")).toBeVisible();
  await page.getByLabel("Son's age").selectOption({ label: "13 or older" });
  await page.getByRole("button", { name: "Create Account" }).click();

  // The first run goes on to choosing the family's plan, with the son's login card: his family sign-in name,
  // never the made-up address behind it (no mailbox answers there).
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole("status").filter({ hasText: messages.registrationSuccess })).toBeVisible();
  const card = page.locator(".login-card");
  await expect(card).toContainText(`Noah Reed ${tag}`);
  await expect(card).toContainText("Family sign-in name");
  await expect(card).not.toContainText("@");
  const signInName = (await card.locator("dd.font-mono").first().textContent())?.trim() ?? "";
  expect(signInName).toMatch(/^noah-[a-z2-9]{6}$/);

  await mainNav(page).getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole("link", { name: "Get Started" })).toBeVisible();

  // His first sign-in with the password his dad typed asks him to choose his own (his dad knows it), kindly, on /account.
  await page.goto("/family/sign-in");
  await page.getByLabel("Sign-in name", { exact: true }).fill(signInName);
  await page.getByLabel("PIN or password").fill(`${TEST_PASSWORD}-son`);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/account$/);
  const banner = page.getByRole("status").filter({ hasText: "Choose your own password" });
  await expect(banner).toContainText(accountMessages.choosePasswordFirst);
  await expect(banner).toContainText(accountMessages.choosePasswordHow);
  await expectNoSeriousA11yViolations(page);
  const choose = page.getByRole("form", { name: "Change your password" });
  await choose.getByLabel("Current password").fill(`${TEST_PASSWORD}-son`);
  await choose.getByLabel("New password", { exact: true }).fill(`${TEST_PASSWORD}-son`);
  await choose.getByLabel("Confirm new password").fill(`${TEST_PASSWORD}-son`);
  await choose.getByRole("button", { name: "Change password" }).click();
  await expect(choose.getByText(accountMessages.choosePasswordNotDads).first()).toBeVisible();
  await choose.getByLabel("New password", { exact: true }).fill(`Noahs-Own-${tag}`);
  await choose.getByLabel("Confirm new password").fill(`Noahs-Own-${tag}`);
  await choose.getByRole("button", { name: "Change password" }).click();
  // Then he lands on his own dashboard, welcomed, told the password is his.
  await expect(page).toHaveURL(/\/dashboard\/son$/);
  await expect(page.getByRole("heading", { level: 1, name: "Son's Dashboard" })).toBeVisible();
  await expect(page.getByText(accountMessages.ownPasswordChosen)).toBeVisible();
  await expect(page.getByText(new RegExp(`^Welcome(?: back)?, Noah Reed ${tag}\\.$`))).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Admin" })).toHaveCount(0);

  // A son may not open the dad's dashboard or the admin area: the guard sends him to his own dashboard.
  await page.goto("/dashboard/dad");
  await expect(page).toHaveURL(/\/dashboard\/son$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard\/son$/);
});

test("registration shows the server's refusal on the field, with the spec's message", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Full name", { exact: true }).fill("Someone Else");
  await page.getByLabel("Email", { exact: true }).fill(demo.dad.email);
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Confirm password").fill("Something-else-2026");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription(messages.passwordsDoNotMatch);

  await page.getByLabel("Confirm password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(messages.emailAlreadyRegistered);
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/register$/);
});

test("a name with a hidden text-direction character is refused on its field", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Full name", { exact: true }).fill("Dad\u202EAlpha");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("hidden"));
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Confirm password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Full name", { exact: true })).toHaveAccessibleDescription(HIDDEN_CHARACTER_MESSAGE);
  await expect(page).toHaveURL(/\/register$/);
});

test("a signed-out visit to /journal goes to /login and comes back after sign-in", async ({ page }) => {
  await page.goto("/journal?week=2");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(messages.signInRequired)).toBeVisible();
  await signInThroughUi(page, demo.dad);
  await expect(page).toHaveURL(/\/journal\?week=2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Journal" })).toBeVisible();
});

test("a wrong password shows the exact message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(demo.dad.email);
  await page.getByLabel("Password", { exact: true }).fill("Not-the-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText(messages.invalidCredentials);
  await expect(page).toHaveURL(/\/login$/);
});

test("forgot password: the mailed link leads to a new password that signs in", async ({ page }) => {
  const { dad } = await registerDad();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.getByLabel("Email").fill(dad.email);
  await page.getByRole("button", { name: "Send Reset Instructions" }).click();
  await expect(page.getByRole("status")).toHaveText(messages.passwordResetRequested);
  await expect(page.getByLabel("Email")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send Reset Instructions" })).toBeDisabled();

  const mail = await waitForMail(dad.email, { subject: /reset/i });
  const link = mail.links.find((href) => href.includes("/reset-password"));
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  const newPassword = "Brand-New-Password-2026";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill("different-password");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByLabel("Confirm new password")).toHaveAccessibleDescription(messages.passwordsDoNotMatch);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Update Password" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status").filter({ hasText: messages.passwordUpdated })).toBeVisible();
  await signInThroughUi(page, { email: dad.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard\/dad$/);
  await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/dad");

  // The link was used: opening it again ends on the sign-in page with the invalid-link message.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("alert")).toHaveText(messages.resetLinkInvalid);
});

test("a reset page without a valid token sends the user to sign in", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("alert")).toHaveText(messages.resetLinkInvalid);
  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("alert")).toHaveText(messages.resetLinkInvalid);
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/this/page/does-not-exist");
  await expect(page.getByRole("heading", { level: 1, name: messages.pageNotFoundTitle })).toBeVisible();
  await expect(page.getByText(messages.pageNotFoundText)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Go Back Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an admin lands on the admin panel, and sees the Admin link and the admin call to action", async ({ page }) => {
  await signInThroughUi(page, demo.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/");
  const nav = mainNav(page);
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admin");
  await expect(page.getByRole("link", { name: "Go to Admin Panel" }).first()).toBeVisible();
  // The admin area is for global admins; the demo admin is one.
  await nav.getByRole("link", { name: "Admin" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
});

test.describe("public screens", () => {
  for (const { path, heading } of [
    { path: "/", heading: "Fathers and sons, stronger together" },
    { path: "/login", heading: "Sign In" },
    { path: "/register", heading: "Create Your Account" },
    { path: "/forgot-password", heading: "Forgot Password" },
  ]) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("the landing page has the spec's sections and a bar that turns solid on scroll", async ({ page }, testInfo) => {
    await page.goto("/");
    for (const name of ["Grow Together", "Start Your Journey Today"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    // The spec's invented testimonials are gone: "Transformed Relationships" holds real dads' words an admin approved,
    // and only once there are three (testimonials.spec.ts).
    await expect(page.getByText("Michael R.")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Start Your Journey" }).first()).toHaveAttribute("href", "/register");
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} StrongBond`);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await page.screenshot({ path: testInfo.outputPath("landing-desktop.png"), fullPage: true });

    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-solid", "true");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the landing page's menu works with the keyboard", async ({ page }, testInfo) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeHidden();

    // Tab from the top of the page to the menu button (skip link, home link, menu).
    for (let i = 0; i < 5 && !(await menuButton.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(menuButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${(await menuButton.getAttribute("aria-controls"))!.replaceAll(":", "\\:")}`);
    await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath("landing-phone-menu.png") });

    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();

    await page.keyboard.press("Space");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Sign In" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await page.goto("/");
    await page.screenshot({ path: testInfo.outputPath("landing-phone.png"), fullPage: true });
  });
});
