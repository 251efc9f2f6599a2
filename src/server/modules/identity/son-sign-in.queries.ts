// The only Drizzle code for a son's own sign-in: one-time links, the family sign-in name, and who
// set the password.
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { updateRows } from "../../platform/row-changes.queries.ts";
import { accounts, emailChanges, familyLinks, profiles, sonSignInLinks, users } from "../../db/schema/index.ts";

export async function insertSignInLink(db: Queryable, link: { sonId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(sonSignInLinks).values(link);
}

/** Cancels every link of this son that could still be used; returns how many. */
export function revokeOpenSignInLinks(db: Queryable, sonId: string): Promise<number> {
  const open = and(eq(sonSignInLinks.sonId, sonId), isNull(sonSignInLinks.usedAt), isNull(sonSignInLinks.revokedAt), gt(sonSignInLinks.expiresAt, new Date()));
  return updateRows(db, sonSignInLinks, { revokedAt: new Date() }, open);
}

/**
 * Uses a link in one statement: only an unused, unrevoked, unexpired link changes, so two devices racing with the
 * same link cannot both get in. The son's id, or undefined when nothing changed.
 */
export async function consumeSignInLink(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(sonSignInLinks)
    .set({ usedAt: new Date() })
    .where(
      and(eq(sonSignInLinks.tokenHash, tokenHash), isNull(sonSignInLinks.usedAt), isNull(sonSignInLinks.revokedAt), gt(sonSignInLinks.expiresAt, new Date())),
    )
    .returning({ sonId: sonSignInLinks.sonId });
  return row?.sonId;
}

/** Why a link did not work: the row as stored, or undefined for a token we never issued. */
export async function findSignInLink(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({ usedAt: sonSignInLinks.usedAt, revokedAt: sonSignInLinks.revokedAt, expiresAt: sonSignInLinks.expiresAt })
    .from(sonSignInLinks)
    .where(eq(sonSignInLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The son with this family sign-in name and his credential hash (a son on a confirmed family link only). */
export async function findSonBySignInName(db: Queryable, signInName: string) {
  const [row] = await db
    .select({ userId: users.id, passwordHash: accounts.password })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(familyLinks, eq(familyLinks.sonId, users.id))
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(and(eq(users.familySignInName, signInName), eq(profiles.role, "son"), sql`${familyLinks.confirmedAt} is not null`))
    .limit(1);
  return row;
}

export async function setSignInName(db: Queryable, sonId: string, signInName: string): Promise<void> {
  await db.update(users).set({ familySignInName: signInName, updatedAt: new Date() }).where(eq(users.id, sonId));
}

/** Who last set the password — his dad (true: temporary for a son of 13 or older) or he himself. */
export async function setPasswordSetByDad(db: Queryable, userId: string, byDad: boolean): Promise<void> {
  await db.update(users).set({ passwordSetByDad: byDad, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** What the "act as this son" rule reads about him (policies/son.ts), on a confirmed family link; undefined otherwise. */
export async function findSonCredentials(db: Queryable, sonId: string) {
  const [row] = await db
    .select({ sonAgeBand: familyLinks.sonAgeBand, passwordSetByDad: users.passwordSetByDad })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.sonId))
    .where(and(eq(familyLinks.sonId, sonId), sql`${familyLinks.confirmedAt} is not null`))
    .limit(1);
  return row;
}

/**
 * A dad reset his teenager's access: the password is his dad's (temporary), two-factor is off, and the moment is
 * kept — it tells the son at every visit to /account, and shuts his private entries written before it.
 */
export async function markAccessResetByDad(db: Queryable, sonId: string, at: Date): Promise<void> {
  await db.update(users).set({ passwordSetByDad: true, twoFactorEnabled: false, accessResetByDadAt: at, updatedAt: at }).where(eq(users.id, sonId));
}

/**
 * The son proved the address he had when his dad reset his access (a reset link it received): his earlier private
 * entries open again. Not after an address change since the reset, which whoever held the session could have made.
 */
export async function reopenAfterOwnAddressProof(db: Queryable, userId: string): Promise<boolean> {
  const noAddressChangeSince = sql`not exists (select 1 from ${emailChanges} ec where ec.user_id = ${users.id} and ec.completed_at >= ${users.accessResetByDadAt})`;
  const reset = and(eq(users.id, userId), isNotNull(users.accessResetByDadAt), noAddressChangeSince);
  return (await updateRows(db, users, { accessResetByDadAt: null }, reset)) > 0;
}
