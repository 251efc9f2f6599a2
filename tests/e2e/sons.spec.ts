// A son's own sign-in and his dad's say over his groups, on two
// devices: the dad's browser context and the son's.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { groupMessages } from "../../src/shared/schemas/groups.ts";
import { sonSignInText } from "../../src/shared/schemas/son-sign-in.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, registerDad, sendAsTheApp, signedInPage, signInThroughUi, test, TEST_PASSWORD, uniqueTag } from "./support/fixtures.ts";

const SCREENSHOTS = path.resolve("docs/areas/img");

/** PNGs for docs/areas, at a phone's and a desktop's width; no sideways scroll at either. */
async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    const wide = await page.evaluate((w) => {
      const over = [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > w + 0.5);
      return { scrollWidth: document.documentElement.scrollWidth, over: over.slice(-3).map((el) => `${el.tagName}.${el.className}`) };
    }, width);
    expect(wide.scrollWidth, JSON.stringify(wide.over)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), scale: "css" });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The dad, signed in on /family, adds a son under 13 without an address (a ten-year-old's account). */
async function dadWithYoungSon(page: Page, dad: { email: string; password: string }, sonName: string): Promise<string> {
  await signInThroughUi(page, dad);
  const added = await page.request.post("/api/family/sons", {
    data: { fullName: sonName, password: `${TEST_PASSWORD}-young`, ageBand: "under_13", consent: true },
  });
  expect(added.status()).toBe(201);
  // The family list is cached per process until the database announces the new link: reload until it shows.
  await expect(async () => {
    await page.goto("/family");
    await expect(page.getByRole("heading", { level: 2, name: sonName, exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return ((await added.json()) as { son: { userId: string } }).son.userId;
}

/** The son's own device: a new browser context at a phone's width. */
async function sonDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return sendAsTheApp(await context.newPage());
}

test("the dad shows a sign-in code; the son signs in with it on his own device, and it fails a second time", async ({ page, family, browser }) => {
  test.slow();
  const sonName = `Eli Link ${uniqueTag()}`;
  await dadWithYoungSon(page, family.dad, sonName);
  const card = page.getByRole("region", { name: sonName });
  await card.getByRole("button", { name: "Sign in on his device" }).click();
  const dialog = page.getByRole("dialog", { name: `Sign ${sonName} in on his own device` });
  await expect(dialog.getByRole("img", { name: `QR code that signs ${sonName} in` })).toBeVisible();
  const url = await dialog.getByTestId("sign-in-link").inputValue();
  expect(url).toMatch(/\/family\/sign-in#[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "family-sign-in-code");

  const phone = await sonDevice(browser);
  await phone.goto(url);
  await expect(phone.getByRole("heading", { name: "Your dad's sign-in code" })).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await screenshot(phone, "son-sign-in-page");
  await phone.getByRole("button", { name: "Sign me in" }).click();
  await expect(phone).toHaveURL(/\/dashboard\/son$/);

  // The same link on another device: used once, refused in words.
  const other = await sonDevice(browser);
  await other.goto(url);
  await other.getByRole("button", { name: "Sign me in" }).click();
  await expect(other.getByText(sonSignInText.linkUsed)).toBeVisible();
  await expect(other).toHaveURL(/\/family\/sign-in/);
});

test("the son signs in with his family sign-in name and PIN", async ({ page, family, browser }) => {
  test.slow();
  const sonName = `Eli Pin ${uniqueTag()}`;
  await dadWithYoungSon(page, family.dad, sonName);
  const card = page.getByRole("region", { name: sonName });
  // A son added without an address already has a sign-in name made from his name; his dad may change it.
  await card.getByRole("button", { name: "Change sign-in name or PIN" }).click();
  const dialog = page.getByRole("dialog", { name: `${sonName}'s family sign-in` });
  await expect(dialog.getByLabel("Sign-in name")).toHaveValue(/^[a-z][a-z0-9-]{2,23}$/);
  const name = `eli-${uniqueTag()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 12)}`;
  await dialog.getByLabel("Sign-in name").fill(name);
  await dialog.getByLabel("PIN", { exact: true }).fill("1234");
  await dialog.getByLabel("Confirm the PIN").fill("1234");
  await dialog.getByRole("button", { name: "Save sign-in" }).click();
  await expect(dialog.getByText(sonSignInText.pinTooShort)).toBeVisible();
  await dialog.getByLabel("PIN", { exact: true }).fill("482913");
  await dialog.getByLabel("Confirm the PIN").fill("482913");
  await dialog.getByRole("button", { name: "Save sign-in" }).click();
  await expect(dialog.getByText(sonSignInText.signInSaved)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "family-sign-in-pin");

  const phone = await sonDevice(browser);
  await phone.goto("/login");
  await phone.getByRole("link", { name: "Family sign-in" }).click();
  await phone.getByLabel("Sign-in name", { exact: true }).fill(name.toUpperCase());
  await phone.getByLabel("PIN or password", { exact: true }).fill("000000");
  await phone.getByRole("button", { name: "Sign In" }).click();
  await expect(phone.getByText(sonSignInText.wrongNameOrPin)).toBeVisible();
  await phone.getByLabel("PIN or password", { exact: true }).fill("482913");
  await phone.getByRole("button", { name: "Sign In" }).click();
  await expect(phone).toHaveURL(/\/dashboard\/son$/);
  // His account page never calls his made-up sign-in an e-mail.
  await phone.goto("/account");
  await expect(phone.getByRole("heading", { name: "How you sign in" })).toBeVisible();
  await expect(phone.getByText("Verified")).toHaveCount(0);
  await expect(phone.getByText("Ask your dad: he deletes your account from his Family page.")).toBeVisible();
});

test("an under-13 son's group join waits for his dad's yes, then others see him by first name", async ({ page, family, browser }) => {
  test.slow();
  const tag = uniqueTag();
  const sonName = `Eli Groups${tag.replace(/[^A-Za-z]/g, "")} Young`;
  const sonId = await dadWithYoungSon(page, family.dad, sonName);

  // Another family's dad leads a church group.
  const { dad: leaderAccount } = await registerDad();
  const leader = await signedInPage(browser, leaderAccount, "/groups");
  const created = await leader.request.post("/api/groups", { data: { name: `Church Men ${tag}` } });
  const group = ((await created.json()) as { group: { id: number; code: string } }).group;

  // The son, on his phone, signed in with his dad's code, enters the group's code.
  const link = await page.request.post(`/api/family/sons/${sonId}/sign-in-link`);
  const phone = await sonDevice(browser);
  await phone.goto(((await link.json()) as { url: string }).url);
  await phone.getByRole("button", { name: "Sign me in" }).click();
  await expect(phone).toHaveURL(/\/dashboard\/son$/);
  await phone.goto("/groups");
  await phone.getByRole("button", { name: "Join Group" }).first().click();
  const join = phone.getByRole("dialog", { name: "Join Group" });
  await join.getByLabel("Group code").fill(group.code);
  await join.getByRole("button", { name: "Join Group" }).click();
  await expect(join.getByText(groupMessages.joinRequestSent)).toBeVisible();
  await expectNoSeriousA11yViolations(phone);

  // The dad answers on /family.
  await page.goto("/family");
  const requests = page.getByRole("region", { name: "Groups your son asked to join" });
  await expect(requests).toContainText(`Church Men ${tag}`);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "family-join-request");
  await requests.getByRole("button", { name: new RegExp(`^Approve`) }).click();
  await expect(page.getByText("Approved. He is in the group now.")).toBeVisible();

  // The leader sees him by first name only.
  await leader.goto(`/group/${group.id}`);
  await expect(leader.getByText("Eli", { exact: true })).toBeVisible();
  await expect(leader.getByText(sonName)).toHaveCount(0);
});
