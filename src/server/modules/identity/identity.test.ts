import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { familyLinks, mailOutbox, profiles, sessions, users } from "../../db/schema/index.ts";
import { messages } from "../../../shared/messages.ts";
import { TEST_ORIGIN, testAppForFile } from "../../../../tests/support/test-app.ts";
import { attemptSignIn, registerFamily, signIn, TEST_PASSWORD, uniqueEmail, requestPasswordReset } from "../../../../tests/support/actors.ts";

const t = testAppForFile();

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/accounts/register", headers: { origin: TEST_ORIGIN }, payload });

const validDad = () => ({ fullName: "John Carter", email: uniqueEmail("john"), password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe("registration", () => {
  it("creates a dad with his son and the family link, and signs the dad in", async () => {
    const dad = validDad();
    const response = await register({ ...dad, includeSon: true, sonFullName: "Luke Carter", sonPassword: "Another-Pass-9", sonAgeBand: "13_plus" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(messages.registrationSuccess);
    expect(body.user).toMatchObject({ email: dad.email, fullName: "John Carter", role: "dad", isGlobalAdmin: false });
    expect(body.sonEmail).toMatch(/^luke\.[a-z2-9]{6}@family\.strongbond\.invalid$/);
    expect(body.sonConfirmationPending).toBe(false);

    const cookie = [response.headers["set-cookie"]]
      .flat()
      .map((c) => String(c).split(";")[0])
      .join("; ");
    const session = await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
    expect(session.json().user.email).toBe(dad.email);

    const [link] = await t.db.select().from(familyLinks).where(eq(familyLinks.dadId, body.user.id));
    expect(link?.consentRecordedAt).toBeInstanceOf(Date);
    const son = await signIn(t, body.sonEmail, "Another-Pass-9");
    expect((await son.get("/api/session")).json().user).toMatchObject({ role: "son", fullName: "Luke Carter" });
  });

  it("generates an unguessable address: a second son with the same name gets another one, neither from his surname", async () => {
    const first = await register({ ...validDad(), includeSon: true, sonFullName: "Peter Pan", sonPassword: "Another-Pass-9", sonAgeBand: "13_plus" });
    const second = await register({ ...validDad(), includeSon: true, sonFullName: "Peter  Pan", sonPassword: "Another-Pass-9", sonAgeBand: "13_plus" });
    expect(first.json().sonEmail).toMatch(/^peter\.[a-z2-9]{6}@family\.strongbond\.invalid$/);
    expect(second.json().sonEmail).toMatch(/^peter\.[a-z2-9]{6}@family\.strongbond\.invalid$/);
    expect(first.json().sonEmail).not.toBe(second.json().sonEmail);
    // The review's probe: the name-based address is not an account.
    const probe = await register({ ...validDad(), email: "peter.pan@family.strongbond.app" });
    expect(probe.statusCode).toBe(201);
  });

  it.each([
    [{ confirmPassword: "Different-Pass-1" }, "confirmPassword", messages.passwordsDoNotMatch],
    [{ password: "short", confirmPassword: "short" }, "password", messages.passwordTooShort],
    [{ password: "password123", confirmPassword: "password123" }, "password", messages.passwordTooCommon],
    [{ fullName: "" }, "fullName", "Full name is required"],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ includeSon: true, sonFullName: "Kid", sonPassword: "short" }, "sonPassword", messages.sonPasswordTooShort],
    [{ includeSon: true, sonPassword: "Another-Pass-9", sonAgeBand: "13_plus" }, "sonFullName", "Son's full name is required"],
    // No default age: the dad chooses it (a missing or empty choice is refused, nothing is written).
    [{ includeSon: true, sonFullName: "Kid", sonPassword: "Another-Pass-9" }, "sonAgeBand", "Please choose your son's age"],
    [{ includeSon: true, sonFullName: "Kid", sonPassword: "Another-Pass-9", sonAgeBand: "" }, "sonAgeBand", "Please choose your son's age"],
  ])("refuses %o with a field message and writes nothing", async (override, field, message) => {
    const before = await userCount();
    const response = await register({ ...validDad(), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it("refuses an email that is already registered", async () => {
    const dad = validDad();
    expect((await register(dad)).statusCode).toBe(201);
    const again = await register({ ...validDad(), email: dad.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.emailAlreadyRegistered);
  });

  it("creates neither account when the son's email is taken (atomic)", async () => {
    const existing = validDad();
    await register(existing);
    const before = await userCount();
    const dad = validDad();
    const response = await register({
      ...dad,
      includeSon: true,
      sonFullName: "Tim",
      sonEmail: existing.email,
      sonPassword: "Another-Pass-9",
      sonAgeBand: "13_plus",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(messages.sonEmailAlreadyRegistered);
    expect(await userCount()).toBe(before);
    expect(await t.db.select().from(users).where(eq(users.email, dad.email))).toHaveLength(0);
  });

  it("creates neither account when two registrations race for the same address", async () => {
    const dad = validDad();
    const results = await Promise.all([register(dad), register({ ...dad, fullName: "Other" })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(users).where(eq(users.email, dad.email))).toHaveLength(1);
  });
});

describe("sign in and sessions", () => {
  it("refuses a wrong password with Better Auth's code (the screen shows the spec's message)", async () => {
    const { dad } = await registerFamily(t);
    const response = await attemptSignIn(t, dad.email, "Wrong-Password-1");
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("never hands the session token to browser scripts (only the httpOnly cookie carries it)", async () => {
    const { dad } = await registerFamily(t);
    const signInBody = await attemptSignIn(t, dad.email, TEST_PASSWORD);
    expect(signInBody.statusCode).toBe(200);
    expect(signInBody.json().user.email).toBe(dad.email);
    expect(signInBody.body).not.toMatch(/"token"/);
    const cookie = String([signInBody.headers["set-cookie"]].flat()[0]);
    expect(cookie).toMatch(/HttpOnly/i);
    const session = await dad.get("/api/auth/get-session");
    expect(session.json().session.userId).toBe(dad.id);
    expect(session.body).not.toMatch(/"token"/);
    const list = await dad.get("/api/auth/list-sessions");
    expect(list.json().length).toBeGreaterThan(0);
    expect(list.body).not.toMatch(/"token"/);
  });

  it("signs out and the cookie no longer works", async () => {
    const { dad } = await registerFamily(t);
    expect((await dad.get("/api/session")).json().user).not.toBeNull();
    const out = await dad.post("/api/auth/sign-out", {});
    expect(out.statusCode).toBe(200);
    expect((await dad.get("/api/session")).json().user).toBeNull();
  });

  it("ends a session past its 30-day absolute lifetime even while it keeps being used", async () => {
    const { dad } = await registerFamily(t);
    expect((await dad.get("/api/session")).json().user).not.toBeNull();
    // Registration signed him in once and the harness once more: two sessions, both 31 days old now.
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, dad.id));
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, dad.id));
    expect((await dad.get("/api/session")).json().user).toBeNull();
    // The session behind his cookie is gone for good, not just refused once.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, dad.id))).toHaveLength(before.length - 1);
    expect((await dad.get("/api/session")).json().user).toBeNull();
  });

  it("creates a missing profile from the account with the default role dad", async () => {
    const { dad } = await registerFamily(t);
    await t.db.delete(profiles).where(eq(profiles.id, dad.id));
    const session = await dad.get("/api/session");
    expect(session.json().user).toMatchObject({ role: "dad", fullName: "Test Dad" });
  });
});

describe("password reset", () => {
  const requestReset = (email: string) => requestPasswordReset(t, email);
  /** Sets a new password with a reset token, typed twice as the reset page sends it. */
  const resetPassword = (token: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/accounts/reset-password",
      headers: { origin: TEST_ORIGIN },
      payload: { token, password, confirmPassword: password },
    });

  it("answers the same whether or not the account exists (no enumeration), and mails only real accounts", async () => {
    const { dad } = await registerFamily(t);
    const known = await requestReset(dad.email);
    const unknown = await requestReset(uniqueEmail("nobody"));
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    await t.settleMail();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, dad.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("/api/auth/reset-password/");
  });

  it("sets a new password with the mailed token, signs out other sessions, and refuses reuse", async () => {
    const { dad } = await registerFamily(t);
    await requestReset(dad.email);
    await t.settleMail();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, dad.email));
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    const follow = await t.app.inject({ method: "GET", url: new URL(link).pathname + new URL(link).search });
    expect(follow.statusCode).toBe(302);
    const target = new URL(String(follow.headers.location), TEST_ORIGIN);
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token") ?? "";
    expect((await t.app.inject({ method: "GET", url: `/api/accounts/reset-password/check?token=${token}` })).json()).toEqual({ valid: true });

    const weak = await resetPassword(token, "12345678");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toBe(messages.passwordTooCommon);

    const ok = await resetPassword(token, "Brand-New-Pass-7");
    expect(ok.json()).toEqual({ message: messages.passwordUpdated });
    expect((await dad.get("/api/session")).json().user).toBeNull();
    await expect(signIn(t, dad.email, TEST_PASSWORD)).rejects.toThrow();
    await signIn(t, dad.email, "Brand-New-Pass-7");

    const reuse = await resetPassword(token, "Other-New-Pass-8");
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.message).toBe(messages.resetLinkInvalid);
  });

  it("refuses an oversized token as a field error before looking it up", async () => {
    const response = await resetPassword("x".repeat(10_000), "Brand-New-Pass-7");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ token: messages.resetLinkInvalid });
  });
});

describe("the password policy holds on Better Auth's own endpoints too", () => {
  it("refuses a common password sent straight to /api/auth/reset-password and keeps the old one", async () => {
    const { dad } = await registerFamily(t);
    await requestPasswordReset(t, dad.email);
    await t.settleMail();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, dad.email));
    const token = mail?.text.match(/reset-password\/([^?\s]+)/)?.[1] ?? "";
    expect(token).not.toBe("");
    const direct = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword: "password123" },
    });
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toBe(messages.passwordTooCommon);
    await signIn(t, dad.email, TEST_PASSWORD);
  });

  it("refuses a common password on /api/auth/change-password", async () => {
    const { dad } = await registerFamily(t);
    const change = await dad.post("/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: "iloveyou1" });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(messages.passwordTooCommon);
    await signIn(t, dad.email, TEST_PASSWORD);
  });
});

describe("API basics", () => {
  it("answers unknown API paths with JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });

  it("serves the OpenAPI document, health and readiness", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(doc.json().paths["/api/accounts/register"]).toBeDefined();
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("sends security headers with a CSP that forbids inline script", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/session" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses malformed JSON with 400, not 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/accounts/register",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
  });
});
