// A teenager's credentials are his own: once a son of 13 or older has chosen his own password, no path lets his dad
// make a session or a credential for him (policies/son.ts, dadMayActAsSon). Each path has its test; under 13 his
// dad keeps every power.
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatMessages, chatThreads, journalEntries, mailOutbox, sonSignInLinks, users } from "../../db/schema/index.ts";
import { accountMessages } from "../../../shared/schemas/identity.ts";
import { familyText } from "../../../shared/schemas/family.ts";
import { sonSignInText } from "../../../shared/schemas/son-sign-in.ts";
import { TEST_ORIGIN, testAppForFile } from "../../../../tests/support/test-app.ts";
import {
  registerDad,
  registerFamily,
  signIn,
  signInAt,
  SON_OWN_PASSWORD,
  TEST_PASSWORD,
  type Actor,
  requestPasswordReset,
} from "../../../../tests/support/actors.ts";

const t = testAppForFile();

const DADS = "Dads-Typed-Pass-58";
const tokenOf = (url: string) => url.slice(url.indexOf("#") + 1);
const useLink = (token: string) => signInAt(t, "/api/auth/sign-in/family-link", { token });

/** A teenager (13+) who chose his own password and wrote a private entry; his dad on a confirmed link. */
async function teenWithOwnPassword(): Promise<{ dad: Actor; son: Actor }> {
  const family = await registerFamily(t, { sonAgeBand: "13_plus" });
  expect((await family.son.post("/api/journal/entries", { title: "Mine", content: "private words", entryType: "reflection" })).statusCode).toBe(201);
  return family;
}

function expectHisOwn(response: { statusCode: number; json: () => { error: { message: string } } }) {
  expect(response.statusCode).toBe(403);
  expect(response.json().error.message).toBe(familyText.teenCredentialsHisOwn);
}

describe("a dad may not act as his son of 13 or older who has his own password", () => {
  it("POST /api/family/sons/:id/sign-in-link is refused and no link is stored", async () => {
    const { dad, son } = await teenWithOwnPassword();
    expectHisOwn(await dad.post(`/api/family/sons/${son.id}/sign-in-link`));
    expect(await t.db.select().from(sonSignInLinks).where(eq(sonSignInLinks.sonId, son.id))).toEqual([]);
  });

  it("PUT /api/family/sons/:id/sign-in (name and PIN) is refused and changes nothing", async () => {
    const { dad, son } = await teenWithOwnPassword();
    expectHisOwn(await dad.put(`/api/family/sons/${son.id}/sign-in`, { signInName: `teen-${Date.now().toString(36)}`, pin: "739201", confirmPin: "739201" }));
    const [row] = await t.db.select({ name: users.familySignInName, byDad: users.passwordSetByDad }).from(users).where(eq(users.id, son.id));
    expect(row).toEqual({ name: null, byDad: false });
    expect((await son.get("/api/journal/entries")).statusCode).toBe(200);
  });

  it("PUT /api/family/sons/:id/password is refused: his password still works, his session lives", async () => {
    const { dad, son } = await teenWithOwnPassword();
    expectHisOwn(await dad.put(`/api/family/sons/${son.id}/password`, { password: DADS, confirmPassword: DADS }));
    await expect(signIn(t, son.email, DADS)).rejects.toThrow();
    await expect(signIn(t, son.email, SON_OWN_PASSWORD)).resolves.toBeTruthy();
    expect((await son.get("/api/journal/entries")).body).toContain("private words");
  });

  it("/api/auth/sign-in/family-link: a link shown before he chose his own password opens nothing", async () => {
    const dad = await registerDad(t, "Early Link Dad");
    const added = await dad.post("/api/family/sons", { fullName: "Teen Early", password: DADS, ageBand: "13_plus", consent: true });
    const sonId = added.json<{ son: { userId: string } }>().son.userId;
    // While the password is still the one his dad typed, a link is allowed.
    const shown = await dad.post(`/api/family/sons/${sonId}/sign-in-link`);
    expect(shown.statusCode).toBe(201);
    // Then the password becomes his own (as once by a route that did not cancel open links).
    await t.db.update(users).set({ passwordSetByDad: false }).where(eq(users.id, sonId));
    const used = await useLink(tokenOf(shown.json<{ url: string }>().url));
    expect(used.response.statusCode).toBe(400);
    expect(used.response.json().message).toBe(sonSignInText.linkNotYours);
    expect(used.actor).toBeNull();
  });

  it("choosing his own password cancels every link his dad showed", async () => {
    const dad = await registerDad(t, "Cancel Link Dad");
    const added = await dad.post("/api/family/sons", { fullName: "Teen Cancel", password: DADS, ageBand: "13_plus", consent: true });
    const { userId: sonId, signInEmail } = added.json<{ son: { userId: string; signInEmail: string } }>().son;
    const shown = await dad.post(`/api/family/sons/${sonId}/sign-in-link`);
    const son = await signIn(t, signInEmail, DADS);
    const chosen = await son.post("/api/account/password", { currentPassword: DADS, newPassword: SON_OWN_PASSWORD, confirmPassword: SON_OWN_PASSWORD });
    expect(chosen.statusCode).toBe(200);
    expect((await useLink(tokenOf(shown.json<{ url: string }>().url))).response.statusCode).toBe(400);
    expectHisOwn(await dad.post(`/api/family/sons/${sonId}/sign-in-link`));
  });

  it("under 13 his dad keeps every power: link, PIN and password", async () => {
    const { dad, son } = await registerFamily(t, { sonAgeBand: "under_13" });
    // Even after the young son changed his password himself.
    expect(
      (await son.post("/api/account/password", { currentPassword: TEST_PASSWORD, newPassword: SON_OWN_PASSWORD, confirmPassword: SON_OWN_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const shown = await dad.post(`/api/family/sons/${son.id}/sign-in-link`);
    expect(shown.statusCode).toBe(201);
    expect((await useLink(tokenOf(shown.json<{ url: string }>().url))).response.statusCode).toBe(200);
    expect(
      (await dad.put(`/api/family/sons/${son.id}/sign-in`, { signInName: `young-${Date.now().toString(36)}`, pin: "482913", confirmPin: "482913" })).statusCode,
    ).toBe(200);
    expect((await dad.put(`/api/family/sons/${son.id}/password`, { password: DADS, confirmPassword: DADS })).statusCode).toBe(200);
  });
});

describe("a son of 13 or older who lost everything: his dad resets his access in the open", () => {
  const OWN_AGAIN = "Sons-Own-Again-73";
  const recover = (dad: Actor, sonId: string) => dad.post(`/api/family/sons/${sonId}/recovery`, { password: DADS, confirmPassword: DADS });

  /** A teenager with a private and a shared entry, then his dad's reset, and a password chosen in the session it opens. */
  async function resetTeen() {
    const family = await teenWithOwnPassword();
    const shared = await family.son.post("/api/journal/entries", { title: "Ours", content: "shared words", entryType: "reflection", isShared: true });
    expect(shared.statusCode).toBe(201);
    const privateId = (await family.son.get("/api/journal/entries"))
      .json<{ entries: { id: number; content: string }[] }>()
      .entries.find((e) => e.content === "private words")?.id;
    // A conversation with the assistant, kept as the assistant keeps one: his question is its preview.
    const [thread] = await t.db.insert(chatThreads).values({ userId: family.son.id, lastMessage: "private question" }).returning({ id: chatThreads.id });
    await t.db.insert(chatMessages).values({ threadId: thread?.id ?? 0, role: "user", content: "private question" });
    const reset = await recover(family.dad, family.son.id);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ message: familyText.recoveryStarted });
    return { ...family, privateId: privateId ?? 0 };
  }

  it("his sessions end and his old password stops; the next sign-in says his dad reset it and opens nothing until he chooses", async () => {
    const { son } = await resetTeen();
    expect((await son.get("/api/account")).statusCode).toBe(401);
    await expect(signIn(t, son.email, SON_OWN_PASSWORD)).rejects.toThrow();
    const next = await signIn(t, son.email, DADS);
    expect((await next.get("/api/session")).json().user).toMatchObject({ mustChoosePassword: true });
    const account = (await next.get("/api/account")).json();
    expect(account.accessResetByDadAt).toEqual(expect.any(String));
    expect((await next.get("/api/journal/entries")).json().error.code).toBe("PASSWORD_CHANGE_REQUIRED");
  });

  it("after a password is chosen (by him, or by whoever holds the new one) his earlier private words stay shut on every path", async () => {
    const { son, privateId } = await resetTeen();
    const next = await signIn(t, son.email, DADS);
    const chosen = await next.post("/api/account/password", { currentPassword: DADS, newPassword: OWN_AGAIN, confirmPassword: OWN_AGAIN });
    expect(chosen.json()).toMatchObject({ message: accountMessages.ownPasswordChosenAfterReset });
    const after = await signIn(t, son.email, OWN_AGAIN);
    expect((await after.post("/api/journal/entries", { title: "New", content: "words after the reset", entryType: "reflection" })).statusCode).toBe(201);

    const list = await after.get("/api/journal/entries");
    expect(list.body).not.toContain("private words");
    expect(list.body).toContain("shared words");
    expect(list.body).toContain("words after the reset");
    expect((await after.get(`/api/journal/entries/${privateId}`)).statusCode).toBe(404);
    expect(
      (await after.put(`/api/journal/entries/${privateId}`, { title: "Mine", content: "overwritten", entryType: "reflection", isShared: true })).statusCode,
    ).toBe(404);
    expect((await after.delete(`/api/journal/entries/${privateId}`)).statusCode).toBe(404);
    const exported = await after.get("/api/journal/export");
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain("private words");
    expect((await after.get("/api/dashboard")).body).not.toContain("private words");
    // His conversations with the assistant from before are shut the same way (every path: son-private-words.test.ts).
    expect((await after.get("/api/chat/threads")).body).not.toContain("private question");
    // Still there, kept for him: nothing he wrote is dropped. And the notice stays on his account page.
    expect(await t.db.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.id, privateId))).toHaveLength(1);
    expect((await after.get("/api/account")).json().accessResetByDadAt).toEqual(expect.any(String));
  });

  it("a reset link at the address he had opens them again", async () => {
    const { son } = await resetTeen();
    await requestPasswordReset(t, son.email);
    await t.settleMail();
    const [mail] = await t.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, son.email)).orderBy(desc(mailOutbox.id)).limit(1);
    const token = /reset-password\/([^?\s]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/accounts/reset-password",
      headers: { origin: TEST_ORIGIN },
      payload: { token, password: OWN_AGAIN, confirmPassword: OWN_AGAIN },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const himself = await signIn(t, son.email, OWN_AGAIN);
    expect((await himself.get("/api/journal/entries")).body).toContain("private words");
    expect((await himself.get("/api/chat/threads")).body).toContain("private question");
    expect((await himself.get("/api/account")).json().accessResetByDadAt).toBeNull();
  });

  it("under 13 his dad sets a password instead (409); another dad's son is 404; a pending link 403", async () => {
    const young = await registerFamily(t, { sonAgeBand: "under_13" });
    const under13 = await recover(young.dad, young.son.id);
    expect(under13.statusCode).toBe(409);
    expect(under13.json().error.message).toBe(familyText.recoveryUnder13);
    const teen = await teenWithOwnPassword();
    expect((await recover(young.dad, teen.son.id)).statusCode).toBe(404);
    const pending = await registerFamily(t, { confirm: false });
    expect((await recover(pending.dad, pending.son.id)).statusCode).toBe(403);
    expect((await teen.son.get("/api/journal/entries")).body).toContain("private words");
  });
});
