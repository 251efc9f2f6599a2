// Test factories: register families and sign in through the real HTTP API, then act with their cookies.
import crypto from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { desc, eq } from "drizzle-orm";
import { slugFromName } from "../../src/shared/slug.ts";
import { ensureGlobalAdmin } from "../../src/server/modules/identity/system-accounts.ts";
import { mailOutbox, organizationMembers, organizations, profiles, users } from "../../src/server/db/schema/index.ts";
import type { TestApp } from "./test-app.ts";
import { TEST_ORIGIN, withBrowserDefaults } from "./test-app.ts";
import { freshTotpCode, secretFromUri } from "./totp.ts";

export interface Actor {
  id: string;
  email: string;
  password: string;
  cookie: string;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}.${crypto.randomBytes(4).toString("hex")}@example.com`;
}

export const TEST_PASSWORD = "Correct-Horse-42";
/** The password a son of 13 or older chooses at his first sign-in (his dad typed TEST_PASSWORD for him). */
export const SON_OWN_PASSWORD = "Sons-Own-Horse-43";

function cookieHeader(response: LightMyRequestResponse): string {
  const raw = response.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

function actorFrom(t: TestApp, id: string, email: string, password: string, cookie: string): Actor {
  // The web app's defaults (trusted Origin, JSON) plus the session cookie; a header the test sets wins.
  const request = (options: InjectOptions) => t.rawInject(withBrowserDefaults({ ...options, headers: { cookie, ...(options.headers ?? {}) } }));
  return {
    id,
    email,
    password,
    cookie,
    request,
    get: (url) => request({ method: "GET", url }),
    post: (url, payload) => request({ method: "POST", url, payload: payload as InjectOptions["payload"] }),
    put: (url, payload) => request({ method: "PUT", url, payload: payload as InjectOptions["payload"] }),
    patch: (url, payload) => request({ method: "PATCH", url, payload: payload as InjectOptions["payload"] }),
    delete: (url, payload) => request({ method: "DELETE", url, payload: payload as InjectOptions["payload"] }),
  };
}

/** One sign-in attempt on Better Auth's real endpoint, as the web app sends it; the answer as it came (any status). */
export function attemptSignIn(t: TestApp, email: string, password: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
}

/** Asks Better Auth's real endpoint for a reset link to this address, as the reset page does; the answer as it came. */
export function requestPasswordReset(t: TestApp, email: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/request-password-reset",
    headers: { origin: TEST_ORIGIN },
    payload: { email, redirectTo: "/reset-password" },
  });
}

/**
 * Signs in through another Better Auth endpoint (a son's link or family sign-in name + PIN): the
 * answer, and the actor holding its session cookie when it succeeded.
 */
export async function signInAt(t: TestApp, url: string, payload: Record<string, unknown>): Promise<{ response: LightMyRequestResponse; actor: Actor | null }> {
  const response = await t.app.inject({ method: "POST", url, headers: { origin: TEST_ORIGIN }, payload });
  if (response.statusCode !== 200) return { response, actor: null };
  const body = response.json<{ user: { id: string } }>();
  return { response, actor: actorFrom(t, body.user.id, "", "", cookieHeader(response)) };
}

/** Signs in through Better Auth's real endpoint and returns an actor holding the session cookie. */
export async function signIn(t: TestApp, email: string, password: string): Promise<Actor> {
  const response = await attemptSignIn(t, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${response.statusCode} ${response.body}`);
  const body = response.json<{ user: { id: string } }>();
  return actorFrom(t, body.user.id, email, password, cookieHeader(response));
}

export interface Family {
  dad: Actor;
  son: Actor;
}

/** The one-time token of the latest family-link mail sent to this address (dev outbox), or undefined. */
export async function familyLinkToken(t: TestApp, to: string, notThis?: string): Promise<string | undefined> {
  // Mail is delivered by a queue after the answer: wait (up to 10 s) for it, or for a newer one than `notThis`.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [mail] = await t.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
    const token = mail ? /\/family\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
    if ((token && token !== notThis) || Date.now() > deadline) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * POST /api/accounts/register of a dad with his son, as the form sends it: the passwords are TEST_PASSWORD and the
 * son is 13 or older unless `fields` says otherwise. Answered as is.
 */
export function postRegistrationWithSon(t: TestApp, fields: Record<string, unknown> & { fullName: string; email: string; sonFullName: string }) {
  return t.app.inject({
    method: "POST",
    url: "/api/accounts/register",
    headers: { origin: TEST_ORIGIN },
    payload: { password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, includeSon: true, sonPassword: TEST_PASSWORD, sonAgeBand: "13_plus", ...fields },
  });
}

/**
 * Registers a dad with his son through the API and signs both in. The son's typed address is confirmed from
 * its mail, as its holder would, unless `confirm: false`.
 */
export async function registerFamily(
  t: TestApp,
  opts: { dadName?: string; sonName?: string; sonEmail?: string; confirm?: boolean; sonAgeBand?: "under_13" | "13_plus" } = {},
): Promise<Family> {
  const email = uniqueEmail("dad");
  const sonEmail = opts.sonEmail ?? uniqueEmail("son");
  const response = await postRegistrationWithSon(t, {
    fullName: opts.dadName ?? "Test Dad",
    email,
    sonFullName: opts.sonName ?? "Test Son",
    sonEmail,
    sonAgeBand: opts.sonAgeBand ?? "13_plus",
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  if (opts.confirm !== false) {
    const token = await familyLinkToken(t, sonEmail);
    const confirmed = await t.app.inject({ method: "POST", url: "/api/family/link/confirm", headers: { origin: TEST_ORIGIN }, payload: { token } });
    if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
  }
  return { dad: await signIn(t, email, TEST_PASSWORD), son: await signInSonFirstTime(t, sonEmail, TEST_PASSWORD) };
}

/**
 * A son's first sign-in with the password his dad typed: a son of 13 or older is sent to choose his
 * own (`POST /api/account/password`, as /account does) and signs in with it; a younger son keeps his dad's.
 */
export async function signInSonFirstTime(t: TestApp, email: string, dadsPassword: string, ownPassword = SON_OWN_PASSWORD): Promise<Actor> {
  const son = await signIn(t, email, dadsPassword);
  const session = await son.get("/api/session");
  if (session.json<{ user: { mustChoosePassword?: boolean } | null }>().user?.mustChoosePassword !== true) return son;
  const chosen = await son.post("/api/account/password", { currentPassword: dadsPassword, newPassword: ownPassword, confirmPassword: ownPassword });
  if (chosen.statusCode !== 200) throw new Error(`choosing his own password failed: ${chosen.statusCode} ${chosen.body}`);
  return signIn(t, email, ownPassword);
}

/** Registers a dad alone (no son) and signs him in. */
export async function registerDad(t: TestApp, fullName = "Solo Dad"): Promise<Actor> {
  const email = uniqueEmail("dad");
  const response = await t.app.inject({
    method: "POST",
    url: "/api/accounts/register",
    headers: { origin: TEST_ORIGIN },
    payload: { fullName, email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, includeSon: false },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return signIn(t, email, TEST_PASSWORD);
}

export interface TwoFactorActor extends Actor {
  /** The base32 TOTP secret (what the QR code carries): `freshTotpCode(actor.totpSecret)` gives an unused code. */
  totpSecret: string;
  backupCodes: string[];
}

/**
 * Turns two-factor sign-in on for a signed-in actor through the real endpoints (enable with the password,
 * then verify a code), as the set-up screen does, and returns the actor on the new session it gets.
 */
export async function enableTwoFactor(t: TestApp, actor: Actor): Promise<TwoFactorActor> {
  // Two-factor needs a proven address: the owner opened his verification link.
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, actor.id));
  const enabled = await actor.post("/api/auth/two-factor/enable", { password: actor.password });
  if (enabled.statusCode !== 200) throw new Error(`2FA enable failed: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const totpSecret = secretFromUri(totpURI);
  const verified = await actor.post("/api/auth/two-factor/verify-totp", { code: await freshTotpCode(totpSecret) });
  if (verified.statusCode !== 200) throw new Error(`2FA verify failed: ${verified.statusCode} ${verified.body}`);
  return { ...actorFrom(t, actor.id, actor.email, actor.password, cookieHeader(verified)), totpSecret, backupCodes };
}

/** Password sign-in of a two-factor account: the challenge answered with the current TOTP code. */
export async function signInWithTwoFactor(t: TestApp, email: string, password: string, totpSecret: string): Promise<Actor> {
  const first = await t.app.inject({ method: "POST", url: "/api/auth/sign-in/email", headers: { origin: TEST_ORIGIN }, payload: { email, password } });
  if (first.statusCode !== 200 || first.json<{ twoFactorRedirect?: boolean }>().twoFactorRedirect !== true) {
    throw new Error(`expected a two-factor challenge for ${email}: ${first.statusCode} ${first.body}`);
  }
  const verified = await t.app.inject({
    method: "POST",
    url: "/api/auth/two-factor/verify-totp",
    headers: { origin: TEST_ORIGIN, cookie: cookieHeader(first) },
    payload: { code: await freshTotpCode(totpSecret) },
  });
  if (verified.statusCode !== 200) throw new Error(`2FA verify failed: ${verified.statusCode} ${verified.body}`);
  return actorFrom(t, verified.json<{ user: { id: string } }>().user.id, email, password, cookieHeader(verified));
}

/**
 * A global admin (an admin with no organization), signed in. Two-factor is on (required for staff,
 * whose powers reach every family) unless `twoFactor: false`, for tests of what happens before it is set up.
 */
export async function createGlobalAdmin(t: TestApp, opts: { twoFactor?: boolean } = {}): Promise<TwoFactorActor> {
  const email = uniqueEmail("admin");
  await ensureGlobalAdmin(t.db, { email, password: TEST_PASSWORD, fullName: "Global Admin" });
  const actor = await signIn(t, email, TEST_PASSWORD);
  if (opts.twoFactor === false) return { ...actor, totpSecret: "", backupCodes: [] };
  return enableTwoFactor(t, actor);
}

/** An organization admin: an admin who owns an organization. */
export async function createOrganizationAdmin(t: TestApp, orgName = "Test Ministry"): Promise<TwoFactorActor & { organizationId: number }> {
  const admin = await createGlobalAdmin(t);
  const [org] = await t.db
    .insert(organizations)
    .values({ name: orgName, slug: `${slugFromName(orgName)}-${crypto.randomUUID().slice(0, 8)}`, createdBy: admin.id })
    .returning({ id: organizations.id });
  if (!org) throw new Error("organization not created");
  await t.db.update(profiles).set({ organizationId: org.id }).where(eq(profiles.id, admin.id));
  await t.db.insert(organizationMembers).values({ organizationId: org.id, userId: admin.id, role: "owner" });
  return { ...admin, organizationId: org.id };
}
