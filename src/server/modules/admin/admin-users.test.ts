// /api/admin/users: who may, what each action does at once, the audit log, bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { adminAuditLog, devotionalPlans, familyLinks, mailOutbox, organizationMembers, organizations, profiles, users } from "../../db/schema/index.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../tests/support/test-app.ts";
import {
  createGlobalAdmin,
  createOrganizationAdmin,
  enableTwoFactor,
  registerDad,
  registerFamily,
  TEST_PASSWORD,
  type TwoFactorActor,
  attemptSignIn,
} from "../../../../tests/support/actors.ts";

let t: TestApp;
let admin: TwoFactorActor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createGlobalAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const confirm = { password: TEST_PASSWORD };

async function lastAudit() {
  const [row] = await t.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
  return row;
}

describe("who may manage accounts", () => {
  it("signed out 401; a dad, a son, an organization owner 403; a global admin without two-factor 403 TWO_FACTOR_REQUIRED", async () => {
    const { dad, son } = await registerFamily(t);
    const owner = await createOrganizationAdmin(t);
    const bare = await createGlobalAdmin(t, { twoFactor: false });
    const calls: [string, string, unknown][] = [
      ["GET", "/api/admin/users", undefined],
      ["PUT", `/api/admin/users/${dad.id}/role`, { role: "admin", ...confirm }],
      ["POST", `/api/admin/users/${dad.id}/ban`, { reason: "x", ...confirm }],
      ["POST", `/api/admin/users/${dad.id}/unban`, confirm],
      ["POST", `/api/admin/users/${dad.id}/two-factor/reset`, confirm],
      ["POST", `/api/admin/users/${dad.id}/password-reset`, confirm],
      ["DELETE", `/api/admin/users/${dad.id}`, confirm],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({
        method: method as "GET",
        url,
        headers: { origin: TEST_ORIGIN },
        payload: payload as Record<string, unknown> | undefined,
      });
      expect(anonymous.statusCode, `${method} ${url} signed out`).toBe(401);
      for (const actor of [dad, son, owner]) {
        expect(
          (await actor.request({ method: method as "GET", url, payload: payload as Record<string, unknown> | undefined })).statusCode,
          `${method} ${url}`,
        ).toBe(403);
      }
      const noTwoFactor = await bare.request({ method: method as "GET", url, payload: payload as Record<string, unknown> | undefined });
      expect(noTwoFactor.statusCode).toBe(403);
      expect(noTwoFactor.json().error.code).toBe("TWO_FACTOR_REQUIRED");
    }
    const [row] = await t.db.select({ banned: users.banned }).from(users).where(eq(users.id, dad.id));
    expect(row?.banned).toBe(false);
  });

  it("bad ids are 400, unknown ids 404, bad bodies 400 with field messages, a wrong password 400 — and nothing is written", async () => {
    const dad = await registerDad(t);
    expect((await admin.post("/api/admin/users/not%20an%20id/ban", { reason: "x", ...confirm })).statusCode).toBe(400);
    expect((await admin.post("/api/admin/users/unknown-id/ban", { reason: "x", ...confirm })).statusCode).toBe(404);
    const noReason = await admin.post(`/api/admin/users/${dad.id}/ban`, { reason: " ", ...confirm });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty("reason");
    const badRole = await admin.put(`/api/admin/users/${dad.id}/role`, { role: "son", ...confirm });
    expect(badRole.json().error.fields).toHaveProperty("role");
    const wrong = await admin.post(`/api/admin/users/${dad.id}/ban`, { reason: "spam", password: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty("password");
    const [row] = await t.db.select({ banned: users.banned }).from(users).where(eq(users.id, dad.id));
    expect(row?.banned).toBe(false);
    const self = await admin.post(`/api/admin/users/${admin.id}/ban`, { reason: "x", ...confirm });
    expect(self.statusCode).toBe(409);
    expect((await admin.get(`/api/admin/users?q=${"x".repeat(101)}`)).statusCode).toBe(400);
  });
});

describe("what a global admin does", () => {
  it("searches by e-mail or name and sees role, organization and two-factor", async () => {
    const owner = await createOrganizationAdmin(t, "Searchable Ministry");
    const found = await admin.get(`/api/admin/users?q=${encodeURIComponent(owner.email)}`);
    expect(found.statusCode).toBe(200);
    const users_ = found.json<{
      users: { id: string; role: string; organizationName: string | null; organizationRole: string | null; twoFactorEnabled: boolean }[];
    }>().users;
    expect(users_).toHaveLength(1);
    expect(users_[0]).toMatchObject({
      id: owner.id,
      role: "admin",
      organizationName: "Searchable Ministry",
      organizationRole: "owner",
      twoFactorEnabled: true,
    });
    const dad = await registerDad(t, "Zebulon Percent%Name");
    const byName = (await admin.get(`/api/admin/users?q=${encodeURIComponent("percent%name")}`)).json<{ users: { id: string }[] }>().users;
    expect(byName.map((u) => u.id)).toEqual([dad.id]);
  });

  it("a ban ends the account's sessions at once and refuses its sign-in; unban lets it back; both are logged", async () => {
    const dad = await registerDad(t);
    expect((await dad.get("/api/dashboard")).statusCode).toBe(200);
    const banned = await admin.post(`/api/admin/users/${dad.id}/ban`, { reason: "Spam in groups", ...confirm });
    expect(banned.statusCode).toBe(200);
    expect(banned.json().user).toMatchObject({ banned: true, banReason: "Spam in groups" });
    expect((await dad.get("/api/dashboard")).statusCode).toBe(401);
    const signIn = await attemptSignIn(t, dad.email, TEST_PASSWORD);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.body).toContain("ACCOUNT_SUSPENDED");
    // A wrong password still answers as for anyone: the suspension is told only to whoever knows the password.
    const wrong = await attemptSignIn(t, dad.email, "Wrong-Password-1");
    expect(wrong.statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetUserId: dad.id,
      action: "user.banned",
      detail: { reason: "Spam in groups" },
    });

    expect((await admin.post(`/api/admin/users/${dad.id}/unban`, confirm)).statusCode).toBe(200);
    const again = await attemptSignIn(t, dad.email, TEST_PASSWORD);
    expect(again.statusCode).toBe(200);
    const listed = (await admin.get("/api/admin/users")).json<{ audit: { action: string; actorEmail: string; targetEmail: string }[] }>().audit;
    // (The list of every account also logs each son it shows: son.viewed.)
    expect(listed.filter((entry) => entry.action !== "son.viewed")[0]).toMatchObject({
      action: "user.unbanned",
      actorEmail: admin.email,
      targetEmail: dad.email,
    });
  });

  it("changes a role (never a son's), resets two-factor, mails a reset link and deletes, each logged", async () => {
    const { dad, son } = await registerFamily(t);
    const promoted = await admin.put(`/api/admin/users/${dad.id}/role`, { role: "admin", ...confirm });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().user).toMatchObject({ role: "admin", isGlobalAdmin: true });
    expect(await lastAudit()).toMatchObject({ action: "role.changed", detail: { from: "dad", to: "admin" } });
    expect((await admin.put(`/api/admin/users/${son.id}/role`, { role: "dad", ...confirm })).statusCode).toBe(409);
    const [sonProfile] = await t.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, son.id));
    expect(sonProfile?.role).toBe("son");

    const withTwoFactor = await enableTwoFactor(t, dad);
    const reset = await admin.post(`/api/admin/users/${dad.id}/two-factor/reset`, confirm);
    expect(reset.json().user).toMatchObject({ twoFactorEnabled: false });
    expect((await withTwoFactor.get("/api/session")).json().user).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: "two_factor.reset" });

    expect((await admin.post(`/api/admin/users/${son.id}/password-reset`, confirm)).statusCode).toBe(200);
    await t.settleMail();
    const [mail] = await t.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, son.email)).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.text).toContain("/reset-password");
    expect(await lastAudit()).toMatchObject({ action: "password_reset.sent", targetUserId: son.id });

    expect((await admin.delete(`/api/admin/users/${son.id}`, confirm)).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, son.id))).toHaveLength(0);
    expect(await lastAudit()).toMatchObject({ action: "user.deleted", targetEmail: son.email });
    expect((await admin.delete(`/api/admin/users/${son.id}`, confirm)).statusCode).toBe(404);
  });
});

describe("reading a son's account", () => {
  it("writes an audit entry for each son whose name and sign-in address a search shows the admin; dads are not logged", async () => {
    const { dad, son } = await registerFamily(t, { dadName: "Audit Dad", sonName: "Audited Son" });
    const before = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "son.viewed"));
    const search = await admin.get(`/api/admin/users?q=${encodeURIComponent(son.email)}`);
    expect(search.statusCode).toBe(200);
    expect(search.json().users.map((u: { id: string }) => u.id)).toEqual([son.id]);
    const after = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "son.viewed"));
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toMatchObject({ actorId: admin.id, targetUserId: son.id, targetEmail: son.email, detail: { query: son.email } });
    await admin.get(`/api/admin/users?q=${encodeURIComponent(dad.email)}`);
    expect(await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "son.viewed"))).toHaveLength(after.length);
  });
});

describe("an admin deleting a dad", () => {
  it("follows the rules of a dad deleting himself: his confirmed son goes with him, a pending son keeps his account", async () => {
    const { dad, son } = await registerFamily(t, { sonAgeBand: "under_13" });
    expect((await son.get("/api/session")).json().user?.id).toBe(son.id);
    expect((await admin.delete(`/api/admin/users/${dad.id}`, confirm)).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, dad.id))).toHaveLength(0);
    // The confirmed under-13 son is not left behind: no account, no session.
    expect(await t.db.select().from(users).where(eq(users.id, son.id))).toHaveLength(0);
    expect((await son.get("/api/session")).json().user).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: "user.deleted", targetUserId: dad.id });

    // A son whose link is still pending may be someone else's: his account stays, the link goes.
    const pending = await registerFamily(t, { confirm: false });
    expect((await admin.delete(`/api/admin/users/${pending.dad.id}`, confirm)).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, pending.son.id))).toHaveLength(1);
    expect(await t.db.select().from(familyLinks).where(eq(familyLinks.sonId, pending.son.id))).toHaveLength(0);
  });

  it("deleting a confirmed son tells his dad, as the son deleting himself does", async () => {
    const { dad, son } = await registerFamily(t, { dadName: "Told Dad", sonName: "Gone Son" });
    expect((await admin.delete(`/api/admin/users/${son.id}`, confirm)).statusCode).toBe(200);
    await t.settleMail();
    const mails = await t.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, dad.email));
    expect(mails.some((mail) => mail.text.includes("Gone Son"))).toBe(true);
  });
});

describe("an admin who started an organization", () => {
  it("can be demoted or deleted once his organization is handed to its other owner", async () => {
    const founder = await createOrganizationAdmin(t, "Handed Ministry");
    const partner = await registerDad(t, "Partner Owner");
    await t.db.insert(organizationMembers).values({ organizationId: founder.organizationId, userId: partner.id, role: "owner" });
    expect((await admin.put(`/api/admin/users/${founder.id}/role`, { role: "dad", ...confirm })).statusCode).toBe(409);
    expect((await admin.delete(`/api/admin/users/${founder.id}`, confirm)).statusCode).toBe(409);

    const released = await admin.post(`/api/admin/users/${founder.id}/organization/release`, confirm);
    expect(released.statusCode).toBe(200);
    expect(released.json().user).toMatchObject({ organizationRole: null });
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, founder.organizationId));
    expect(org).toMatchObject({ createdBy: partner.id, archivedAt: null });
    expect(await lastAudit()).toMatchObject({ action: "organization.handed_over", targetUserId: founder.id, detail: { to: partner.id } });
    // The partner runs it now; the admin acts on the founder.
    expect(await t.db.select().from(organizationMembers).where(eq(organizationMembers.organizationId, founder.organizationId))).toEqual([
      expect.objectContaining({ userId: partner.id, role: "owner" }),
    ]);
    expect((await admin.put(`/api/admin/users/${founder.id}/role`, { role: "dad", ...confirm })).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/users/${founder.id}`, confirm)).statusCode).toBe(200);
  });

  it("archives an organization with no other owner: its staff leave and its plans leave the marketplace", async () => {
    const founder = await createOrganizationAdmin(t, "Lonely Ministry");
    const editor = await registerDad(t, "Left Editor");
    await t.db.insert(organizationMembers).values({ organizationId: founder.organizationId, userId: editor.id, role: "editor" });
    const planId = await insertPlan(t.db, { title: "Archived with its ministry", organizationId: founder.organizationId });
    expect((await admin.post(`/api/admin/users/${founder.id}/organization/release`, { password: "wrong-password" })).statusCode).toBe(400);
    expect((await admin.post(`/api/admin/users/${founder.id}/organization/release`, confirm)).statusCode).toBe(200);
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, founder.organizationId));
    expect(org?.createdBy).toBeNull();
    expect(org?.archivedAt).not.toBeNull();
    expect(await t.db.select().from(organizationMembers).where(eq(organizationMembers.organizationId, founder.organizationId))).toEqual([]);
    const [plan] = await t.db.select({ status: devotionalPlans.status }).from(devotionalPlans).where(eq(devotionalPlans.id, planId));
    expect(plan?.status).toBe("archived");
    expect(await lastAudit()).toMatchObject({ action: "organization.archived" });
    expect((await admin.delete(`/api/admin/users/${founder.id}`, confirm)).statusCode).toBe(200);
    // Someone on no staff: nothing to release.
    expect((await admin.post(`/api/admin/users/${editor.id}/organization/release`, confirm)).statusCode).toBe(409);
  });

  it("an owner removing the founder from the staff hands the organization to the remaining owner", async () => {
    const founder = await createOrganizationAdmin(t, "Shared Ministry");
    const partner = await enableTwoFactor(t, await registerDad(t, "Second Owner"));
    await t.db.insert(organizationMembers).values({ organizationId: founder.organizationId, userId: partner.id, role: "owner" });
    expect((await partner.delete(`/api/organizations/mine/members/${founder.id}`)).statusCode).toBe(200);
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, founder.organizationId));
    expect(org?.createdBy).toBe(partner.id);
  });
});
