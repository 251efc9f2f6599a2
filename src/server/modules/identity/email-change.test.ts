// An e-mail change needs the new address AND a signed-in session of the account;
// it is checked against what is stored; a link works once; a password change, "sign out everywhere", a reset or
// "this wasn't me" from the old address cancels it. Every rule through the real app and its mails.
import { and, desc, eq, like } from "drizzle-orm";
import { createEmailVerificationToken } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../db/schema/index.ts";
import { accountMessages } from "../../../shared/schemas/identity.ts";
import { TEST_ORIGIN, testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerDad, signIn, TEST_PASSWORD, uniqueEmail, type Actor, requestPasswordReset } from "../../../../tests/support/actors.ts";

const t = testAppForFile();

async function newestMail(to: string, subject: string) {
  await t.settleMail();
  const [mail] = await t.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${subject}%`)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail?.text;
}

const linkIn = (text: string | undefined) => new URL(/https?:\/\/\S+/.exec(text ?? "")?.[0] ?? "http://invalid/");
const tokenOf = (link: URL) => link.searchParams.get("token") ?? "";

/** The link of the mail to the new address, opened as a browser would (cookie = the browser's session, if any). */
async function openNewAddressLink(newEmail: string, cookie?: string) {
  const link = linkIn(await newestMail(newEmail, "Confirm your new"));
  const headers = { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) };
  // Were the mail to carry Better Auth's verify-email link, a GET (a mail scanner's) would move the account: a test
  // opening it so would catch it.
  if (link.pathname === "/api/auth/verify-email") return t.app.inject({ method: "GET", url: link.pathname + link.search, headers });
  expect(link.pathname).toBe("/account/email-change");
  return t.app.inject({ method: "POST", url: "/api/account/email/confirm", headers, payload: { token: tokenOf(link) } });
}

async function storedEmail(userId: string): Promise<string | undefined> {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

async function askChange(actor: Actor, newEmail: string) {
  const asked = await actor.post("/api/account/email", { newEmail, currentPassword: actor.password });
  expect(asked.statusCode, asked.body).toBe(200);
  return asked;
}

describe("the takeover by someone who once knew the password", () => {
  it("someone who knew the password asks for his address; the owner changes his password and signs out everywhere; the link no longer moves the account", async () => {
    const owner = await registerDad(t);
    const attacker = await signIn(t, owner.email, TEST_PASSWORD);
    const attackerEmail = uniqueEmail("attacker");
    await askChange(attacker, attackerEmail);

    const changed = await owner.post("/api/account/password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "Owner-New-Pass-9",
      confirmPassword: "Owner-New-Pass-9",
    });
    expect(changed.statusCode).toBe(200);
    const fresh = await signIn(t, owner.email, "Owner-New-Pass-9");
    expect((await fresh.post("/api/account/sessions/revoke-all")).statusCode).toBe(200);

    // The attacker opens the link signed out (his session ended with the password change).
    const opened = await openNewAddressLink(attackerEmail);
    expect(opened.statusCode).toBe(404);
    expect(await storedEmail(owner.id)).toBe(owner.email);
    const again = await signIn(t, owner.email, "Owner-New-Pass-9");
    expect((await again.get("/api/account")).json()).toMatchObject({
      email: owner.email,
      pendingEmail: null,
      emailChange: { newEmail: attackerEmail, state: "cancelled", reason: "password-changed" },
    });
  });

  it("the link opened signed out never moves the account by itself: it waits for a signed-in session of the account", async () => {
    const owner = await registerDad(t);
    const attacker = await signIn(t, owner.email, TEST_PASSWORD);
    const attackerEmail = uniqueEmail("attacker");
    await askChange(attacker, attackerEmail);
    const opened = await openNewAddressLink(attackerEmail);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ state: "finish-here", message: accountMessages.emailChangeConfirmHere });
    expect(await storedEmail(owner.id)).toBe(owner.email);
    expect((await owner.get("/api/account")).json().emailChange).toMatchObject({ newEmail: attackerEmail, state: "finish-here" });
  });
});

describe("a change made by the owner", () => {
  it("tells the old address at once (with a link that cancels), confirms at the new one, finishes in his session, and tells the old address again", async () => {
    const dad = await registerDad(t);
    const newEmail = uniqueEmail("moved");
    const asked = await askChange(dad, newEmail);
    expect(asked.json()).toEqual({ message: accountMessages.emailChangeSent, pendingEmail: newEmail });
    expect((await dad.get("/api/account")).json()).toMatchObject({ pendingEmail: newEmail, emailChange: { newEmail, state: "new-address", reason: null } });
    const notice = await newestMail(dad.email, "is being changed");
    expect(notice).toContain(newEmail);
    expect(linkIn(notice).pathname).toBe("/account/email-change/cancel");

    expect((await openNewAddressLink(newEmail)).json().state).toBe("finish-here");
    const finished = await dad.post("/api/account/email/finish");
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({ message: accountMessages.emailChangeDone });
    expect((await dad.get("/api/account")).json()).toMatchObject({ email: newEmail, emailVerified: true, pendingEmail: null, emailChange: null });
    expect(await newestMail(dad.email, "was changed")).toContain(newEmail);
    await expect(signIn(t, dad.email, TEST_PASSWORD)).rejects.toThrow();
    await signIn(t, newEmail, TEST_PASSWORD);
  });

  it("the link opened in his own signed-in session finishes the change at once; a link works once", async () => {
    const dad = await registerDad(t);
    const newEmail = uniqueEmail("moved");
    await askChange(dad, newEmail);
    const link = linkIn(await newestMail(newEmail, "Confirm your new"));
    const opened = await dad.post("/api/account/email/confirm", { token: tokenOf(link) });
    expect(opened.json()).toEqual({ state: "completed", message: accountMessages.emailChangeDone });
    expect(await storedEmail(dad.id)).toBe(newEmail);
    const reused = await dad.post("/api/account/email/confirm", { token: tokenOf(link) });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.message).toBe(accountMessages.emailChangeLinkInvalid);
  });

  it("someone else's session opening the link does not finish it, and cannot finish his own account's nothing", async () => {
    const dad = await registerDad(t);
    const other = await registerDad(t);
    const newEmail = uniqueEmail("moved");
    await askChange(dad, newEmail);
    const link = linkIn(await newestMail(newEmail, "Confirm your new"));
    expect((await other.post("/api/account/email/confirm", { token: tokenOf(link) })).json().state).toBe("finish-here");
    expect(await storedEmail(dad.id)).toBe(dad.email);
    expect((await other.post("/api/account/email/finish")).statusCode).toBe(404);
    expect(await storedEmail(other.id)).toBe(other.email);
  });

  it("is checked against what is stored: an account whose address changed meanwhile is not moved", async () => {
    const dad = await registerDad(t);
    const newEmail = uniqueEmail("moved");
    await askChange(dad, newEmail);
    const meanwhile = uniqueEmail("meanwhile");
    await t.db.update(users).set({ email: meanwhile }).where(eq(users.id, dad.id));
    const opened = await dad.post("/api/account/email/confirm", { token: tokenOf(linkIn(await newestMail(newEmail, "Confirm your new"))) });
    expect(opened.statusCode).toBe(409);
    expect(opened.json().error.message).toBe(accountMessages.emailChangeStale);
    expect(await storedEmail(dad.id)).toBe(meanwhile);
  });

  it("a new request replaces the open one: the first link no longer works", async () => {
    const dad = await registerDad(t);
    const first = uniqueEmail("first");
    await askChange(dad, first);
    await askChange(dad, uniqueEmail("second"));
    expect((await openNewAddressLink(first)).statusCode).toBe(404);
  });

  it("refuses a change link Better Auth signed before (verify-email with updateTo): the account stays", async () => {
    const dad = await registerDad(t);
    const token = await createEmailVerificationToken("test-secret-that-is-long-enough-0123456789", dad.email, uniqueEmail("old-style"));
    const opened = await t.app.inject({ method: "GET", url: `/api/auth/verify-email?token=${token}`, headers: { origin: TEST_ORIGIN, cookie: dad.cookie } });
    expect(opened.statusCode).toBe(400);
    expect(await storedEmail(dad.id)).toBe(dad.email);
  });
});

describe("what cancels every open change", () => {
  /** Asks a change, runs `cancel`, then: the link is dead, nothing moved, /account says why. */
  async function expectCancelledBy(reason: string, cancel: (dad: Actor) => Promise<Actor | undefined>) {
    const dad = await registerDad(t);
    const newEmail = uniqueEmail("moved");
    await askChange(dad, newEmail);
    const viewer = (await cancel(dad)) ?? dad;
    expect((await openNewAddressLink(newEmail, viewer.cookie)).statusCode).toBe(404);
    expect(await storedEmail(dad.id)).toBe(dad.email);
    expect((await viewer.get("/api/account")).json().emailChange).toMatchObject({ newEmail, state: "cancelled", reason });
  }

  it("a password change, on our route and on Better Auth's own", async () => {
    await expectCancelledBy("password-changed", async (dad) => {
      const response = await dad.post("/api/account/password", {
        currentPassword: TEST_PASSWORD,
        newPassword: "Another-Pass-77",
        confirmPassword: "Another-Pass-77",
      });
      expect(response.statusCode).toBe(200);
      return signIn(t, dad.email, "Another-Pass-77");
    });
    await expectCancelledBy("password-changed", async (dad) => {
      const response = await dad.post("/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: "Another-Pass-77" });
      expect(response.statusCode).toBe(200);
      return signIn(t, dad.email, "Another-Pass-77");
    });
  });

  it("sign out everywhere, on our route and on Better Auth's own", async () => {
    await expectCancelledBy("signed-out-everywhere", async (dad) => {
      expect((await dad.post("/api/account/sessions/revoke-all")).statusCode).toBe(200);
      return signIn(t, dad.email, TEST_PASSWORD);
    });
    await expectCancelledBy("signed-out-everywhere", async (dad) => {
      expect((await dad.post("/api/auth/revoke-sessions", {})).statusCode).toBe(200);
      return signIn(t, dad.email, TEST_PASSWORD);
    });
  });

  it("a password reset", async () => {
    await expectCancelledBy("password-reset", async (dad) => {
      await requestPasswordReset(t, dad.email);
      const token = /reset-password\/([^?\s]+)/.exec((await newestMail(dad.email, "Reset your")) ?? "")?.[1] ?? "";
      const reset = await t.app.inject({
        method: "POST",
        url: "/api/accounts/reset-password",
        headers: { origin: TEST_ORIGIN },
        payload: { token, password: "Reset-New-Pass-5", confirmPassword: "Reset-New-Pass-5" },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      return signIn(t, dad.email, "Reset-New-Pass-5");
    });
  });

  it('"this wasn\'t me" from the old address, which also signs every device out; its link works once', async () => {
    let cancelLink: URL | undefined;
    await expectCancelledBy("not-me", async (dad) => {
      cancelLink = linkIn(await newestMail(dad.email, "is being changed"));
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/account/email/refuse",
        headers: { origin: TEST_ORIGIN },
        payload: { token: tokenOf(cancelLink) },
      });
      expect(refused.json()).toEqual({ message: accountMessages.emailChangeRefused });
      expect((await dad.get("/api/account")).statusCode).toBe(401);
      return signIn(t, dad.email, TEST_PASSWORD);
    });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/account/email/refuse",
      headers: { origin: TEST_ORIGIN },
      payload: { token: tokenOf(cancelLink ?? new URL("http://x/")) },
    });
    expect(again.statusCode).toBe(404);
  });

  it("the owner himself, from /account", async () => {
    await expectCancelledBy("by-owner", async (dad) => {
      expect((await dad.delete("/api/account/email")).json()).toEqual({ message: accountMessages.emailChangeCancelled });
      return undefined;
    });
  });
});
