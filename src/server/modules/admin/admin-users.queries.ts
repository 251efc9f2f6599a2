// /admin/users data access: accounts with their profile and staff place, and the
// account changes a global admin makes. Roles live in profiles (the one source of truth), bans on users.
import { desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client.ts";
import { organizationMembers, organizations, profiles, sessions, twoFactors, users } from "../../db/schema/index.ts";

const PAGE = 50;

const userColumns = {
  id: users.id,
  email: users.email,
  fullName: profiles.fullName,
  name: users.name,
  role: profiles.role,
  profileOrganizationId: profiles.organizationId,
  organizationName: organizations.name,
  organizationRole: organizationMembers.role,
  banned: users.banned,
  banReason: users.banReason,
  twoFactorEnabled: users.twoFactorEnabled,
  createdAt: users.createdAt,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function baseQuery(db: Queryable) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, sql`coalesce(${organizationMembers.organizationId}, ${profiles.organizationId})`));
}

export type AdminUserRow = Awaited<ReturnType<typeof findAdminUser>> & object;

/** The newest 50 accounts whose e-mail or name contains `q` (all accounts when empty), in one query. */
export async function listAdminUsers(db: Queryable, q: string) {
  const pattern = `%${escapeLike(q)}%`;
  const query = baseQuery(db);
  const filtered = q ? query.where(or(ilike(users.email, pattern), ilike(profiles.fullName, pattern))) : query;
  return filtered.orderBy(desc(users.createdAt), users.id).limit(PAGE);
}

export async function findAdminUser(db: Queryable, userId: string) {
  const [row] = await baseQuery(db).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function setBan(db: Queryable, userId: string, banned: boolean, reason: string | null): Promise<void> {
  await db.update(users).set({ banned, banReason: reason, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Ends every session of the account at once (the next request with any of them is signed out). */
export async function deleteSessionsOf(db: Queryable, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Recovery: turns two-factor off (the owner sets it up again at his next visit to a staff page). */
export async function clearTwoFactor(db: Queryable, userId: string): Promise<void> {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function deleteUserRow(db: Queryable, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export function inTransaction<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** `npm run admin:create -- --reset-two-factor`: the last admin's recovery. */
export async function resetTwoFactorByEmail(db: Database, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    if (!user) return;
    await clearTwoFactor(tx, user.id);
    await deleteSessionsOf(tx, user.id);
  });
}
