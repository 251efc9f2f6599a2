// The family at the centre: several sons on the dad's plan, the /family page
// (sign-in names, login cards, a new password, download and delete), this week first, and the first run.
import { screenshotAtTwoWidths } from "./support/screenshots.ts";
import type { Database } from "../../src/server/db/client.ts";
import { familyText } from "../../src/shared/schemas/family.ts";
import { accountMessages } from "../../src/shared/schemas/identity.ts";
import { insertDevotional, insertPlanWeek } from "../support/content-fixtures.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { connectE2eDatabase } from "./support/database.ts";
import { waitForMail } from "./support/outbox.ts";
import { chooseOwnPassword, expect, signedInPage, signInThroughUi, test, TEST_PASSWORD, uniqueEmail, uniqueTag } from "./support/fixtures.ts";

let db: Database;
connectE2eDatabase((opened) => (db = opened));

/** Small PNGs for docs/areas/family.md, at a phone's and a desktop's width. */

async function stockPlan(weeks = 6) {
  const tag = uniqueTag();
  const title = `Family Plan ${tag}`;
  const planId = await insertPlan(db, { title, status: "published", durationWeeks: weeks, description: "Faith and fitness together." });
  for (let week = 1; week <= 3; week++) {
    const devotional = await insertDevotional(db, { weekNumber: 9100 + week, title: `Week ${week} devotional ${tag}` });
    await insertPlanWeek(db, { planId, weekNumber: week, devotionalId: devotional.id });
  }
  return { planId, title, tag };
}

test("a dad with two sons (one added later) starts a plan; both sons follow it", async ({ page, family, browser }) => {
  test.slow();
  const firstSon = family.son;
  if (!firstSon) throw new Error("the fixture registers a son");
  const plan = await stockPlan();
  await signInThroughUi(page, family.dad);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Family" }).click();
  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByRole("heading", { level: 2, name: firstSon.fullName, exact: true })).toBeVisible();
  // His family sign-in name, never the made-up address behind it.
  await expect(page.getByText(firstSon.email.slice(0, firstSon.email.indexOf("@")).replace(".", "-"), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(firstSon.email)).toHaveCount(0);

  // Add a second son: consent is required, then his login card shows his generated sign-in name.
  const secondName = `Second Son ${uniqueTag()}`;
  await page.getByRole("button", { name: "Add a son" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add a son" });
  await dialog.getByLabel("Son's full name").fill(secondName);
  await dialog.getByLabel("Son's password").fill(`${TEST_PASSWORD}-two`);
  await dialog.getByRole("button", { name: "Add son" }).click();
  await expect(dialog.getByText("Please confirm that you are his parent or guardian and agree for him")).toBeVisible();
  await expect(dialog.getByText("Please choose your son's age")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel("Son's age").selectOption({ label: "13 or older" });
  await dialog.getByLabel(/I am his parent or guardian/).check();
  await dialog.getByRole("button", { name: "Add son" }).click();
  await expect(dialog).toBeHidden();
  const card = page.locator(".login-card");
  await expect(card).toContainText(secondName);
  // His family sign-in name, never the made-up address behind it.
  const secondSignInName = ((await card.locator("dd.font-mono").first().textContent()) ?? "").trim();
  expect(secondSignInName).toMatch(/^second-[a-z2-9]{6}$/);
  await expect(page.getByRole("heading", { level: 2, name: secondName, exact: true })).toBeVisible();
  // Neither son shows an address: each card shows his family sign-in name.
  await expect(page.getByTestId("sign-in-name")).toHaveCount(0);
  await expect(page.getByTestId("family-sign-in-name").filter({ hasText: secondSignInName })).toHaveCount(1);
  await expect(page.getByText("family.strongbond.invalid")).toHaveCount(0);
  const members = (await (await page.request.get("/api/family")).json()) as { members: { fullName: string; signInEmail: string }[] };
  const secondEmail = members.members.find((member) => member.fullName === secondName)?.signInEmail ?? "";
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "family-page", { noSidewaysScroll: false });

  // The dad starts the plan from its page: he lands on week 1.
  await page.goto(`/marketplace/plans/${plan.planId}`);
  await page.getByRole("button", { name: "Start This Plan" }).click();
  await expect(page).toHaveURL(/\/week\/1$/);

  // Both sons open their dashboards on the family's plan.
  // The second son chooses his own password at his first sign-in (his dad knows the first; auth.spec shows the screens).
  for (const son of [firstSon, { email: secondEmail, password: await chooseOwnPassword(secondEmail, `${TEST_PASSWORD}-two`) }]) {
    const sonPage = await signedInPage(browser, son, "/dashboard/son");
    try {
      await expect(sonPage.getByRole("region", { name: "This week, together" }).getByText(plan.title)).toBeVisible();
      await expect(sonPage.getByRole("heading", { name: `Week 1 devotional ${plan.tag}` })).toBeVisible();
      // His dad's items sit beside his own.
      await expect(sonPage.getByRole("region", { name: `${family.dad.fullName}'s week` })).toBeVisible();
    } finally {
      await sonPage.context().close();
    }
  }
});

test("a teenager's password is his own: /family offers his dad no password, PIN or sign-in code for him, and says why", async ({ page, family }) => {
  test.slow();
  const son = family.son;
  if (!son) throw new Error("the fixture registers a son");
  await signInThroughUi(page, family.dad);
  await page.goto("/family");
  const card = page.getByRole("region", { name: son.fullName });
  await expect(card.getByTestId("own-credentials")).toContainText(`${son.fullName} is 13 or older and chose his own password`);
  for (const name of ["Set a new password", "Sign in on his device", "Set a sign-in name and PIN", "Change sign-in name or PIN"]) {
    await expect(card.getByRole("button", { name })).toHaveCount(0);
  }
  // What the page no longer offers, the server refuses too.
  const origin = new URL(page.url()).origin;
  const sonId = (await (await page.request.get("/api/family")).json()).members[0].userId as string;
  const refused = await page.request.post(`/api/family/sons/${sonId}/sign-in-link`, { headers: { origin } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(familyText.teenCredentialsHisOwn);
  await expectNoSeriousA11yViolations(page);
});

test("a teenager who lost his access: his dad resets it in the open, the son is told and his earlier private words stay closed", async ({
  page,
  family,
  browser,
}) => {
  test.slow();
  const son = family.son;
  if (!son) throw new Error("the fixture registers a son");
  const TEMPORARY = `${TEST_PASSWORD}-reset`;
  const before = await signedInPage(browser, son, "/journal");
  const written = await before.request.post("/api/journal/entries", {
    headers: { origin: new URL(before.url()).origin },
    data: { title: "Written before the reset", content: "words from before the reset", entryType: "reflection", isShared: false },
  });
  expect(written.status()).toBe(201);
  await before.context().close();

  // His dad: "He lost his access" on his card, a temporary password, the login card.
  await signInThroughUi(page, family.dad);
  await page.goto("/family");
  const card = page.getByRole("region", { name: son.fullName });
  await card.getByRole("button", { name: "He lost his access" }).click();
  const dialog = page.getByRole("dialog", { name: `Reset ${son.fullName}'s access?` });
  await dialog.getByLabel("Temporary password", { exact: true }).fill(TEMPORARY);
  await dialog.getByLabel("Confirm the temporary password").fill(TEMPORARY);
  await dialog.getByRole("button", { name: "Reset his access" }).click();
  await expect(dialog.getByText(familyText.recoveryStarted)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The son signs in with it: /account says his dad reset his access, and he chooses his own password.
  const sonPage = await signedInPage(browser, { email: son.email, password: TEMPORARY }, "/account");
  try {
    await expect(sonPage.getByText(accountMessages.accessResetTitle, { exact: true })).toBeVisible();
    await expect(sonPage.getByText(/^Your dad reset your access on /)).toBeVisible();
    await expectNoSeriousA11yViolations(sonPage);
    const own = `${TEST_PASSWORD}-mine-again`;
    await sonPage.getByLabel("Current password").fill(TEMPORARY);
    await sonPage.getByLabel("New password", { exact: true }).fill(own);
    await sonPage.getByLabel("Confirm new password").fill(own);
    await sonPage.getByRole("button", { name: "Change password" }).click();
    await expect(sonPage.getByText(accountMessages.ownPasswordChosenAfterReset)).toBeVisible();
    // His entries from before the reset stay closed, in this session too.
    await sonPage.goto("/journal");
    await expect(sonPage.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(sonPage.getByText("Written before the reset")).toHaveCount(0);
    expect(await (await sonPage.request.get("/api/journal/entries")).text()).not.toContain("words from before the reset");
  } finally {
    await sonPage.context().close();
  }
});

test('the dashboard opens on the family week in one "this week, together" card, with one next action', async ({ page, family }) => {
  test.slow();
  const plan = await stockPlan();
  await signInThroughUi(page, family.dad);
  const origin = new URL(page.url()).origin;
  const today = new Date().toISOString().slice(0, 10);
  expect(
    (
      await page.request.post(`/api/marketplace/plans/${plan.planId}/start`, { headers: { origin }, data: { source: "marketplace", startsOn: today } })
    ).status(),
  ).toBe(200);
  for (const week of [1, 2]) {
    for (const flag of ["devotional", "challenge", "journal"]) {
      expect((await page.request.put(`/api/progress/${week}`, { headers: { origin }, data: { flag, completed: true } })).status()).toBe(200);
    }
    expect((await page.request.post("/api/plan-run/next-week", { headers: { origin }, data: {} })).status()).toBe(200);
  }
  await page.goto("/dashboard/dad");
  await expect(page.getByRole("heading", { name: "This week, together", exact: true })).toBeVisible();
  await expect(page.getByTestId("journey-position")).toHaveText(`${plan.title} · family week 3 of 6`);
  await expect(page.getByRole("heading", { name: "Week 3", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Read this week's devotional" })).toHaveAttribute("href", "/week/3");
  // His son's items for the week sit beside his own.
  await expect(page.getByRole("region", { name: `${family.son?.fullName}'s week` })).toContainText("Devotional: not yet");
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "dashboard-this-week", { noSidewaysScroll: false });

  // Finishing the week is celebrated.
  for (const name of ["Devotional", "Fitness Challenge", "Journal Entry"]) await page.getByRole("checkbox", { name, exact: true }).check();
  await expect(page.getByRole("status").filter({ hasText: "Week 3 complete. Well done!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go on to week 4" })).toBeVisible();
});

test("first run in three screens: register with a son, hand him his login, choose a plan, week 1", async ({ page }) => {
  test.slow();
  const plan = await stockPlan(3);
  const tag = uniqueTag();
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto("/register");
  await page.getByLabel("Full name", { exact: true }).fill(`First Run ${tag}`);
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("firstrun"));
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Confirm password").fill(TEST_PASSWORD);
  await page.getByLabel("I want to register my son as well").check();
  await page.getByLabel("Son's full name").fill(`Eli Run ${tag}`);
  await page.getByLabel("Son's password").fill(`${TEST_PASSWORD}-eli`);
  await page.getByLabel("Son's age").selectOption({ label: "Under 13" });
  await page.getByRole("button", { name: "Create Account" }).click();

  // Screen 2: his login card and the plans, each with its outline.
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole("heading", { name: `Hand Eli Run ${tag} his login` })).toBeVisible();
  await expect(page.locator(".login-card")).toContainText(/eli-[a-z2-9]{6}/);
  await expect(page.locator(".login-card")).not.toContainText("@");
  const choice = page.getByRole("article", { name: plan.title });
  await choice.getByText("Week-by-week outline").click();
  await expect(choice.getByText(`Week 2 devotional ${plan.tag}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "first-run", { noSidewaysScroll: false });
  await choice.getByRole("button", { name: `Start ${plan.title}` }).click();

  // Screen 3: week 1 of the started plan.
  await expect(page).toHaveURL(/\/week\/1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Week 1" })).toBeVisible();
  await expect(page.getByText(plan.title).first()).toBeVisible();
  expect([...new Set(visited)]).toEqual(["/register", "/start", "/week/1"]);
});

test('a son added before his dad proved his address waits for his dad\'s answer; "Keep him" lets him back in', async ({ page, family }) => {
  test.slow();
  const son = family.son;
  if (!son) throw new Error("the fixture registers a son");
  // The dad's address was never proven (verification is off): his first reset link proves it.
  await page.goto("/login");
  const origin = new URL(page.url()).origin;
  const asked = await page.request.post("/api/auth/request-password-reset", {
    headers: { origin },
    data: { email: family.dad.email, redirectTo: "/reset-password" },
  });
  expect(asked.status()).toBe(200);
  const token = /reset-password\/([^?\s]+)/.exec((await waitForMail(family.dad.email, { subject: /Reset/ })).text)?.[1] ?? "";
  const proven = `${TEST_PASSWORD}-proven`;
  const reset = await page.request.post("/api/accounts/reset-password", { headers: { origin }, data: { token, password: proven, confirmPassword: proven } });
  expect(reset.status(), await reset.text()).toBe(200);
  const held = await page.request.post("/api/auth/sign-in/email", { headers: { origin }, data: { email: son.email, password: son.password } });
  expect(held.status()).toBe(403);
  expect(((await held.json()) as { message: string }).message).toBe(familyText.heldSonSignIn);

  await signInThroughUi(page, { email: family.dad.email, password: proven });
  await page.goto("/family");
  const card = page.getByRole("region", { name: son.fullName });
  await expect(card.getByText(familyText.heldSon(son.fullName))).toBeVisible();
  await expect(card.getByText("Waiting for your answer")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole("button", { name: "Keep him" }).click();
  await expect(card.getByText("Linked", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Keep him" })).toHaveCount(0);
  const back = await page.request.post("/api/auth/sign-in/email", { headers: { origin }, data: { email: son.email, password: son.password } });
  expect(back.status()).toBe(200);
});

test("a dad downloads his son's data and deletes his son's account from /family; the son can no longer sign in", async ({ page, family }) => {
  const son = family.son;
  if (!son) throw new Error("the fixture registers a son");
  await signInThroughUi(page, family.dad);
  await page.goto("/family");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: `Download ${son.fullName}'s data` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("strongbond-son-data.json");
  const text = await (await download.createReadStream()).toArray();
  const data = JSON.parse(Buffer.concat(text).toString("utf8")) as { account: { email: string }; leftOut: string[] };
  expect(data.account.email).toBe(son.email);
  // A 13+ son's private entries and chats stay his own, and the file says so.
  expect(data.leftOut).toEqual(["private journal entries", "assistant conversations"]);

  await page.getByRole("button", { name: `Delete ${son.fullName}'s account` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${son.fullName}'s account?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const confirm = dialog.getByRole("button", { name: "Delete account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("I understand that this cannot be undone").check();
  await confirm.click();
  await expect(page.getByText(`${son.fullName}'s account and all its data were deleted.`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${son.fullName}'s account` })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No son on your account yet" })).toBeVisible();

  // Better Auth refuses requests without a trusted Origin, as a browser form would send.
  const origin = new URL(page.url()).origin;
  const signIn = await page.request.post("/api/auth/sign-in/email", { headers: { origin }, data: { email: son.email, password: son.password } });
  expect(signIn.status()).toBe(401);
});
