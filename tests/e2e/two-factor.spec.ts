// Two-factor journeys: a dad sets up two-factor and signs in with it; sign-in with a code by e-mail; an admin
// suspends a signed-in dad (his session ends at once); staff must set up two-factor before /admin (extra server
// with REQUIRE_STAFF_TWO_FACTOR=1, the production setting).
import type { Page } from "@playwright/test";
import { freshTotpCode } from "../support/totp.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { startExtraServer } from "./support/extra-server.ts";
import { demo, expect, registerFamily, sendAsTheApp, signedInPage, signInThroughUi, test } from "./support/fixtures.ts";
import { waitForMail } from "./support/outbox.ts";

/** On /account/two-factor: password, the secret shown for typing in, the first code; returns the secret. */
async function setUpTwoFactor(page: Page, password: string): Promise<string> {
  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Start set-up" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel("6-digit code").fill(await freshTotpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
  return secret;
}

/** Signed in from /login itself (no page he was sent from): his own dashboard, its link in the nav bar. */
async function expectSignedInAsDad(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard\/dad$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/dad");
}

test("a dad sets up two-factor, then signs in with his password and the code from his app", async ({ browser }) => {
  // Two browsers, several sign-ins and accessibility scans: more than the default 30 s on a busy machine.
  test.slow();
  const { dad } = await registerFamily();
  const page = await signedInPage(browser, dad, "/account/two-factor");
  await expect(page.getByText("Status:")).toContainText("Off");
  // Two-factor needs a proven address (so a squatter cannot lock out its holder): refused until the dad opens his verification link.
  await page.getByLabel("Your password").fill(dad.password);
  await page.getByRole("button", { name: "Start set-up" }).click();
  await expect(page.getByText("Confirm your email address first")).toBeVisible();
  // The page sends the link itself (none was sent at registration).
  await page.getByRole("button", { name: "Send a confirmation link" }).click();
  const verification = await waitForMail(dad.email, { subject: /Confirm your StrongBond email address/ });
  const verify = new URL(verification.links[0] ?? "");
  await page.goto(verify.pathname + verify.search);
  // The proof ends every session of the unproven period (any of them may be a squatter's): he signs in again.
  await page.goto("/login");
  await signInThroughUi(page, dad);
  await page.goto("/account/two-factor");
  await expectNoSeriousA11yViolations(page);
  const secret = await setUpTwoFactor(page, dad.password);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "I saved my backup codes" }).click();

  const fresh = sendAsTheApp(await (await browser.newContext()).newPage());
  await fresh.goto("/login");
  await fresh.getByLabel("Email").fill(dad.email);
  await fresh.getByLabel("Password", { exact: true }).fill(dad.password);
  await fresh.getByRole("button", { name: "Sign In" }).click();
  await expect(fresh.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await expectNoSeriousA11yViolations(fresh);
  await fresh.getByLabel("6-digit code").fill("000000");
  await fresh.getByRole("button", { name: "Verify" }).click();
  await expect(fresh.getByRole("alert")).toContainText("not right");
  await fresh.getByLabel("6-digit code").fill(await freshTotpCode(secret));
  await fresh.getByRole("button", { name: "Verify" }).click();
  await expectSignedInAsDad(fresh);
});

test("a dad signs in with a one-time code from his e-mail", async ({ page }) => {
  const { dad } = await registerFamily();
  await page.goto("/login");
  await page.getByRole("button", { name: "Email me a sign-in code instead" }).click();
  await page.getByLabel("Email").fill(dad.email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(`If ${dad.email} has a StrongBond account`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const mail = await waitForMail(dad.email, { subject: /sign-in code/ });
  const code = /code is (\d{6})/.exec(mail.text)?.[1] ?? "";
  // The code's own form: "Sign in with my password instead" is a button whose name also contains "Sign in".
  const codeForm = page.locator("form").filter({ has: page.getByLabel("Code from the mail") });
  await codeForm.getByLabel("Code from the mail").fill(code);
  await codeForm.getByRole("button", { name: "Sign In", exact: true }).click();
  await expectSignedInAsDad(page);
});

test("an admin suspends a signed-in dad: the dad's next request finds him signed out, and the log says who did it", async ({ browser }) => {
  // Two browsers, several sign-ins and accessibility scans: more than the default 30 s on a busy machine.
  test.slow();
  const { dad } = await registerFamily();
  const dadPage = await signedInPage(browser, dad, "/dashboard/dad");
  const admin = await signedInPage(browser, demo.admin, "/admin/users");
  await admin.getByLabel("Search by e-mail or name").fill(dad.email);
  await admin.getByRole("button", { name: "Search", exact: true }).click();
  const accounts = admin.getByRole("region", { name: "Accounts" });
  await expect(accounts.getByText(dad.email)).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole("button", { name: `Suspend: ${dad.email}` }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  // Both empty fields are named at once, not one after the other.
  await expect(dialog.getByText("Say why, for the audit log.")).toBeVisible();
  await expect(dialog.getByText("Enter your password to confirm.")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Spam in a group");
  await dialog.getByLabel("Your password").fill(demo.admin.password);
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(dialog).toBeHidden();
  await expect(accounts.getByText("Suspended")).toBeVisible();
  await expect(admin.getByRole("region", { name: "Audit log" }).getByRole("row").nth(1)).toContainText(demo.admin.email);
  await expect(admin.getByRole("region", { name: "Audit log" }).getByRole("row").nth(1)).toContainText("user.banned");

  await dadPage.reload();
  await expect(dadPage).toHaveURL(/\/login/);
  await dadPage.getByLabel("Email").fill(dad.email);
  await dadPage.getByLabel("Password", { exact: true }).fill(dad.password);
  await dadPage.getByRole("button", { name: "Sign In" }).click();
  await expect(dadPage.getByRole("alert")).toContainText("suspended");
});

test.describe("with staff two-factor required (the production setting)", () => {
  let server: Awaited<ReturnType<typeof startExtraServer>>;
  // eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their first argument
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    server = await startExtraServer("two-factor", { REQUIRE_STAFF_TWO_FACTOR: "1" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a global admin is sent to set up two-factor before /admin, and comes back to it", async ({ browser }) => {
    const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
    await page.goto(`${server.baseURL}/login`);
    await signInThroughUi(page, demo.admin);
    await page.goto(`${server.baseURL}/admin`);
    await expect(page).toHaveURL(/\/account\/two-factor\?required=1/);
    await expect(page.getByText("Set up two-factor to continue")).toBeVisible();
    await setUpTwoFactor(page, demo.admin.password);
    await page.getByRole("button", { name: "I saved my backup codes" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("link", { name: "Manage users" })).toBeVisible();
  });
});
