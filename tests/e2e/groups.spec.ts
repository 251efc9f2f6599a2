// Groups in real Chromium: two families create, join, promote, remove and leave; the API refuses
// every leader action to a non-member and to a plain member, and bad input changes nothing.
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { COPIED_INDICATOR_MS } from "../../src/shared/constants.ts";
import { messages } from "../../src/shared/messages.ts";
import { groupMessages, type TGroupDetail } from "../../src/shared/schemas/groups.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { e2eServer } from "./support/e2e-server.ts";
import { expect, registerDad, registerFamily, signedInPage, test, uniqueTag, type Account } from "./support/fixtures.ts";

const CLIPBOARD = ["clipboard-read", "clipboard-write"];

/** An API client signed in as `account` (Better Auth wants an Origin header from non-browser clients). */
async function apiAs(account: Account): Promise<APIRequestContext> {
  const { baseURL } = e2eServer();
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await context.post("/api/auth/sign-in/email", { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

const memberRow = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

test("two families create, join, promote, remove and leave a group", async ({ browser }) => {
  test.slow(); // three signed-in users and several accessibility scans
  const a = await registerFamily();
  const b = await registerDad();
  if (!a.son) throw new Error("family A has no son");
  const groupName = `Iron Sharpens Iron ${uniqueTag()}`;

  // Dad A: no groups yet, then creates one (private by default).
  const dadA = await signedInPage(browser, a.dad, "/groups", { permissions: CLIPBOARD });
  await expect(dadA.getByRole("heading", { level: 1, name: "My Groups" })).toBeVisible();
  await expect(dadA.getByRole("heading", { name: "No Groups Yet" })).toBeVisible();
  await expectNoSeriousA11yViolations(dadA);

  await dadA.getByRole("link", { name: "Create Group" }).first().click();
  await expect(dadA).toHaveURL(/\/groups\/create$/);
  await expect(dadA.getByLabel("Private group")).toBeChecked();
  await dadA.getByRole("button", { name: "Create Group" }).click();
  await expect(dadA.getByLabel("Group name")).toHaveAccessibleDescription(groupMessages.nameRequired);
  await expectNoSeriousA11yViolations(dadA);
  await dadA.getByLabel("Group name").fill(groupName);
  await dadA.getByLabel("Description (optional)").fill("Fathers and sons, Saturday mornings.");
  await dadA.getByRole("button", { name: "Create Group" }).click();

  await expect(dadA).toHaveURL(/\/group\/\d+$/);
  const groupId = Number(new URL(dadA.url()).pathname.split("/").pop());
  await expect(dadA.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
  await expect(dadA.getByText("Private", { exact: true })).toBeVisible();
  await expect(dadA.getByText("1 member").first()).toBeVisible();
  await expect(memberRow(dadA, a.dad.fullName)).toContainText("Leader");
  await expect(memberRow(dadA, a.dad.fullName)).toContainText("Dad");
  // A leader has no controls on his own row.
  await expect(memberRow(dadA, a.dad.fullName).getByRole("combobox")).toHaveCount(0);
  const code = (await dadA.getByTestId("group-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6}$/);

  // Copy: a check mark for 2 seconds, and the code is on the clipboard.
  await dadA.getByRole("button", { name: "Copy group code" }).click();
  await expect(dadA.getByRole("button", { name: "Group code copied" })).toBeVisible();
  await expect(dadA.getByTestId("copied-check")).toBeVisible();
  expect(await dadA.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(dadA.getByTestId("copied-check")).toBeHidden({ timeout: COPIED_INDICATOR_MS + 3000 });
  await expect(dadA.getByRole("button", { name: "Copy group code" })).toBeVisible();
  await expectNoSeriousA11yViolations(dadA);

  // Dad B joins with the code typed in lowercase (the field uppercases it); a wrong code is refused first.
  const dadB = await signedInPage(browser, b.dad, "/groups", { permissions: CLIPBOARD });
  await dadB.getByRole("button", { name: "Join Group" }).first().click();
  const dialog = dadB.getByRole("dialog", { name: "Join Group" });
  await dialog.getByLabel("Group code").fill("zzzzz0");
  await expect(dialog.getByLabel("Group code")).toHaveValue("ZZZZZ0");
  await dialog.getByRole("button", { name: "Join Group" }).click();
  await expect(dialog.getByLabel("Group code")).toHaveAccessibleDescription(messages.invalidGroupCode);
  await expectNoSeriousA11yViolations(dadB);
  await dialog.getByLabel("Group code").fill(code.toLowerCase());
  await dialog.getByRole("button", { name: "Join Group" }).click();
  await expect(dadB).toHaveURL(new RegExp(`/group/${groupId}$`));
  await expect(dadB.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
  await expect(dadB.getByText("2 members").first()).toBeVisible();
  // A plain member sees no leader controls.
  await expect(dadB.getByRole("heading", { name: "Edit Group" })).toHaveCount(0);
  await expect(dadB.getByRole("combobox")).toHaveCount(0);
  await expect(dadB.getByRole("button", { name: /^Remove/ })).toHaveCount(0);

  // Son A joins too; My Groups shows the card with its count, his role and the Private badge.
  const sonA = await signedInPage(browser, a.son, "/groups", { permissions: CLIPBOARD });
  await sonA.getByRole("button", { name: "Join Group" }).first().click();
  await sonA.getByRole("dialog", { name: "Join Group" }).getByLabel("Group code").fill(code);
  await sonA.getByRole("dialog", { name: "Join Group" }).getByRole("button", { name: "Join Group" }).click();
  await expect(sonA).toHaveURL(new RegExp(`/group/${groupId}$`));
  await sonA.getByRole("link", { name: "My Groups" }).first().click();
  const card = sonA.getByRole("article", { name: groupName });
  await expect(card).toContainText("3 members");
  await expect(card).toContainText("Member");
  await expect(card).toContainText("Private");
  await expectNoSeriousA11yViolations(sonA);

  // Dad A promotes Dad B, then removes Son A after the exact confirmation.
  await dadA.reload();
  await expect(dadA.getByText("3 members").first()).toBeVisible();
  await expect(memberRow(dadA, a.son.fullName)).toContainText("Son");
  await dadA.getByRole("combobox", { name: `Group role for ${b.dad.fullName}` }).selectOption("leader");
  await expect(memberRow(dadA, b.dad.fullName).locator("span", { hasText: /^Leader$/ })).toBeVisible();
  await expect(dadA.getByRole("combobox", { name: `Group role for ${b.dad.fullName}` })).toHaveValue("leader");
  await dadA.getByRole("button", { name: `Remove ${a.son.fullName}` }).click();
  const confirm = dadA.getByRole("dialog", { name: "Remove Member" });
  await expect(confirm).toContainText("Are you sure you want to remove this member?");
  await expectNoSeriousA11yViolations(dadA);
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(dadA.getByText("2 members").first()).toBeVisible();
  await expect(memberRow(dadA, a.son.fullName)).toHaveCount(0);

  // The removed son no longer sees the private group.
  await sonA.goto(`/group/${groupId}`);
  await expect(sonA.getByRole("heading", { name: messages.groupNotFound }).first()).toBeVisible();
  await expect(sonA.getByText(code)).toHaveCount(0);

  // Dad B (now a leader) sees the leader controls; Dad A leaves.
  await dadB.reload();
  await expect(dadB.getByRole("heading", { name: "Edit Group" })).toBeVisible();
  await dadA.getByRole("button", { name: "Leave Group" }).click();
  const leave = dadA.getByRole("dialog", { name: "Leave Group" });
  await expect(leave).toContainText(groupMessages.leaveConfirm);
  await leave.getByRole("button", { name: "Leave Group" }).click();
  await expect(dadA).toHaveURL(/\/groups$/);
  await expect(dadA.getByRole("status").filter({ hasText: `You left "${groupName}".` })).toBeVisible();
  await expect(dadA.getByRole("heading", { name: "No Groups Yet" })).toBeVisible();

  // Dad B is now its only member and leader; he renames it and makes it public.
  await dadB.reload();
  await expect(dadB.getByText("1 member").first()).toBeVisible();
  await dadB.getByLabel("Group name").fill(`${groupName} (open)`);
  await dadB.getByLabel("Private group").uncheck();
  await dadB.getByRole("button", { name: "Save Changes" }).click();
  await expect(dadB.getByRole("status").filter({ hasText: "Group updated." })).toBeVisible();
  await expect(dadB.getByRole("heading", { level: 1, name: `${groupName} (open)` })).toBeVisible();
  await expect(dadB.getByText("Public", { exact: true })).toBeVisible();

  // A public group is still closed to anyone outside it: no name, no size, no code, no members (its families are no stranger's to list).
  await sonA.goto(`/group/${groupId}`);
  await expect(sonA.getByRole("heading", { name: messages.groupNotFound }).first()).toBeVisible();
  await expect(sonA.getByText(`${groupName} (open)`)).toHaveCount(0);
  await expect(sonA.getByText(b.dad.fullName)).toHaveCount(0);
  await expect(sonA.getByText(code)).toHaveCount(0);
  await expectNoSeriousA11yViolations(sonA);

  // The last member leaving deletes the group.
  await dadB.getByRole("button", { name: "Leave Group" }).click();
  const last = dadB.getByRole("dialog", { name: "Leave Group" });
  await expect(last).toContainText(groupMessages.leaveDeletesGroup);
  await last.getByRole("button", { name: "Leave and Delete Group" }).click();
  await expect(dadB).toHaveURL(/\/groups$/);
  await dadB.goto(`/group/${groupId}`);
  await expect(dadB.getByRole("heading", { name: messages.groupNotFound }).first()).toBeVisible();
});

test("the group page reads well on a 375 px phone", async ({ browser }) => {
  const a = await registerFamily();
  const api = await apiAs(a.dad);
  const created = await api.post("/api/groups", {
    data: { name: `Phone Group ${uniqueTag()}`, description: "A long description that has to wrap nicely on a small screen." },
  });
  const group = ((await created.json()) as { group: TGroupDetail }).group;
  const son = a.son as Account;
  const sonApi = await apiAs(son);
  expect((await sonApi.post("/api/groups/join", { data: { code: group.code } })).status()).toBe(200);

  const page = await signedInPage(browser, a.dad, "/groups", { viewport: { width: 375, height: 812 }, permissions: CLIPBOARD });
  await page.goto(`/group/${group.id}`);
  await expect(page.getByRole("heading", { level: 1, name: group.name })).toBeVisible();
  await expect(page.getByRole("combobox", { name: `Group role for ${son.fullName}` })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await Promise.all([api.dispose(), sonApi.dispose()]);
});

test("the API refuses every leader action to a non-member and to a plain member, and bad input changes nothing", async () => {
  const a = await registerFamily();
  const outsiderFamily = await registerDad();
  const leader = await apiAs(a.dad);
  const member = await apiAs(a.son as Account);
  const outsider = await apiAs(outsiderFamily.dad);

  const created = await leader.post("/api/groups", { data: { name: `API Group ${uniqueTag()}` } });
  expect(created.status()).toBe(201);
  const group = ((await created.json()) as { group: TGroupDetail }).group;
  expect((await member.post("/api/groups/join", { data: { code: group.code } })).status()).toBe(200);
  const leaderId = group.members?.[0]?.userId ?? "";
  const before = await (await leader.get(`/api/groups/${group.id}`)).json();

  const leaderActions = (client: APIRequestContext) => [
    client.patch(`/api/groups/${group.id}`, { data: { name: "Taken over", isPrivate: false } }),
    client.patch(`/api/groups/${group.id}/members/${leaderId}`, { data: { role: "member" } }),
    client.delete(`/api/groups/${group.id}/members/${leaderId}`),
  ];
  for (const response of await Promise.all(leaderActions(member))) expect(response.status()).toBe(403);
  for (const response of await Promise.all(leaderActions(outsider))) {
    expect(response.status()).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(messages.groupNotFound);
  }
  const outsiderView = await outsider.get(`/api/groups/${group.id}`);
  expect(outsiderView.status()).toBe(404);

  // Bad input straight to the API: a clear message on the field, nothing written.
  const emptyName = await leader.post("/api/groups", { data: { name: "  " } });
  expect(emptyName.status()).toBe(400);
  expect(((await emptyName.json()) as { error: { fields: Record<string, string> } }).error.fields.name).toBe(groupMessages.nameRequired);
  for (const [code, message] of [
    [`${group.code ?? ""}A`, groupMessages.codeTooLong],
    // Lowercase, spaces and hyphens are forgiven (a code read aloud or off a poster); a character that is not a letter or a digit is not.
    [`${(group.code ?? "").slice(0, 5)}!`, groupMessages.codeFormat],
  ] as const) {
    const response = await outsider.post("/api/groups/join", { data: { code } });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.code).toBe(message);
  }
  expect((await (await outsider.get("/api/groups")).json()).groups).toEqual([]);
  expect(await (await leader.get(`/api/groups/${group.id}`)).json()).toEqual(before);

  await Promise.all([leader.dispose(), member.dispose(), outsider.dispose()]);
});

test("a bad group id in the address is 'Group not found'", async ({ browser }) => {
  const a = await registerDad();
  const page = await signedInPage(browser, a.dad, "/groups");
  for (const id of ["abc", "00000000-0000-0000-0000-000000000000", "0", "987654321"]) {
    await page.goto(`/group/${id}`);
    await expect(page.getByRole("heading", { name: messages.groupNotFound }).first()).toBeVisible();
  }
  await page.getByRole("link", { name: "Back to My Groups" }).click();
  await expect(page).toHaveURL(/\/groups$/);
});
