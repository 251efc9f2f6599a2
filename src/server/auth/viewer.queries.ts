// The viewer's SQL (the only Drizzle code of src/server/auth/viewer.ts): the profile with its staff membership,
// the profile's creation, a son's confirmed family plan and the removal of an expired session.
import { and, eq, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { familyLinks, organizationMembers, profiles, sessions } from "../db/schema/index.ts";
import type { Role } from "../../shared/constants.ts";

const profileColumns = { fullName: profiles.fullName, role: profiles.role, organizationId: profiles.organizationId, selectedPlanId: profiles.selectedPlanId };

/** The profile and, in the same round trip, the staff membership; undefined when the profile is missing. */
export async function findProfileWithMembership(db: Database, userId: string) {
  const [row] = await db
    .select({ ...profileColumns, memberOrganizationId: organizationMembers.organizationId, organizationRole: organizationMembers.role })
    .from(profiles)
    .leftJoin(organizationMembers, eq(organizationMembers.userId, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}

/** Inserts a profile; a concurrent creation surfaces as a unique violation (23505) for the caller to handle. */
export async function insertProfile(db: Database, profile: { id: string; fullName: string; role: Role }) {
  const [created] = await db.insert(profiles).values(profile).returning(profileColumns);
  return created;
}

export async function findProfile(db: Database, userId: string) {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row;
}

const dadProfiles = alias(profiles, "dad_profiles");

/** A son's confirmed dad and the dad's plan (the family's plan), in one query; undefined when none. */
export async function findFamilyPlan(db: Database, sonId: string) {
  const [row] = await db
    .select({ dadId: familyLinks.dadId, planId: dadProfiles.selectedPlanId })
    .from(familyLinks)
    .innerJoin(dadProfiles, eq(dadProfiles.id, familyLinks.dadId))
    .where(and(eq(familyLinks.sonId, sonId), isNotNull(familyLinks.confirmedAt)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
