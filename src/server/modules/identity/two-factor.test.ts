// Two-factor sign-in (required for staff), sign-in by e-mail code, bearer tokens and JWKS.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { mailOutbox, users } from "../../db/schema/index.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../tests/support/test-app.ts";
import {
  createGlobalAdmin,
  createOrganizationAdmin,
  enableTwoFactor,
  registerDad,
  signIn,
  signInWithTwoFactor,
  TEST_PASSWORD,
  uniqueEmail,
} from "../../../../tests/support/actors.ts";
import { freshTotpCode, totpCode } from "../../../../tests/support/totp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The clock moved to the next 30-second step: a code works once, so a third code in one step needs a later one. */
function nextTotpStep(): void {
  const next = Date.now() + 30_000;
  if (vi.isFakeTimers()) vi.setSystemTime(next);
  else vi.useFakeTimers({ toFake: ["Date"], now: next });
}

function cookiesOf(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers["set-cookie"];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === "string" ? [raw] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url, headers: { origin: TEST_ORIGIN, ...headers }, payload: payload as Record<string, unknown> });
}

async function sessionUser(headers: Record<string, string>) {
  const response = await t.app.inject({ method: "GET", url: "/api/session", headers });
  return response.json<{ user: { id: string } | null }>().user;
}

/** The six-digit code of the newest sign-in mail to this address (mail is delivered by the queue). */
async function latestSignInCode(to: string): Promise<string | undefined> {
  await t.settleMail();
  const [mail] = await t.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, "Your StrongBond sign-in code")))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail ? /code is (\d{6})/.exec(mail.text)?.[1] : undefined;
}

describe("two-factor is required for staff", () => {
  it("a global admin without it gets 403 TWO_FACTOR_REQUIRED on /api/admin/*, and gets in once it is on", async () => {
    const admin = await createGlobalAdmin(t, { twoFactor: false });
    for (const url of ["/api/admin/dashboard", "/api/admin/users"]) {
      const refused = await admin.get(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("TWO_FACTOR_REQUIRED");
    }
    const withTwoFactor = await enableTwoFactor(t, admin);
    expect((await withTwoFactor.get("/api/admin/dashboard")).statusCode).toBe(200);
    // The old session (before two-factor) was replaced by the verify step.
    expect(await sessionUser({ cookie: admin.cookie })).toBeNull();
  });

  it("an organization owner without it is refused on his organization's pages and payments; a dad is not asked", async () => {
    const owner = await createOrganizationAdmin(t);
    expect((await owner.get("/api/organizations/mine")).statusCode).toBe(200);
    await t.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, owner.id));
    const page = await owner.get("/api/organizations/mine");
    expect(page.statusCode).toBe(403);
    expect(page.json().error.code).toBe("TWO_FACTOR_REQUIRED");
    const purchases = await owner.get(`/api/stripe/organizations/${owner.organizationId}/purchases`);
    expect(purchases.statusCode).toBe(403);
    const dad = await registerDad(t);
    expect((await dad.get("/api/dashboard")).statusCode).toBe(200);
  });
});

describe("setting two-factor up, signing in with it, turning it off", () => {
  it("enable needs the right password and writes nothing otherwise; a wrong first code leaves it off", async () => {
    const dad = await registerDad(t);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, dad.id));
    const wrong = await dad.post("/api/auth/two-factor/enable", { password: "not-the-password" });
    expect(wrong.statusCode).toBe(400);
    const missing = await dad.post("/api/auth/two-factor/enable", {});
    expect(missing.statusCode).toBe(400);
    const started = await dad.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD });
    expect(started.statusCode).toBe(200);
    const body = started.json<{ totpURI: string; backupCodes: string[] }>();
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/StrongBond:/);
    expect(body.backupCodes).toHaveLength(10);
    expect((await dad.post("/api/auth/two-factor/verify-totp", { code: "000000" })).statusCode).toBe(401);
    const [row] = await t.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, dad.id));
    expect(row?.on).toBe(false);
  });

  it("password sign-in becomes a challenge with no session; the code (or a backup code, once) completes it", async () => {
    const dad = await enableTwoFactor(t, await registerDad(t));
    const first = await post("/api/auth/sign-in/email", { email: dad.email, password: TEST_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await sessionUser({ cookie: cookiesOf(first) })).toBeNull();

    const wrongCode = await post("/api/auth/two-factor/verify-totp", { code: "123456" }, { cookie: cookiesOf(first) });
    expect(wrongCode.statusCode).toBe(401);
    const good = await post("/api/auth/two-factor/verify-totp", { code: await freshTotpCode(dad.totpSecret) }, { cookie: cookiesOf(first) });
    expect(good.statusCode).toBe(200);
    expect((await sessionUser({ cookie: cookiesOf(good) }))?.id).toBe(dad.id);

    const backup = dad.backupCodes[0] ?? "";
    const second = await post("/api/auth/sign-in/email", { email: dad.email, password: TEST_PASSWORD });
    const byBackup = await post("/api/auth/two-factor/verify-backup-code", { code: backup }, { cookie: cookiesOf(second) });
    expect(byBackup.statusCode).toBe(200);
    const third = await post("/api/auth/sign-in/email", { email: dad.email, password: TEST_PASSWORD });
    const again = await post("/api/auth/two-factor/verify-backup-code", { code: backup }, { cookie: cookiesOf(third) });
    expect(again.statusCode).toBe(401);
    // Asking to trust the device changes nothing: the next sign-in is a challenge again.
    nextTotpStep();
    const fourth = await post("/api/auth/sign-in/email", { email: dad.email, password: TEST_PASSWORD });
    const trusted = await post(
      "/api/auth/two-factor/verify-totp",
      { code: await freshTotpCode(dad.totpSecret), trustDevice: true },
      { cookie: cookiesOf(fourth) },
    );
    expect(trusted.statusCode).toBe(200);
    const fifth = await post("/api/auth/sign-in/email", { email: dad.email, password: TEST_PASSWORD }, { cookie: cookiesOf(trusted) });
    expect(fifth.json()).toMatchObject({ twoFactorRedirect: true });
  });

  // ASVS 6.5: Better Auth alone lets the same code sign in twice within its 90-second window.
  it("a code works once: the enrolment code and a sign-in code are refused when sent again", async () => {
    const dad = await registerDad(t);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, dad.id));
    const started = await dad.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD });
    const secret = new URL(started.json<{ totpURI: string }>().totpURI).searchParams.get("secret") ?? "";
    const enrolment = totpCode(secret);
    expect((await dad.post("/api/auth/two-factor/verify-totp", { code: enrolment })).statusCode).toBe(200);

    const challenge = async () => cookiesOf(await post("/api/auth/sign-in/email", { email: dad.email, password: TEST_PASSWORD }));
    const replayed = await post("/api/auth/two-factor/verify-totp", { code: enrolment }, { cookie: await challenge() });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: "TOTP_CODE_USED" });
    expect(await sessionUser({ cookie: cookiesOf(replayed) })).toBeNull();

    const next = totpCode(secret, Date.now(), 1);
    const first = await post("/api/auth/two-factor/verify-totp", { code: next }, { cookie: await challenge() });
    expect(first.statusCode).toBe(200);
    const second = await post("/api/auth/two-factor/verify-totp", { code: next }, { cookie: await challenge() });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ code: "TOTP_CODE_USED" });
    // An older step than the last one used is refused too; the next step's code works once the clock gets there.
    nextTotpStep();
    expect((await post("/api/auth/two-factor/verify-totp", { code: enrolment }, { cookie: await challenge() })).statusCode).toBe(401);
    nextTotpStep();
    expect((await post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) }, { cookie: await challenge() })).statusCode).toBe(200);
  });

  it("new backup codes and turning it off both need the password", async () => {
    const dad = await enableTwoFactor(t, await registerDad(t));
    expect((await dad.post("/api/auth/two-factor/generate-backup-codes", { password: "wrong-password-1" })).statusCode).toBe(400);
    const fresh = await dad.post("/api/auth/two-factor/generate-backup-codes", { password: TEST_PASSWORD });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<{ backupCodes: string[] }>().backupCodes).toHaveLength(10);
    expect((await dad.post("/api/auth/two-factor/disable", { password: "wrong-password-1" })).statusCode).toBe(400);
    const off = await dad.post("/api/auth/two-factor/disable", { password: TEST_PASSWORD });
    expect(off.statusCode).toBe(200);
    expect((await signIn(t, dad.email, TEST_PASSWORD)).id).toBe(dad.id);
  });
});

describe("sign-in with a code by e-mail", () => {
  it("signs a dad in with the mailed code, once", async () => {
    const dad = await registerDad(t);
    const sent = await post("/api/auth/email-otp/send-verification-otp", { email: dad.email, type: "sign-in" });
    expect(sent.statusCode).toBe(200);
    const code = await latestSignInCode(dad.email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post("/api/auth/sign-in/email-otp", { email: dad.email, otp: code === "000000" ? "111111" : "000000" });
    expect(wrong.statusCode).toBe(400);
    const signedIn = await post("/api/auth/sign-in/email-otp", { email: dad.email, otp: code });
    expect(signedIn.statusCode).toBe(200);
    expect((await sessionUser({ cookie: cookiesOf(signedIn) }))?.id).toBe(dad.id);
    expect(signedIn.json()).not.toHaveProperty("token");
    expect((await post("/api/auth/sign-in/email-otp", { email: dad.email, otp: code })).statusCode).toBe(400);
  });

  it("answers an unknown address exactly as a known one, and mails nothing", async () => {
    const dad = await registerDad(t);
    const unknown = uniqueEmail("nobody");
    const known = await post("/api/auth/email-otp/send-verification-otp", { email: dad.email, type: "sign-in" });
    const missing = await post("/api/auth/email-otp/send-verification-otp", { email: unknown, type: "sign-in" });
    expect([missing.statusCode, missing.body]).toEqual([known.statusCode, known.body]);
    expect(await latestSignInCode(unknown)).toBeUndefined();
    const guess = await post("/api/auth/sign-in/email-otp", { email: unknown, otp: "123456" });
    const wrong = await post("/api/auth/sign-in/email-otp", { email: dad.email, otp: "999999" });
    expect(guess.statusCode).toBe(wrong.statusCode);
    expect(guess.json().code ?? guess.json().error?.code).toBe(wrong.json().code ?? wrong.json().error?.code);
  });

  it("never lets a two-factor account skip its second factor: a right code gets 403 and no session", async () => {
    const dad = await enableTwoFactor(t, await registerDad(t));
    await post("/api/auth/email-otp/send-verification-otp", { email: dad.email, type: "sign-in" });
    const code = await latestSignInCode(dad.email);
    const refused = await post("/api/auth/sign-in/email-otp", { email: dad.email, otp: code });
    expect(refused.statusCode).toBe(403);
    expect(JSON.stringify(refused.json())).toContain("TWO_FACTOR_PASSWORD_SIGN_IN");
    expect(await sessionUser({ cookie: cookiesOf(refused) })).toBeNull();
    // And a bearer token cannot be had without the challenge either: the challenge answer carries none.
    const challenge = await post("/api/auth/sign-in/email", { email: dad.email, password: TEST_PASSWORD }, { "x-strongbond-token": "1" });
    expect(challenge.headers["set-auth-token"]).toBeUndefined();
  });

  it("only the sign-in part of the plugin is reachable; other code types are refused", async () => {
    const dad = await registerDad(t);
    const other = await post("/api/auth/email-otp/send-verification-otp", { email: dad.email, type: "forget-password" });
    expect(other.statusCode).toBe(400);
    for (const url of [
      "/api/auth/email-otp/reset-password",
      "/api/auth/email-otp/verify-email",
      "/api/auth/forget-password/email-otp",
      "/api/auth/email-otp/request-email-change",
    ]) {
      expect((await post(url, { email: dad.email, otp: "123456", password: "Another-Pass-99" })).statusCode, url).toBe(404);
    }
  });
});

describe("tokens for other clients", () => {
  it("a bearer token is given only on request, works on /api/*, and dies with the session", async () => {
    const dad = await registerDad(t);
    const browser = await post("/api/auth/sign-in/email", { email: dad.email, password: TEST_PASSWORD });
    expect(browser.headers["set-auth-token"]).toBeUndefined();
    const client = await post("/api/auth/sign-in/email", { email: dad.email, password: TEST_PASSWORD }, { "x-strongbond-token": "1" });
    const token = String(client.headers["set-auth-token"] ?? "");
    expect(token).toMatch(/\./);
    const bearer = { authorization: `Bearer ${token}` };
    expect((await sessionUser(bearer))?.id).toBe(dad.id);
    expect((await t.app.inject({ method: "GET", url: "/api/dashboard", headers: bearer })).statusCode).toBe(200);
    expect(await sessionUser({ authorization: `Bearer ${token.split(".")[0]}.forged` })).toBeNull();
    const out = await post("/api/auth/sign-out", {}, bearer);
    expect(out.statusCode).toBe(200);
    expect(await sessionUser(bearer)).toBeNull();
    expect((await t.app.inject({ method: "GET", url: "/api/dashboard", headers: bearer })).statusCode).toBe(401);
  });

  it("serves the JWKS at the site root, and a session's JWT names its key", async () => {
    const dad = await registerDad(t);
    const jwt = await dad.get("/api/auth/token");
    expect(jwt.statusCode).toBe(200);
    const token = jwt.json<{ token: string }>().token;
    const header = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString()) as { kid: string; alg: string };
    const jwks = await t.app.inject({ method: "GET", url: "/.well-known/jwks.json" });
    expect(jwks.statusCode).toBe(200);
    const keys = jwks.json<{ keys: { kid: string; d?: string }[] }>().keys;
    expect(keys.map((k) => k.kid)).toContain(header.kid);
    expect(keys.every((k) => k.d === undefined)).toBe(true);
    expect(header.alg).toBe("EdDSA");
    expect((await t.app.inject({ method: "GET", url: "/api/auth/token" })).statusCode).toBe(401);
    const spec = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const doc = spec.json<{ paths: Record<string, unknown>; components: { securitySchemes: Record<string, unknown> } }>();
    expect(Object.keys(doc.paths)).toContain("/.well-known/jwks.json");
    expect(doc.components.securitySchemes).toHaveProperty("bearerToken");
  });

  it("a two-factor admin's bearer token (after the challenge) passes the staff guard", async () => {
    const admin = await createGlobalAdmin(t);
    const first = await post("/api/auth/sign-in/email", { email: admin.email, password: TEST_PASSWORD }, { "x-strongbond-token": "1" });
    const verified = await post(
      "/api/auth/two-factor/verify-totp",
      { code: await freshTotpCode(admin.totpSecret) },
      { cookie: cookiesOf(first), "x-strongbond-token": "1" },
    );
    const token = String(verified.headers["set-auth-token"] ?? "");
    expect(token).not.toBe("");
    expect((await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    nextTotpStep();
    expect((await signInWithTwoFactor(t, admin.email, TEST_PASSWORD, admin.totpSecret)).id).toBe(admin.id);
  });
});

describe("rate limits in the database", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT: "1" });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("sending codes and trying codes are limited per address", async () => {
    const email = uniqueEmail("dad");
    const send = () =>
      limited.app.inject({
        method: "POST",
        url: "/api/auth/email-otp/send-verification-otp",
        headers: { origin: TEST_ORIGIN },
        payload: { email, type: "sign-in" },
      });
    const sends = [await send(), await send(), await send(), await send()].map((r) => r.statusCode);
    expect(sends).toEqual([200, 200, 200, 429]);
    const attempt = () =>
      limited.app.inject({ method: "POST", url: "/api/auth/sign-in/email-otp", headers: { origin: TEST_ORIGIN }, payload: { email, otp: "123456" } });
    const attempts: number[] = [];
    for (let i = 0; i < 6; i++) attempts.push((await attempt()).statusCode);
    expect(attempts.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(attempts[5]).toBe(429);
  });
});
