// E-mail address change. Someone who once knew the password must not be able to
// move the account to his own address, so a change takes effect only when ALL of these hold at that moment:
// - the new address confirmed it (a one-time link, opened by a button press, not by a mail scanner's GET);
// - a signed-in session of the same account finishes it (the link opened in that session does both at once);
// - the account still has the address the change was asked from, and no other account took the new one;
// - nothing cancelled it: a password change, "sign out everywhere", a password reset, the owner himself, or
//   "this wasn't me" from the old address (which also signs every device out).
// The old address is told at once, with the "this wasn't me" link, and again when the change is made.
import type { FastifyBaseLogger } from "fastify";
import type { Database, Queryable } from "../../db/client.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { recipientLocale } from "../../integrations/mail/mail-language.queries.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { addressProven } from "./address-proof.ts";
import { accountMessages, type TEmailChangeState, EMAIL_CHANGE_CANCEL_REASONS } from "../../../shared/schemas/identity.ts";
import { hashLinkToken, newLinkToken } from "./link-token.ts";
import { deleteSessionsOf } from "./identity.queries.ts";
import { emailChangeConfirmMail, emailChangedNoticeMail, emailChangeNoticeMail } from "./account-mails.ts";
import {
  addressTakenByOther,
  cancelOpenChanges,
  type EmailChangeRow,
  findConfirmedOpenChange,
  findLatestChange,
  findOpenByCancelHash,
  findOpenByConfirmHash,
  insertEmailChange,
  lockAccount,
  markCancelled,
  markCompleted,
  markNewAddressConfirmed,
  setAccountEmail,
} from "./email-change.queries.ts";

/** The link to the new address works for one hour; a confirmed change can be finished for a day after it was asked. */
export const EMAIL_CHANGE_LINK_MS = 60 * 60 * 1000;
export const EMAIL_CHANGE_MS = 24 * 60 * 60 * 1000;

export type EmailChangeCancelReason = (typeof EMAIL_CHANGE_CANCEL_REASONS)[number] | "replaced";

export interface EmailChangeDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** Cancels every open change of the account (the hooks of password change, sign out everywhere and reset call this). */
export async function cancelEmailChanges(db: Queryable, userId: string, reason: EmailChangeCancelReason): Promise<number> {
  return cancelOpenChanges(db, userId, reason, new Date());
}

export async function requestEmailChange(deps: EmailChangeDeps, viewer: { userId: string; email: string; fullName: string }, newEmail: string): Promise<void> {
  const now = new Date();
  const confirm = newLinkToken();
  const cancel = newLinkToken();
  const taken = await deps.db.transaction(async (tx) => {
    await cancelOpenChanges(tx, viewer.userId, "replaced", now);
    await insertEmailChange(tx, {
      id: crypto.randomUUID(),
      userId: viewer.userId,
      oldEmail: viewer.email,
      newEmail,
      confirmTokenHash: confirm.hash,
      cancelTokenHash: cancel.hash,
      linkExpiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_MS),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_MS),
    });
    return addressTakenByOther(tx, newEmail, viewer.userId);
  });
  // The same answer either way (no enumeration); an address that has an account gets no link (it could never finish).
  // Both addresses are his: the mails speak his language.
  const locale = await recipientLocale(deps.db, { userId: viewer.userId });
  if (!taken) await deps.mailer.send(emailChangeConfirmMail({ to: newEmail, name: viewer.fullName, appUrl: deps.appUrl, token: confirm.token, locale }));
  await deps.mailer.send(emailChangeNoticeMail({ to: viewer.email, name: viewer.fullName, newEmail, appUrl: deps.appUrl, token: cancel.token, locale }));
}

type Applied = { outcome: "completed"; userId: string; oldEmail: string; newEmail: string; name: string } | { outcome: "refused"; message: string };

/** Re-checks the change against what is stored, then moves the account (inside the caller's transaction). */
async function applyChange(tx: Queryable, row: EmailChangeRow, now: Date): Promise<Applied> {
  const account = await lockAccount(tx, row.userId);
  if (!account || account.email !== row.oldEmail) {
    await markCancelled(tx, row.id, "address-changed", now);
    return { outcome: "refused", message: accountMessages.emailChangeStale };
  }
  if (await addressTakenByOther(tx, row.newEmail, row.userId)) {
    await markCancelled(tx, row.id, "address-taken", now);
    return { outcome: "refused", message: accountMessages.emailChangeTaken };
  }
  await setAccountEmail(tx, row.userId, row.newEmail, now);
  await markCompleted(tx, row.id, now);
  return { outcome: "completed", userId: row.userId, oldEmail: row.oldEmail, newEmail: row.newEmail, name: account.name };
}

async function afterApplied(deps: EmailChangeDeps, applied: Applied): Promise<void> {
  if (applied.outcome === "refused") throw new AppError("CONFLICT", applied.message);
  deps.log.warn({ event: "email-changed" }, "e-mail address changed");
  const locale = await recipientLocale(deps.db, { userId: applied.userId });
  await deps.mailer.send(emailChangedNoticeMail({ to: applied.oldEmail, name: applied.name, newEmail: applied.newEmail, appUrl: deps.appUrl, locale }));
}

/**
 * The new address's link (POST from its page). Works once. Opened in a signed-in session of the same account it
 * finishes the change; otherwise the change waits for such a session ("finish-here").
 */
export async function confirmNewAddress(deps: EmailChangeDeps, token: string, viewerUserId: string | null): Promise<"completed" | "finish-here"> {
  const now = new Date();
  const result = await deps.db.transaction(async (tx): Promise<Applied | "finish-here"> => {
    const row = await findOpenByConfirmHash(tx, hashLinkToken(token));
    if (!row || row.linkExpiresAt <= now) throw notFound(accountMessages.emailChangeLinkInvalid);
    await markNewAddressConfirmed(tx, row.id, now);
    if (viewerUserId !== row.userId) return "finish-here";
    return applyChange(tx, { ...row, newAddressConfirmedAt: now }, now);
  });
  if (result === "finish-here") return "finish-here";
  await afterApplied(deps, result);
  return "completed";
}

/** A signed-in session of the account finishes a change its new address confirmed. */
export async function finishEmailChange(deps: EmailChangeDeps, userId: string): Promise<void> {
  const now = new Date();
  const applied = await deps.db.transaction(async (tx): Promise<Applied> => {
    const row = await findConfirmedOpenChange(tx, userId);
    if (!row || row.expiresAt <= now) throw notFound(accountMessages.emailChangeNothingToFinish);
    return applyChange(tx, row, now);
  });
  await afterApplied(deps, applied);
}

/** The owner cancels his own open change from /account. */
export async function cancelOwnEmailChange(db: Database, userId: string): Promise<void> {
  await cancelOpenChanges(db, userId, "by-owner", new Date());
}

/**
 * "This wasn't me", from the old address: every open change is cancelled and every session of the account ends
 * (whoever asked was signed in). Opening it proves control of the old address.
 */
export async function refuseFromOldAddress(db: Database, token: string): Promise<{ userId: string; signedOut: number }> {
  return db.transaction(async (tx) => {
    const row = await findOpenByCancelHash(tx, hashLinkToken(token));
    if (!row) throw notFound(accountMessages.emailChangeLinkInvalid);
    await cancelOpenChanges(tx, row.userId, "not-me", new Date());
    const signedOut = await deleteSessionsOf(tx, row.userId);
    const account = await lockAccount(tx, row.userId);
    if (account?.email === row.oldEmail) await addressProven(tx, row.userId);
    return { userId: row.userId, signedOut };
  });
}

/** What /account says about the newest change: open (which step), or cancelled in the last day (and why). */
export async function describeEmailChange(db: Queryable, userId: string, currentEmail: string): Promise<TEmailChangeState | null> {
  const row = await findLatestChange(db, userId);
  if (!row || row.completedAt) return null;
  const now = Date.now();
  if (!row.cancelledAt) {
    if (row.expiresAt.getTime() <= now) return null;
    if (row.newAddressConfirmedAt) return { newEmail: row.newEmail, state: "finish-here", reason: null, at: row.expiresAt.toISOString() };
    if (row.linkExpiresAt.getTime() <= now) return null;
    return { newEmail: row.newEmail, state: "new-address", reason: null, at: row.linkExpiresAt.toISOString() };
  }
  const reason = EMAIL_CHANGE_CANCEL_REASONS.find((known) => known === row.cancelReason);
  if (!reason || now - row.cancelledAt.getTime() > EMAIL_CHANGE_MS || row.newEmail === currentEmail) return null;
  return { newEmail: row.newEmail, state: "cancelled", reason, at: row.cancelledAt.toISOString() };
}
