// /account: profile and picture, e-mail change confirmed at the new address,
// password change with the other devices signed out, devices, deletion with the family stated first, a son's
// "What your dad can see and do", and e-mail verification with REQUIRE_EMAIL_VERIFICATION=1 (own server).
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { messages } from "../../src/shared/messages.ts";
import { accountMessages } from "../../src/shared/schemas/identity.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { startExtraServer, type ExtraServer } from "./support/extra-server.ts";
import { expect as baseExpect, registerFamily, signInThroughUi, test, TEST_PASSWORD, uniqueEmail, uniqueTag } from "./support/fixtures.ts";
import { waitForMail } from "./support/outbox.ts";

// Each journey walks several forms on a shared 2-core machine: more time than the default 30 s.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function openAccount(page: Page) {
  await mainNav(page).getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
}

test("profile: a dad changes his name and picture, and the navigation shows the picture", async ({ page }) => {
  const { dad } = await registerFamily();
  await signInThroughUi(page, dad);
  await openAccount(page);
  // Registration never marks an address proven (typing an address proves nothing): the page offers the verification link.
  await expect(page.getByText("Not confirmed yet", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const profile = page.getByRole("form", { name: "Profile" });
  await profile.getByLabel("Full name").fill("");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByLabel("Full name")).toHaveAccessibleDescription("Full name is required");

  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  await profile.getByLabel("Picture (JPEG, PNG or WebP, optional)").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
  // The chosen picture shows before it is saved (the page's Content-Security-Policy lets its preview load).
  await expect.poll(() => profile.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
  await profile.getByLabel("Full name").fill("Daniel Renamed");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText(accountMessages.profileSaved)).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Account" }).locator("img")).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{64}\.webp$/);

  await page.reload();
  await expect(page.getByRole("form", { name: "Profile" }).getByLabel("Full name")).toHaveValue("Daniel Renamed");
});

test("e-mail change: the new address confirms, the change is finished in the signed-in session, the old address is told", async ({ page, browser }) => {
  const { dad } = await registerFamily();
  const newEmail = uniqueEmail("moved");
  await signInThroughUi(page, dad);
  await openAccount(page);

  const form = page.getByRole("form", { name: "Change your email address" });
  await form.getByLabel("New email address").fill(newEmail);
  await form.getByLabel("Current password").fill("Not-my-password-1");
  await form.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(form.getByLabel("Current password")).toHaveAccessibleDescription(accountMessages.currentPasswordWrong);

  await form.getByLabel("Current password").fill(dad.password);
  await form.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(form.getByText(accountMessages.emailChangeSent)).toBeVisible();
  await expect(page.getByText("Waiting for the new address")).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();

  const notice = await waitForMail(dad.email, { subject: /is being changed/ });
  expect(notice.text).toContain(newEmail);
  const confirm = await waitForMail(newEmail, { subject: /Confirm your new StrongBond email address/ });
  const link = new URL(confirm.links[0] ?? "");
  // Opened where the new address's mail is read: signed out. The link alone changes nothing; the button confirms.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto(link.pathname + link.search);
  await expect(elsewhere.getByRole("heading", { name: "Confirm your new email address" })).toBeVisible();
  await expectNoSeriousA11yViolations(elsewhere);
  await elsewhere.getByRole("button", { name: "Confirm this address" }).click();
  await expect(elsewhere.getByText(accountMessages.emailChangeConfirmHere)).toBeVisible();

  await page.reload();
  await expect(page.getByText("Confirmed: finish the change here")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Finish the change" }).click();
  await expect(page.getByText(accountMessages.emailChangeDone)).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await expect(page.getByText("Confirmed: finish the change here")).toHaveCount(0);
  await waitForMail(dad.email, { subject: /was changed/ });
});

test('e-mail change: "this wasn\'t me" from the old address cancels it and signs every device out', async ({ page, browser }) => {
  const { dad } = await registerFamily();
  await signInThroughUi(page, dad);
  await openAccount(page);
  const form = page.getByRole("form", { name: "Change your email address" });
  await form.getByLabel("New email address").fill(uniqueEmail("intruder"));
  await form.getByLabel("Current password").fill(dad.password);
  await form.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(form.getByText(accountMessages.emailChangeSent)).toBeVisible();

  const notice = await waitForMail(dad.email, { subject: /is being changed/ });
  const cancel = new URL(notice.links.find((href) => href.includes("/account/email-change/cancel")) ?? "");
  const mailbox = await (await browser.newContext()).newPage();
  await mailbox.goto(cancel.pathname + cancel.search);
  await expect(mailbox.getByRole("heading", { name: "Was this you?" })).toBeVisible();
  await expectNoSeriousA11yViolations(mailbox);
  await mailbox.getByRole("button", { name: "It wasn't me: cancel the change" }).click();
  await expect(mailbox.getByText(accountMessages.emailChangeRefused)).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await signInThroughUi(page, dad);
  await openAccount(page);
  await expect(page.getByText("Email change cancelled")).toBeVisible();
});

test("password change signs out the other devices; devices are listed and signed out everywhere", async ({ page, browser }) => {
  const { dad } = await registerFamily();
  const other = await browser.newContext({
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  });
  const phone = await other.newPage();
  await signInThroughUi(phone, dad);
  await signInThroughUi(page, dad);
  await openAccount(page);

  await expect(page.getByText("Safari on iPhone")).toBeVisible();
  await expect(page.getByText("This device")).toBeVisible();

  const form = page.getByRole("form", { name: "Change your password" });
  await form.getByLabel("Current password").fill(dad.password);
  await form.getByLabel("New password", { exact: true }).fill("password123");
  await form.getByLabel("Confirm new password").fill("password123");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(/common/i);

  const newPassword = `${TEST_PASSWORD}-new`;
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirm new password").fill(newPassword);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText(accountMessages.passwordChanged)).toBeVisible();
  await expect(page.getByText("Safari on iPhone")).toHaveCount(0);

  await phone.goto("/account");
  await expect(phone).toHaveURL(/\/login/);
  await signInThroughUi(phone, { email: dad.email, password: newPassword });

  await page.reload();
  await expect(page.getByText("Safari on iPhone")).toBeVisible();
  await page.getByRole("button", { name: /^Sign out Safari on iPhone/ }).click();
  await expect(page.getByText("Safari on iPhone")).toHaveCount(0);

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login/);
  await other.close();
});

test("delete account: a dad reads that his son goes with him, confirms with his password, and neither can sign in", async ({ page }) => {
  const { dad, son } = await registerFamily();
  if (!son) throw new Error("no son");
  await signInThroughUi(page, dad);
  await openAccount(page);
  await expect(page.getByText("Your sons' accounts are deleted with yours")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: son.fullName })).toBeVisible();

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel("Your password").fill("Wrong-password-2026");
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(dialog.getByLabel("Your password")).toHaveAccessibleDescription(accountMessages.currentPasswordWrong);
  await dialog.getByLabel("Your password").fill(dad.password);
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole("link", { name: "Get Started" })).toBeVisible();

  for (const account of [dad, son]) {
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  }
});

test("a son reads what his dad can see and do, and what happens if he deletes his account", async ({ page }) => {
  const { son } = await registerFamily();
  if (!son) throw new Error("no son");
  await signInThroughUi(page, son);
  await openAccount(page);
  const section = page.getByRole("heading", { name: "What your dad can see and do" });
  await expect(section).toBeVisible();
  await expect(page.getByText("Journal entries you choose to share with him.")).toBeVisible();
  await expect(page.getByText(/Your private entries and assistant chats are left out/)).toBeVisible();
  await expect(page.getByText("Your dad gets an email saying that you deleted your account.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe("with REQUIRE_EMAIL_VERIFICATION=1", () => {
  let server: ExtraServer;

  // eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their first argument
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    server = await startExtraServer("verify", { REQUIRE_EMAIL_VERIFICATION: "1" });
  });

  // eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their first argument
  test.afterAll(async ({}, testInfo) => {
    testInfo.setTimeout(60_000);
    await server?.stop();
  });

  test("register, sign-in refused with the spec's message, open the link from the mail, sign in, verified badge", async ({ page }) => {
    const at = (path: string) => `${server.baseURL}${path}`;
    const email = uniqueEmail("verify");
    await page.goto(at("/register"));
    await page.getByLabel("Full name", { exact: true }).fill(`Victor Verify ${uniqueTag()}`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel("Confirm password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(messages.verifyEmailSent)).toBeVisible();

    await page.goto(at("/login"));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(messages.emailNotVerified)).toBeVisible();

    const mail = await waitForMail(email, { subject: /Confirm your StrongBond email address/, dataDir: server.dataDir });
    const link = new URL(mail.links[0] ?? "");
    await page.goto(at(link.pathname + link.search));
    await expect(page).toHaveURL(/\/login\?verified=1/);
    await expect(page.getByText(messages.emailVerified)).toBeVisible();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(at("/account"));
    await expect(page.getByText("Verified", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
