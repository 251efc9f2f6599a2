// /account's rules. Sensitive changes (address, password, deletion) re-check the current password
// through Better Auth; what happens to a family on deletion is decided here, once, for both ways in (our route and
// Better Auth's own /api/auth/delete-user, whose beforeDelete hook calls `prepareAccountDeletion`).
import type { Locale } from "../../../shared/i18n/locales.ts";
import { releaseUploads, releaseUploadsOfDeletedAccounts } from "../uploads/uploads.service.ts";
import type { Logger } from "pino";
import type { Database, Queryable } from "../../db/client.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import type { MailMessage } from "../../integrations/mail/mail-message.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { TAccountResponse, TAccountSession } from "../../../shared/schemas/identity.ts";
import { accountMessages } from "../../../shared/schemas/identity.ts";
import { sonDeletedMail } from "./account-mails.ts";
import { authorize } from "../../policies/index.ts";
import {
  updateLanguage,
  createdAnOrganization,
  deleteOwnSession,
  deleteUser,
  findAccount,
  findSessionOwner,
  findDadOfSon,
  findPictures,
  findSonsOfDad,
  hasPurchases,
  listActiveSessions,
  updateProfile,
  updateSignInUser,
  type ProfileChange,
} from "./account-page.queries.ts";
import { describeDevice } from "./session-device.ts";
import { describeEmailChange } from "./email-change.service.ts";
import { isLocale } from "../../../shared/i18n/locales.ts";

export async function readAccount(db: Database, userId: string, opts: { assistantConnected: boolean }): Promise<TAccountResponse> {
  const account = await findAccount(db, userId);
  if (!account) throw notFound();
  const emailChange = await describeEmailChange(db, userId, account.email);
  const sons = account.role === "dad" ? await findSonsOfDad(db, userId) : [];
  const dad = account.role === "son" ? await findDadOfSon(db, userId) : undefined;
  return {
    fullName: account.fullName,
    email: account.email,
    emailVerified: account.emailVerified,
    pendingEmail: emailChange && emailChange.state !== "cancelled" ? emailChange.newEmail : null,
    emailChange,
    avatarUrl: account.avatarUrl,
    timeZone: account.timeZone,
    role: account.role,
    sonsOnDeletion: sons.map((son) => ({ fullName: son.fullName, outcome: son.confirmedAt ? "deleted" : "kept" })),
    dadControls: dad
      ? {
          dadName: dad.dadName,
          linkConfirmed: dad.confirmedAt !== null,
          ageBand: dad.ageBand === "under_13" ? "under_13" : "13_plus",
          assistantConnected: opts.assistantConnected,
          assistantEnabled: dad.assistantEnabled,
        }
      : null,
    dadToldOnDeletion: dad !== undefined && dad.confirmedAt !== null,
    accessResetByDadAt: account.accessResetByDadAt?.toISOString() ?? null,
  };
}

/** Whether his dad reset his access (his earlier private entries stay closed): what "password chosen" tells him. */
export async function accessWasResetByDad(db: Database, userId: string): Promise<boolean> {
  return ((await findAccount(db, userId))?.accessResetByDadAt ?? null) !== null;
}

/** The account's name and picture, on the sign-in user and on the profile together: both or neither. */
/** The name and the picture the request names (null removes the picture); what it leaves out is kept. Drizzle skips an undefined field. */
export async function saveProfile(db: Database, userId: string, input: ProfileChange): Promise<void> {
  await db.transaction(async (tx) => {
    const before = input.avatarUrl === undefined ? undefined : await findPictures(tx, userId);
    await updateSignInUser(tx, userId, input);
    await updateProfile(tx, userId, input);
    // A replaced or removed picture dies now, unless something else shows it.
    if (before) await releaseUploads(tx, before);
  });
}

/** His language from now on, on every device he signs in on (the viewer's cache drops him on the change). */
export async function saveLanguage(db: Database, userId: string, language: Locale): Promise<void> {
  await updateLanguage(db, userId, language);
}

export async function listSessionsOf(db: Database, userId: string, currentSessionId: string): Promise<TAccountSession[]> {
  const rows = await listActiveSessions(db, userId);
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the viewer's sessions; someone else's id (or an unknown one) answers 404 and changes nothing. */
export async function revokeOwnSession(db: Database, userId: string, sessionId: string): Promise<void> {
  authorize({ userId }, "account.sessions.revoke", await findSessionOwner(db, sessionId));
  // Still scoped to him: a session ended meanwhile is not found either.
  if ((await deleteOwnSession(db, userId, sessionId)) === 0) throw notFound("That session was not found.");
}

export interface DeletionDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
}

/** The refusals of a deletion, in the words of who asked (the account itself, or a global admin). */
export interface DeletionRefusals {
  hasPurchases: string;
  ownsOrganization: string;
  sonHasPurchases: string;
}

/**
 * What happens to a family when an account is deleted — the one rule for every way in: the account deleting
 * itself (our route and Better Auth's delete-user, through `prepareAccountDeletion`) and a global admin deleting
 * it (admin-users.service). Runs in the caller's transaction, before the account's row is deleted:
 * - anyone with purchases on record, or who created an organization, is refused (409, nothing deleted);
 * - a dad: each son on a confirmed link is deleted with him (with all his data); a son whose link is still
 *   pending keeps his account (it may be someone else's) and only the link goes;
 * - a son on a confirmed link: his dad is told by e-mail (the mail is returned, sent after the commit).
 */
export async function applyDeletionRules(
  tx: Queryable,
  logger: Pick<Logger, "warn">,
  userId: string,
  refusals: DeletionRefusals = accountMessages,
): Promise<MailMessage | null> {
  if (await hasPurchases(tx, userId)) throw new AppError("CONFLICT", refusals.hasPurchases);
  if (await createdAnOrganization(tx, userId)) throw new AppError("CONFLICT", refusals.ownsOrganization);
  const sons = (await findSonsOfDad(tx, userId)).filter((son) => son.confirmedAt !== null);
  for (const son of sons) if (await hasPurchases(tx, son.sonId)) throw new AppError("CONFLICT", refusals.sonHasPurchases);
  for (const son of sons) await deleteUser(tx, son.sonId);
  if (sons.length > 0) await releaseUploadsOfDeletedAccounts(tx);
  if (sons.length > 0) logger.warn({ userId, sonIds: sons.map((s) => s.sonId) }, "sons deleted with their dad's account");
  const dad = await findDadOfSon(tx, userId);
  const account = await findAccount(tx, userId);
  return dad && dad.confirmedAt !== null && account
    ? sonDeletedMail({ to: dad.dadEmail, dadName: dad.dadName, sonName: account.fullName, locale: isLocale(dad.dadLanguage) ? dad.dadLanguage : "en" })
    : null;
}

/**
 * Runs before Better Auth deletes the user (which then removes him, his sessions and credentials; every row of
 * his cascades): `applyDeletionRules` in its own transaction, then the dad's notice.
 */
export async function prepareAccountDeletion(deps: DeletionDeps, userId: string): Promise<void> {
  const notice = await deps.db.transaction(async (tx) => {
    // A son under 13 on a confirmed link cannot delete his own account (also through /api/auth);
    // his dad deletes it from /family.
    const ownDad = await findDadOfSon(tx, userId);
    authorize({ userId }, "account.delete", { dadLink: ownDad && { confirmed: ownDad.confirmedAt !== null, ageBand: ownDad.ageBand } });
    return applyDeletionRules(tx, deps.logger, userId);
  });
  if (notice) await deps.mailer.send(notice);
}
