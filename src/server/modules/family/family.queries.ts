// The family link between a dad and the sons he registered: who may see a family member's shared things.
import { eq, or } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { familyLinks, profiles } from "../../db/schema/index.ts";

export interface FamilyMember {
  userId: string;
  fullName: string;
  role: "dad" | "son";
  /** Only meaningful for a son: whether his dad switched his assistant on. */
  sonAssistantEnabled: boolean;
}

/** Everyone in the viewer's family but the viewer: a dad's sons, or a son's dad. One query. */
export async function findFamilyMembers(db: Queryable, userId: string): Promise<FamilyMember[]> {
  const rows = await db
    .select({
      dadId: familyLinks.dadId,
      sonId: familyLinks.sonId,
      sonAssistantEnabled: familyLinks.sonAssistantEnabled,
      dadName: profiles.fullName,
    })
    .from(familyLinks)
    .innerJoin(profiles, eq(profiles.id, familyLinks.dadId))
    .where(or(eq(familyLinks.dadId, userId), eq(familyLinks.sonId, userId)));
  if (rows.length === 0) return [];
  const members: FamilyMember[] = [];
  const sonIds = rows.filter((r) => r.dadId === userId).map((r) => r.sonId);
  if (sonIds.length > 0) {
    const sons = await db.select({ id: profiles.id, fullName: profiles.fullName }).from(profiles).where(or(...sonIds.map((id) => eq(profiles.id, id))));
    const names = new Map(sons.map((s) => [s.id, s.fullName]));
    for (const row of rows) {
      if (row.dadId === userId) members.push({ userId: row.sonId, fullName: names.get(row.sonId) ?? "", role: "son", sonAssistantEnabled: row.sonAssistantEnabled });
    }
  }
  for (const row of rows) {
    if (row.sonId === userId) members.push({ userId: row.dadId, fullName: row.dadName, role: "dad", sonAssistantEnabled: row.sonAssistantEnabled });
  }
  return members;
}

/** The ids of the viewer's family members (for "shared with my family" queries). */
export async function findFamilyMemberIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ dadId: familyLinks.dadId, sonId: familyLinks.sonId })
    .from(familyLinks)
    .where(or(eq(familyLinks.dadId, userId), eq(familyLinks.sonId, userId)));
  return rows.map((r) => (r.dadId === userId ? r.sonId : r.dadId));
}

/** The family link of a son, when he has one (his dad and the dad's settings for him). */
export async function findLinkForSon(db: Queryable, sonId: string) {
  const [row] = await db.select().from(familyLinks).where(eq(familyLinks.sonId, sonId)).limit(1);
  return row;
}
