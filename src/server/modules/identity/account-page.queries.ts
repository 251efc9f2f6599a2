// The only Drizzle code of /account: the account's own rows, its sessions, its pending e-mail change, and the
// family facts its page states (what happens to a dad's sons on deletion, what a son's dad can see and do).
import { and, desc, eq, gt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client.ts";
import { deleteRows } from "../../platform/row-changes.queries.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { familyLinks, organizations, profiles, sessions, userPurchases, users } from "../../db/schema/index.ts";

export async function findAccount(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      accessResetByDadAt: users.accessResetByDadAt,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      timeZone: profiles.timeZone,
      role: profiles.role,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The fields of a profile update: each one sent changes, a missing one is kept. */
export interface ProfileChange {
  fullName?: string;
  avatarUrl?: string | null;
  /** The family's clock: on the profile only. */
  timeZone?: string;
}

/** Name and picture on the sign-in user (Better Auth's `name` and `image`). */
export async function updateSignInUser(db: Queryable, userId: string, input: ProfileChange): Promise<void> {
  await db.update(users).set({ name: input.fullName, image: input.avatarUrl, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The picture addresses a person has now (the sign-in user's and the profile's). */
export async function findPictures(db: Queryable, userId: string): Promise<Array<string | null>> {
  const [row] = await db
    .select({ image: users.image, avatarUrl: profiles.avatarUrl })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ? [row.image, row.avatarUrl] : [];
}

/** Name and picture on the profile (the nav and every screen read it there). */
export async function updateProfile(db: Queryable, userId: string, input: ProfileChange): Promise<void> {
  await db
    .update(profiles)
    .set({ fullName: input.fullName, avatarUrl: input.avatarUrl, timeZone: input.timeZone, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

export async function updateLanguage(db: Queryable, userId: string, language: Locale): Promise<void> {
  await db.update(profiles).set({ language, updatedAt: new Date() }).where(eq(profiles.id, userId));
}

export async function listActiveSessions(db: Queryable, userId: string) {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
}

/** Whose a session is (for the rule "his own sessions"), or undefined. */
export async function findSessionOwner(db: Queryable, sessionId: string): Promise<{ userId: string } | undefined> {
  const [row] = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row;
}

/** Ends one of the user's own sessions; 0 when the id is not one of his (someone else's is never touched). */
export function deleteOwnSession(db: Queryable, userId: string, sessionId: string): Promise<number> {
  return deleteRows(db, sessions, and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
}

const sonProfiles = alias(profiles, "son_profiles");
const dadProfiles = alias(profiles, "dad_profiles");

/** A dad's sons: confirmed links (deleted with him) and pending ones (their accounts are kept). */
export async function findSonsOfDad(db: Queryable, dadId: string) {
  return db
    .select({ sonId: familyLinks.sonId, fullName: sonProfiles.fullName, confirmedAt: familyLinks.confirmedAt })
    .from(familyLinks)
    .innerJoin(sonProfiles, eq(sonProfiles.id, familyLinks.sonId))
    .where(eq(familyLinks.dadId, dadId))
    .orderBy(familyLinks.id);
}

/** A son's dad with the settings of their link, or undefined. */
export async function findDadOfSon(db: Queryable, sonId: string) {
  const [row] = await db
    .select({
      dadName: dadProfiles.fullName,
      dadEmail: users.email,
      dadLanguage: dadProfiles.language,
      confirmedAt: familyLinks.confirmedAt,
      ageBand: familyLinks.sonAgeBand,
      assistantEnabled: familyLinks.sonAssistantEnabled,
    })
    .from(familyLinks)
    .innerJoin(dadProfiles, eq(dadProfiles.id, familyLinks.dadId))
    .innerJoin(users, eq(users.id, familyLinks.dadId))
    .where(eq(familyLinks.sonId, sonId))
    .limit(1);
  return row;
}

export async function createdAnOrganization(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.createdBy, userId)).limit(1);
  return row !== undefined;
}

export async function hasPurchases(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: userPurchases.id }).from(userPurchases).where(eq(userPurchases.userId, userId)).limit(1);
  return row !== undefined;
}

/** Deletes the user; sessions, profile, progress, journal, memberships and chats go with it (cascades). */
export async function deleteUser(db: Queryable, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
