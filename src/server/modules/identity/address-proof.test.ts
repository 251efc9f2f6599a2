// Two-factor only on a proven address, so a squatter cannot lock out its holder; the holder proving control of the address
// (reset link, e-mail code, "this isn't me") removes a squatter's two-factor and sessions.
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { familyLinks, mailOutbox, organizationFamilyInvitations, organizations, sessions, twoFactors, users } from "../../db/schema/index.ts";
import { familyText, type TFamilyResponse } from "../../../shared/schemas/family.ts";
import { TEST_ORIGIN, testAppForFile } from "../../../../tests/support/test-app.ts";
import {
  attemptSignIn,
  enableTwoFactor,
  familyLinkToken,
  registerDad,
  signIn,
  signInSonFirstTime,
  SON_OWN_PASSWORD,
  TEST_PASSWORD,
  uniqueEmail,
  type Actor,
  postRegistrationWithSon,
} from "../../../../tests/support/actors.ts";

const t = testAppForFile();

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: "POST", url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });

async function newestMailText(to: string, subject: string): Promise<string> {
  await t.settleMail();
  const [mail] = await t.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, subject)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail?.text ?? "";
}

async function accountState(userId: string) {
  const [user] = await t.db.select({ verified: users.emailVerified, twoFactor: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  const secrets = await t.db.select({ id: twoFactors.id }).from(twoFactors).where(eq(twoFactors.userId, userId));
  const live = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return { verified: user?.verified, twoFactor: user?.twoFactor, secrets: secrets.length, sessions: live.length };
}

/**
 * The state a squatter would reach if enrolment did not need a proven address: two-factor on an address nobody
 * proved. (Enrolment on an unproven address is refused, so the test builds it the only way it can: enrolled, then the
 * address marked unproven.)
 */
async function squattedAccount(): Promise<Actor> {
  const squatter = await enableTwoFactor(t, await registerDad(t, "Squatter"));
  await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, squatter.id));
  return squatter;
}

describe("two-factor needs a proven address", () => {
  it("an account registered while verification is off has an unproven address and cannot turn two-factor on", async () => {
    const dad = await registerDad(t);
    expect((await accountState(dad.id)).verified).toBe(false);
    const refused = await dad.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(await accountState(dad.id)).toMatchObject({ twoFactor: false, secrets: 0 });
  });

  it("a son's address his dad typed (not confirmed by its holder) cannot turn two-factor on", async () => {
    const dad = await registerDad(t);
    const sonEmail = uniqueEmail("stranger");
    expect(
      (await dad.post("/api/family/sons", { fullName: "Typed Son", email: sonEmail, password: TEST_PASSWORD, ageBand: "13_plus", consent: true })).statusCode,
    ).toBe(201);
    const son = await signIn(t, sonEmail, TEST_PASSWORD);
    expect((await son.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD })).statusCode).toBe(403);
  });
});

describe("the holder proving control of the address removes a squatter's two-factor and sessions", () => {
  it("a password reset link", async () => {
    const squatter = await squattedAccount();
    await post("/api/auth/request-password-reset", { email: squatter.email, redirectTo: "/reset-password" });
    const token = /reset-password\/([^?\s]+)/.exec(await newestMailText(squatter.email, "Reset your StrongBond password"))?.[1] ?? "";
    const reset = await post("/api/accounts/reset-password", { token, password: "Holder-Pass-2026", confirmPassword: "Holder-Pass-2026" });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await accountState(squatter.id)).toEqual({ verified: true, twoFactor: false, secrets: 0, sessions: 0 });
    // The holder signs in without meeting the squatter's two-factor challenge.
    const holder = await post("/api/auth/sign-in/email", { email: squatter.email, password: "Holder-Pass-2026" });
    expect(holder.json()).not.toHaveProperty("twoFactorRedirect", true);
    expect(holder.json()).toMatchObject({ user: { id: squatter.id } });
  });

  it("a sign-in code mailed to the address", async () => {
    const squatter = await squattedAccount();
    await post("/api/auth/email-otp/send-verification-otp", { email: squatter.email, type: "sign-in" });
    const otp = /code is (\d{6})/.exec(await newestMailText(squatter.email, "Your StrongBond sign-in code"))?.[1] ?? "";
    const signedIn = await post("/api/auth/sign-in/email-otp", { email: squatter.email, otp });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await accountState(squatter.id)).toMatchObject({ verified: true, twoFactor: false, secrets: 0, sessions: 1 });
    expect((await squatter.get("/api/account")).statusCode).toBe(401);
  });

  it("the verification link mailed to the address", async () => {
    const squatter = await squattedAccount();
    await post("/api/auth/send-verification-email", { email: squatter.email, callbackURL: "/login?verified=1" });
    const link = new URL(/https?:\/\/\S+/.exec(await newestMailText(squatter.email, "Confirm your StrongBond email address"))?.[0] ?? "http://invalid/");
    const opened = await t.app.inject({ method: "GET", url: link.pathname + link.search, headers: { origin: TEST_ORIGIN } });
    expect(opened.statusCode).toBe(302);
    expect(await accountState(squatter.id)).toEqual({ verified: true, twoFactor: false, secrets: 0, sessions: 0 });
  });

  it('"this isn\'t me" on the family-link mail', async () => {
    const dad = await registerDad(t);
    const sonEmail = uniqueEmail("stranger");
    await dad.post("/api/family/sons", { fullName: "Typed Son", email: sonEmail, password: TEST_PASSWORD, ageBand: "13_plus", consent: true });
    const son = await signIn(t, sonEmail, TEST_PASSWORD);
    // The squat the proof guards against: two-factor on the stranger's unproven address.
    await enableTwoFactor(t, son);
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, son.id));
    const token = await familyLinkToken(t, sonEmail);
    expect((await post("/api/family/link/refuse", { token })).statusCode).toBe(200);
    expect(await accountState(son.id)).toEqual({ verified: true, twoFactor: false, secrets: 0, sessions: 0 });
  });

  it("keeps the two-factor of an account whose address was proven when it was set up (a reset by its owner)", async () => {
    const owner = await enableTwoFactor(t, await registerDad(t));
    await post("/api/auth/request-password-reset", { email: owner.email, redirectTo: "/reset-password" });
    const token = /reset-password\/([^?\s]+)/.exec(await newestMailText(owner.email, "Reset your StrongBond password"))?.[1] ?? "";
    expect((await post("/api/accounts/reset-password", { token, password: "Owner-Pass-2026", confirmPassword: "Owner-Pass-2026" })).statusCode).toBe(200);
    expect(await accountState(owner.id)).toMatchObject({ verified: true, twoFactor: true, secrets: 1 });
    expect((await post("/api/auth/sign-in/email", { email: owner.email, password: "Owner-Pass-2026" })).json()).toMatchObject({ twoFactorRedirect: true });
  });
});

describe("the holder proving the address takes back what the unproven period made", () => {
  /** A squatter registers a stranger's address "with my son" (a generated address: his link is confirmed at once). */
  async function squatWithSon() {
    const address = uniqueEmail("stranger");
    const registered = await postRegistrationWithSon(t, { fullName: "Not The Owner", email: address, sonFullName: "Planted Son" });
    expect(registered.statusCode, registered.body).toBe(201);
    const signInEmail = registered.json<{ sonEmail: string }>().sonEmail;
    const squatter = await signIn(t, address, TEST_PASSWORD);
    const son = await signInSonFirstTime(t, signInEmail, TEST_PASSWORD);
    const [sonRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, signInEmail));
    // An invitation the squatter sent in the owner's name.
    const [org] = await t.db
      .insert(organizations)
      .values({ name: "Squat Church", slug: `squat-${squatter.id.slice(0, 8)}`, createdBy: squatter.id })
      .returning({ id: organizations.id });
    await t.db.insert(organizationFamilyInvitations).values({
      organizationId: org?.id ?? 0,
      email: uniqueEmail("invited"),
      tokenHash: `squat-${squatter.id}`,
      invitedBy: squatter.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return { address, squatter, son, sonId: sonRow?.id ?? "", signInEmail };
  }

  async function ownerResets(address: string): Promise<Actor> {
    await post("/api/auth/request-password-reset", { email: address, redirectTo: "/reset-password" });
    const token = /reset-password\/([^?\s]+)/.exec(await newestMailText(address, "Reset your StrongBond password"))?.[1] ?? "";
    const reset = await post("/api/accounts/reset-password", { token, password: "Owner-Pass-2026", confirmPassword: "Owner-Pass-2026" });
    expect(reset.statusCode, reset.body).toBe(200);
    return signIn(t, address, "Owner-Pass-2026");
  }

  it("a planted son is held: his sessions end, he cannot sign in or read the owner's shared words; the squatter's sessions and invitations end", async () => {
    const { address, squatter, son, sonId, signInEmail } = await squatWithSon();
    expect((await son.get("/api/journal/shared")).statusCode).toBe(200);

    const owner = await ownerResets(address);
    expect((await squatter.get("/api/account")).statusCode).toBe(401);
    expect((await son.get("/api/journal/shared")).statusCode).toBe(401);
    const refused = await attemptSignIn(t, signInEmail, SON_OWN_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "FAMILY_LINK_HELD", message: familyText.heldSonSignIn });
    expect(await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, sonId))).toEqual([]);

    // The owner is asked: the son is on his page as held, and shares nothing either way meanwhile.
    const family = (await owner.get("/api/family")).json<TFamilyResponse>();
    expect(family.members).toEqual([expect.objectContaining({ userId: sonId, held: true })]);
    expect(
      (await owner.post("/api/journal/entries", { title: "Mine", content: "owner's shared words", entryType: "reflection", isShared: true })).statusCode,
    ).toBe(201);
    const [invitation] = await t.db
      .select({ revokedAt: organizationFamilyInvitations.revokedAt })
      .from(organizationFamilyInvitations)
      .where(eq(organizationFamilyInvitations.invitedBy, squatter.id));
    expect(invitation?.revokedAt).toBeInstanceOf(Date);

    // He does not know him: removing the held son deletes the planted account.
    expect((await owner.delete(`/api/family/sons/${sonId}`)).statusCode).toBe(204);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, sonId))).toEqual([]);
  });

  it("the holder who added his own son keeps him: the son signs in again and shares as before", async () => {
    const { address, sonId, signInEmail } = await squatWithSon();
    const owner = await ownerResets(address);
    const stranger = await registerDad(t, "Another Dad");
    expect((await stranger.post(`/api/family/sons/${sonId}/keep`)).statusCode).toBe(404);
    const kept = await owner.post(`/api/family/sons/${sonId}/keep`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ message: familyText.sonKept });
    expect((await owner.post(`/api/family/sons/${sonId}/keep`)).statusCode).toBe(409);
    const son = await signIn(t, signInEmail, SON_OWN_PASSWORD);
    expect((await owner.get("/api/family")).json<TFamilyResponse>().members).toEqual([expect.objectContaining({ userId: sonId, held: false })]);
    expect((await son.get("/api/family")).json<TFamilyResponse>().members).toEqual([expect.objectContaining({ role: "dad" })]);
  });

  it("a proven address holds nothing: a reset by a dad whose address was already proven keeps his son", async () => {
    const { address, sonId } = await squatWithSon();
    await ownerResets(address);
    await t.db.update(familyLinks).set({ heldAt: null }).where(eq(familyLinks.sonId, sonId));
    const owner = await ownerResets(address);
    expect((await owner.get("/api/family")).json<TFamilyResponse>().members).toEqual([expect.objectContaining({ userId: sonId, held: false })]);
  });
});
