// The Drizzle code of address proof and one use per authenticator code (ASVS 6.5).
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { deleteRows } from "../../platform/row-changes.queries.ts";
import { twoFactors, users } from "../../db/schema/index.ts";

/** Whether the account's address is verified and two-factor on, locked until the caller's transaction ends. */
export async function lockAddressState(db: Queryable, userId: string) {
  const [row] = await db
    .select({ emailVerified: users.emailVerified, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .for("update")
    .limit(1);
  return row;
}

/** Removes the account's two-factor secrets (enrolled or half-enrolled); how many there were. */
export function deleteTwoFactorSecrets(db: Queryable, userId: string): Promise<number> {
  return deleteRows(db, twoFactors, eq(twoFactors.userId, userId));
}

/** The address is proven from now on; two-factor is off (its secret went with deleteTwoFactorSecrets, if any). */
export async function markAddressProven(db: Queryable, userId: string, twoFactorEnabled: boolean): Promise<void> {
  await db.update(users).set({ emailVerified: true, twoFactorEnabled, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The account of an address (lowercased as stored). */
export async function findUserIdByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/** The encrypted TOTP secret of the account, if it has one. */
export async function findTotpSecret(db: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId)).limit(1);
  return row?.secret;
}

/** Records `step` as the last used one when it is newer than the stored one, in one statement; false when it is not. */
export async function claimNewerTotpStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step))))
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}
