// The family link between a dad and the sons he registered: who may see a family member's shared things.
import { asc, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client.ts";
import type { TFamilyMember } from "../../../shared/schemas/family.ts";
import { familyLinks, profiles } from "../../db/schema/index.ts";

export type FamilyMember = TFamilyMember;

const dadProfiles = alias(profiles, "dad_profiles");
const sonProfiles = alias(profiles, "son_profiles");

/** Everyone in the viewer's family but the viewer: a dad's sons, or a son's dad. One query. */
export async function findFamilyMembers(db: Queryable, userId: string): Promise<FamilyMember[]> {
  const rows = await db
    .select({
      dadId: familyLinks.dadId,
      sonId: familyLinks.sonId,
      sonAssistantEnabled: familyLinks.sonAssistantEnabled,
      dadName: dadProfiles.fullName,
      sonName: sonProfiles.fullName,
    })
    .from(familyLinks)
    .innerJoin(dadProfiles, eq(dadProfiles.id, familyLinks.dadId))
    .innerJoin(sonProfiles, eq(sonProfiles.id, familyLinks.sonId))
    .where(or(eq(familyLinks.dadId, userId), eq(familyLinks.sonId, userId)))
    .orderBy(asc(familyLinks.id));
  return rows.map((row) =>
    row.dadId === userId
      ? { userId: row.sonId, fullName: row.sonName, role: "son", sonAssistantEnabled: row.sonAssistantEnabled }
      : { userId: row.dadId, fullName: row.dadName, role: "dad", sonAssistantEnabled: row.sonAssistantEnabled },
  );
}

/** The ids of the viewer's family members (for "shared with my family" queries). */
export async function findFamilyMemberIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ dadId: familyLinks.dadId, sonId: familyLinks.sonId })
    .from(familyLinks)
    .where(or(eq(familyLinks.dadId, userId), eq(familyLinks.sonId, userId)));
  return rows.map((r) => (r.dadId === userId ? r.sonId : r.dadId));
}
