import type { Locale } from "../../../shared/i18n/locales.ts";
import { eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { deleteRows } from "../../platform/row-changes.queries.ts";
import { accounts, EARLIER_VISIT, firstVisits, profiles, sessions, users } from "../../db/schema/index.ts";
import type { Role } from "../../../shared/constants.ts";

export async function findExistingEmails(db: Queryable, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.map((r) => r.email));
}

export interface NewAccount {
  id: string;
  email: string;
  fullName: string;
  passwordHash: string;
  role: Role;
  emailVerified: boolean;
  organizationId?: number | null;
  /** The family's clock, as the browser that registered it reported; UTC when not sent. */
  timeZone?: string;
  /** The language he registered in, when it was not English (else he follows his browser until he chooses). */
  language?: Locale | null;
  /** Mark the account as visited already (greeted "Welcome back" from its first sign-in): the demo family. */
  visitedAlready?: boolean;
}

/** Inserts the sign-in user, its credential account and its profile. */
export async function insertAccount(db: Queryable, account: NewAccount): Promise<void> {
  await db.insert(users).values({ id: account.id, name: account.fullName, email: account.email, emailVerified: account.emailVerified });
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: account.id,
    providerId: "credential",
    userId: account.id,
    password: account.passwordHash,
  });
  await db.insert(profiles).values({
    id: account.id,
    fullName: account.fullName,
    role: account.role,
    organizationId: account.organizationId ?? null,
    timeZone: account.timeZone,
    language: account.language ?? null,
  });
  if (account.visitedAlready) await db.insert(firstVisits).values({ userId: account.id, sessionId: EARLIER_VISIT });
}

export async function setCredentialPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.update(accounts).set({ password: passwordHash, updatedAt: new Date() }).where(eq(accounts.userId, userId));
}

export async function setProfileRole(db: Queryable, userId: string, role: Role, organizationId: number | null): Promise<void> {
  await db.update(profiles).set({ role, organizationId, updatedAt: new Date() }).where(eq(profiles.id, userId));
}

export async function findUserIdByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/** Whether the address belongs to an account that has a profile. */
export async function hasProfileWithEmail(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

/** A new address for the account, not verified until its holder proves it. */
export async function setUserEmail(db: Queryable, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email, emailVerified: false, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Ends every session of the user (his dad changed his password or PIN, or signed him out); returns how many. */
export function deleteSessionsOf(db: Queryable, userId: string): Promise<number> {
  return deleteRows(db, sessions, eq(sessions.userId, userId));
}
