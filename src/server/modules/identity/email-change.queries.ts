// The Drizzle code of an e-mail change: one row per asked change in email_changes; the account row
// it moves is users (locked while the change is applied, so two finishes cannot both pass the checks).
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { updateRows } from "../../platform/row-changes.queries.ts";
import { emailChanges, users } from "../../db/schema/index.ts";

/** Still open: neither finished nor cancelled (expiry is checked by the caller against its clock). */
const open = and(isNull(emailChanges.completedAt), isNull(emailChanges.cancelledAt));

export type EmailChangeRow = typeof emailChanges.$inferSelect;

export async function insertEmailChange(db: Queryable, row: typeof emailChanges.$inferInsert): Promise<void> {
  await db.insert(emailChanges).values(row);
}

/** Cancels every open change of the account; the number cancelled. */
export function cancelOpenChanges(db: Queryable, userId: string, reason: string, now: Date): Promise<number> {
  const cancelled = { cancelledAt: now, cancelReason: reason, confirmTokenHash: null, cancelTokenHash: null };
  return updateRows(db, emailChanges, cancelled, and(eq(emailChanges.userId, userId), open));
}

/** The open change whose link (to the new address, or "this wasn't me" to the old) has this hash, locked for the caller's transaction. */
async function findOpenByHash(db: Queryable, link: typeof emailChanges.confirmTokenHash | typeof emailChanges.cancelTokenHash, hash: string) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(link, hash), open))
    .for("update")
    .limit(1);
  return row;
}

/** The open change whose new-address link has this hash (locked for the caller's transaction). */
export function findOpenByConfirmHash(db: Queryable, hash: string): Promise<EmailChangeRow | undefined> {
  return findOpenByHash(db, emailChanges.confirmTokenHash, hash);
}

/** The open change whose old-address "this wasn't me" link has this hash. */
export function findOpenByCancelHash(db: Queryable, hash: string): Promise<EmailChangeRow | undefined> {
  return findOpenByHash(db, emailChanges.cancelTokenHash, hash);
}

/** The account's newest change (any state), for the account page. */
export async function findLatestChange(db: Queryable, userId: string): Promise<EmailChangeRow | undefined> {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.userId, userId)).orderBy(desc(emailChanges.createdAt)).limit(1);
  return row;
}

/** The account's open change whose new address already confirmed it (locked). */
export async function findConfirmedOpenChange(db: Queryable, userId: string): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), open, sql`${emailChanges.newAddressConfirmedAt} is not null`))
    .orderBy(desc(emailChanges.createdAt))
    .for("update")
    .limit(1);
  return row;
}

export async function markNewAddressConfirmed(db: Queryable, id: string, now: Date): Promise<void> {
  await db.update(emailChanges).set({ newAddressConfirmedAt: now, confirmTokenHash: null }).where(eq(emailChanges.id, id));
}

export async function markCompleted(db: Queryable, id: string, now: Date): Promise<void> {
  await db.update(emailChanges).set({ completedAt: now, confirmTokenHash: null, cancelTokenHash: null }).where(eq(emailChanges.id, id));
}

export async function markCancelled(db: Queryable, id: string, reason: string, now: Date): Promise<void> {
  await db.update(emailChanges).set({ cancelledAt: now, cancelReason: reason, confirmTokenHash: null, cancelTokenHash: null }).where(eq(emailChanges.id, id));
}

/** The account's stored address and name, locked until the caller's transaction ends. */
export async function lockAccount(db: Queryable, userId: string): Promise<{ email: string; name: string } | undefined> {
  const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId)).for("update").limit(1);
  return row;
}

/** Whether another account signs in with this address. */
export async function addressTakenByOther(db: Queryable, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** The change itself: the new address, proven by its link. */
export async function setAccountEmail(db: Queryable, userId: string, email: string, now: Date): Promise<void> {
  await db.update(users).set({ email, emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
}
