// The only Drizzle code for a dad's say over his son's groups: join requests and the name setting.
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { dadGroups, familyLinks, groupJoinRequests, groupMembers, profiles } from "../../db/schema/index.ts";

/** The requests of this dad's sons (confirmed links only), oldest first. */
export async function findJoinRequestsOfDad(db: Queryable, dadId: string) {
  return db
    .select({
      id: groupJoinRequests.id,
      sonId: groupJoinRequests.sonId,
      sonName: profiles.fullName,
      groupId: groupJoinRequests.groupId,
      groupName: groupJoinRequests.groupName,
      createdAt: groupJoinRequests.createdAt,
    })
    .from(groupJoinRequests)
    .innerJoin(familyLinks, and(eq(familyLinks.sonId, groupJoinRequests.sonId), isNotNull(familyLinks.confirmedAt)))
    .innerJoin(profiles, eq(profiles.id, groupJoinRequests.sonId))
    .where(eq(familyLinks.dadId, dadId))
    .orderBy(asc(groupJoinRequests.createdAt), asc(groupJoinRequests.id));
}

/** One request of this dad's son, locked for the approval; undefined when it is not his (or already answered). */
export async function lockJoinRequestOfDad(tx: Queryable, requestId: number, dadId: string) {
  const [row] = await tx
    .select({ id: groupJoinRequests.id, sonId: groupJoinRequests.sonId, groupId: groupJoinRequests.groupId, dadId: familyLinks.dadId })
    .from(groupJoinRequests)
    .innerJoin(familyLinks, and(eq(familyLinks.sonId, groupJoinRequests.sonId), isNotNull(familyLinks.confirmedAt)))
    .where(and(eq(groupJoinRequests.id, requestId), eq(familyLinks.dadId, dadId)))
    .for("update", { of: groupJoinRequests });
  return row;
}

/** Share-locks the group so a leave deleting it waits; false when it is gone. */
export async function lockGroupForJoin(tx: Queryable, groupId: number): Promise<boolean> {
  const [row] = await tx.select({ id: dadGroups.id }).from(dadGroups).where(eq(dadGroups.id, groupId)).for("share");
  return row !== undefined;
}

export async function addGroupMember(tx: Queryable, groupId: number, userId: string): Promise<void> {
  await tx.insert(groupMembers).values({ groupId, userId, role: "member" }).onConflictDoNothing();
}

export async function deleteJoinRequest(tx: Queryable, requestId: number): Promise<void> {
  await tx.delete(groupJoinRequests).where(eq(groupJoinRequests.id, requestId));
}
