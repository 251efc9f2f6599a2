// What a global admin may do to accounts (/admin/users). Every change re-checks the admin's
// password, happens in one transaction with its audit entry, and ends the target's sessions where it must.
import { releaseUploadsOfDeletedAccounts } from "../uploads/uploads.service.ts";
import type { FastifyRequest } from "fastify";
import { APIError } from "better-auth/api";
import type { Auth } from "../identity/better-auth.ts";
import type { Viewer } from "../../auth/viewer-type.ts";
import { toHeaders } from "../../auth/viewer.ts";
import type { Database } from "../../db/client.ts";
import { AppError, badRequest, findPgError } from "../../lib/app-error.ts";
import { authorize } from "../../policies/index.ts";
import type { AccountChange } from "../../policies/admin-users.ts";
import { setProfileRole } from "../identity/identity.queries.ts";
import { applyDeletionRules } from "../identity/account-page.service.ts";
import { archiveOrganization, lockStaffPlaceOf, removeFromStaff, setOrganizationCreator } from "../organizations/organizations.queries.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import type { MailMessage } from "../../integrations/mail/mail-message.ts";
import { adminUserMessages, type TAdminAuditEntry, type TAdminUser } from "../../../shared/schemas/admin-users.ts";
import { isMadeUpAddress, sonSignInText } from "../../../shared/schemas/son-sign-in.ts";
import {
  clearTwoFactor,
  deleteSessionsOf,
  deleteUserRow,
  findAdminUser,
  inTransaction,
  listAdminUsers,
  setBan,
  type AdminUserRow,
} from "./admin-users.queries.ts";
import { insertAuditEntries, insertAuditEntry, listAuditEntries } from "../audit/audit-log.queries.ts";

export interface AdminUsersDeps {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  appUrl: string;
}

function toAdminUser(row: AdminUserRow): TAdminUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName ?? row.name,
    role: row.role ?? "dad",
    isGlobalAdmin: row.role === "admin" && row.profileOrganizationId === null,
    organizationName: row.organizationName,
    organizationRole: row.organizationRole,
    banned: row.banned,
    banReason: row.banReason,
    twoFactorEnabled: row.twoFactorEnabled,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The account search. A son's name and sign-in address are a minor's data: each son a search shows is written to
 * the audit log (`son.viewed`, with the search words) before the answer goes out.
 */
export async function listUsers(db: Database, actor: Viewer, q: string): Promise<{ users: TAdminUser[]; audit: TAdminAuditEntry[] }> {
  const rows = await listAdminUsers(db, q);
  await insertAuditEntries(
    db,
    rows.filter((row) => row.role === "son").map((row) => audit(actor, row, "son.viewed", { query: q })),
  );
  const entries = await listAuditEntries(db);
  return { users: rows.map(toAdminUser), audit: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })) };
}

/** The admin's own password, checked by Better Auth (its /verify-password rate limit applies): else 400. */
async function confirmPassword(auth: Auth, request: FastifyRequest, password: string): Promise<void> {
  try {
    await auth.api.verifyPassword({ body: { password }, headers: toHeaders(request) });
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 429) throw new AppError("TOO_MANY_REQUESTS", "Too many attempts. Wait a minute and try again.");
    if (error instanceof APIError && error.statusCode < 500) throw badRequest(adminUserMessages.wrongPassword, { password: adminUserMessages.wrongPassword });
    throw error;
  }
}

/** The account a change is for, when `admin.users.manage`'s rule lets this admin make it (policies/admin-users.ts). */
async function loadTarget(db: Database, actor: Viewer, userId: string, change: AccountChange): Promise<AdminUserRow> {
  const found = await findAdminUser(db, userId);
  return authorize(actor, "admin.users.manage", found && { ...found, change });
}

function audit(actor: Viewer, target: AdminUserRow, action: string, detail?: Record<string, string | null>) {
  return { actorId: actor.userId, actorEmail: actor.email, targetUserId: target.id, targetEmail: target.email, action, detail };
}

export async function setUserRole(
  deps: AdminUsersDeps,
  request: FastifyRequest,
  actor: Viewer,
  userId: string,
  role: "dad" | "admin",
  password: string,
): Promise<TAdminUser> {
  await confirmPassword(deps.auth, request, password);
  const target = await loadTarget(deps.db, actor, userId, "role");
  if (target.role === "son") throw new AppError("CONFLICT", adminUserMessages.sonRole);
  if (target.organizationRole !== null) throw new AppError("CONFLICT", "This account is on an organization's staff: its role follows its organization.");
  await inTransaction(deps.db, async (tx) => {
    await setProfileRole(tx, target.id, role, null);
    await insertAuditEntry(tx, audit(actor, target, "role.changed", { from: target.role ?? "dad", to: role }));
  });
  return toAdminUser((await findAdminUser(deps.db, target.id)) ?? target);
}

export async function banUser(
  deps: AdminUsersDeps,
  request: FastifyRequest,
  actor: Viewer,
  userId: string,
  reason: string,
  password: string,
): Promise<TAdminUser> {
  await confirmPassword(deps.auth, request, password);
  const target = await loadTarget(deps.db, actor, userId, "ban");
  await inTransaction(deps.db, async (tx) => {
    await setBan(tx, target.id, true, reason);
    await deleteSessionsOf(tx, target.id);
    await insertAuditEntry(tx, audit(actor, target, "user.banned", { reason }));
  });
  request.log.warn({ actorId: actor.userId, targetId: target.id }, "account banned");
  return { ...toAdminUser(target), banned: true, banReason: reason };
}

export async function unbanUser(deps: AdminUsersDeps, request: FastifyRequest, actor: Viewer, userId: string, password: string): Promise<TAdminUser> {
  await confirmPassword(deps.auth, request, password);
  const target = await loadTarget(deps.db, actor, userId, "unban");
  await inTransaction(deps.db, async (tx) => {
    await setBan(tx, target.id, false, null);
    await insertAuditEntry(tx, audit(actor, target, "user.unbanned"));
  });
  return { ...toAdminUser(target), banned: false, banReason: null };
}

/** Recovery path for a lost authenticator: two-factor off and every session ended; he sets it up again. */
export async function resetUserTwoFactor(deps: AdminUsersDeps, request: FastifyRequest, actor: Viewer, userId: string, password: string): Promise<TAdminUser> {
  await confirmPassword(deps.auth, request, password);
  const target = await loadTarget(deps.db, actor, userId, "two_factor.reset");
  await inTransaction(deps.db, async (tx) => {
    await clearTwoFactor(tx, target.id);
    await deleteSessionsOf(tx, target.id);
    await insertAuditEntry(tx, audit(actor, target, "two_factor.reset"));
  });
  return { ...toAdminUser(target), twoFactorEnabled: false };
}

/** Sends Better Auth's own reset mail (one-hour link) to the account's address. */
export async function sendResetLink(deps: AdminUsersDeps, request: FastifyRequest, actor: Viewer, userId: string, password: string): Promise<void> {
  await confirmPassword(deps.auth, request, password);
  const target = await loadTarget(deps.db, actor, userId, "password_reset");
  // A made-up son address has no mailbox; his dad sets his password or PIN from /family.
  if (isMadeUpAddress(target.email)) throw new AppError("CONFLICT", sonSignInText.noAddressToMail);
  await deps.auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: "/reset-password" }, headers: toHeaders(request) });
  await insertAuditEntry(deps.db, audit(actor, target, "password_reset.sent"));
}

/**
 * Deletes an account by the rules of the account deleting itself (`applyDeletionRules`): a dad's
 * confirmed sons go with him, a pending son keeps his account, a confirmed son's dad is told; purchases or a
 * started organization refuse it (409, nothing deleted).
 */
export async function deleteUser(deps: AdminUsersDeps, request: FastifyRequest, actor: Viewer, userId: string, password: string): Promise<void> {
  await confirmPassword(deps.auth, request, password);
  const target = await loadTarget(deps.db, actor, userId, "delete");
  let notice: MailMessage | null;
  try {
    notice = await inTransaction(deps.db, async (tx) => {
      await insertAuditEntry(tx, audit(actor, target, "user.deleted", { role: target.role ?? null }));
      const mail = await applyDeletionRules(tx, request.log, target.id, adminUserMessages);
      await deleteUserRow(tx, target.id);
      await releaseUploadsOfDeletedAccounts(tx);
      return mail;
    });
  } catch (error) {
    // organizations.created_by restricts: the creator's organization must change hands first.
    if (findPgError(error)?.code === "23503") throw new AppError("CONFLICT", adminUserMessages.ownsOrganization);
    throw error;
  }
  if (notice) await deps.mailer.send(notice);
}

/**
 * Frees an account from its organization so a global admin can act on it: when the organization has
 * another owner, it becomes his (the longest-serving) and this account leaves its staff; when it has none, the
 * organization is archived (no one started it any more, its staff leave, its published plans are archived).
 * Either way the account can then change role or be deleted. One transaction with its audit entry.
 */
export async function releaseOrganization(deps: AdminUsersDeps, request: FastifyRequest, actor: Viewer, userId: string, password: string): Promise<TAdminUser> {
  await confirmPassword(deps.auth, request, password);
  const target = await loadTarget(deps.db, actor, userId, "organization.release");
  await deps.db.transaction(async (tx) => {
    const place = await lockStaffPlaceOf(tx, target.id);
    if (!place) throw new AppError("CONFLICT", adminUserMessages.notOnStaff);
    const organizationId = place.organizationId;
    const otherOwner = place.staff.find((row) => row.role === "owner" && row.userId !== target.id);
    if (otherOwner) {
      if (place.createdBy === target.id) await setOrganizationCreator(tx, organizationId, otherOwner.userId);
      await removeFromStaff(tx, organizationId, target.id);
      await insertAuditEntry(tx, audit(actor, target, "organization.handed_over", { organizationId: String(organizationId), to: otherOwner.userId }));
    } else {
      await archiveOrganization(
        tx,
        organizationId,
        place.staff.map((row) => row.userId),
      );
      await insertAuditEntry(tx, audit(actor, target, "organization.archived", { organizationId: String(organizationId) }));
    }
  });
  request.log.warn({ actorId: actor.userId, targetId: target.id }, "organization released by a global admin");
  return toAdminUser((await findAdminUser(deps.db, target.id)) ?? target);
}
