// The only Drizzle code for groups. Every write is scoped to its group (and member) ids.
import { and, asc, count, eq, isNotNull, sql, type AnyColumn } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { deleteRows, updateRows } from "../../platform/row-changes.queries.ts";
import { preparedQuery } from "../../platform/statements.ts";
import { dadGroups, familyLinks, groupJoinRequests, groupMembers, profiles } from "../../db/schema/index.ts";
import type { GroupMemberRole } from "../../../shared/constants.ts";

// Correlated count under its own alias (the outer query joins group_members too): one query returns every
// group with its member count, no N+1.
const memberCount = sql<number>`(select count(*)::int from group_members as counted where counted.group_id = ${dadGroups.id})`;

/** A group as a card or a page shows it, with its member count and the viewer's role (from the joined membership). */
const groupColumns = {
  id: dadGroups.id,
  name: dadGroups.name,
  description: dadGroups.description,
  isPrivate: dadGroups.isPrivate,
  imageUrl: dadGroups.groupImageUrl,
  memberCount,
  myRole: groupMembers.role,
};

/** The viewer's groups with his role and each group's member count, in one query. */
export async function findGroupsOfUser(db: Queryable, userId: string) {
  return groupsOfUserStatement(db).execute({ userId });
}

/** findGroupsOfUser's query, built once per database handle. */
const groupsOfUserStatement = preparedQuery("groups_of_user", (db: Queryable) =>
  db
    .select(groupColumns)
    .from(groupMembers)
    .innerJoin(dadGroups, eq(dadGroups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, sql.placeholder("userId")))
    .orderBy(asc(dadGroups.name), asc(dadGroups.id)),
);

/** One group as the viewer sees it: the group, its member count and the viewer's role (null when not a member). */
export async function findGroupForViewer(db: Queryable, groupId: number, userId: string) {
  const [row] = await db
    .select({ ...groupColumns, code: dadGroups.groupCode })
    .from(dadGroups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, dadGroups.id), eq(groupMembers.userId, userId)))
    .where(eq(dadGroups.id, groupId))
    .limit(1);
  return row;
}

/**
 * What the name rules need of a person a group shows (a member, a post's author): his profile name and account role,
 * and a son's confirmed family link (his dad, age band, whether his dad shows his full name), joined by `sonLink`.
 */
export const shownPersonColumns = {
  fullName: profiles.fullName,
  accountRole: profiles.role,
  sonDadId: familyLinks.dadId,
  sonAgeBand: familyLinks.sonAgeBand,
  sonFullNameInGroups: familyLinks.sonFullNameInGroups,
};

/** The confirmed family link of the son `userId` names (none for a dad, or a son not yet confirmed). */
export const sonLink = (userId: AnyColumn) => and(eq(familyLinks.sonId, userId), isNotNull(familyLinks.confirmedAt));

/**
 * The members of a group with their profile name, avatar and account role; leaders first. A son's confirmed family
 * link comes along (his dad, age band, whether his dad shows his full name), for who sees what.
 */
export async function findMembers(db: Queryable, groupId: number) {
  return db
    .select({
      ...shownPersonColumns,
      userId: groupMembers.userId,
      avatarUrl: profiles.avatarUrl,
      groupRole: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(profiles, eq(profiles.id, groupMembers.userId))
    .leftJoin(familyLinks, sonLink(groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(sql`case when ${groupMembers.role} = 'leader' then 0 else 1 end`, asc(groupMembers.joinedAt), asc(profiles.fullName));
}

/**
 * Locks the group row for the rest of the transaction, so role changes, removals and leaves on one group run
 * one after another (two leaders demoting each other must not leave the group leaderless). Returns whether the
 * group is private; undefined when it is gone. Read memberships with a later statement: one joined here would
 * come from the snapshot taken before the lock was granted.
 */
export async function lockGroup(tx: Queryable, groupId: number): Promise<{ isPrivate: boolean } | undefined> {
  const [row] = await tx.select({ isPrivate: dadGroups.isPrivate }).from(dadGroups).where(eq(dadGroups.id, groupId)).for("update");
  return row;
}

export async function findMembership(db: Queryable, groupId: number, userId: string) {
  const [row] = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return row;
}

/** How many members and how many leaders a group has (one query). */
export async function countMembersAndLeaders(db: Queryable, groupId: number) {
  const [row] = await db
    .select({ members: count(), leaders: sql<number>`count(*) filter (where ${groupMembers.role} = 'leader')::int` })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return { members: row?.members ?? 0, leaders: row?.leaders ?? 0 };
}

export interface NewGroup {
  name: string;
  description: string | null;
  isPrivate: boolean;
  code: string;
  createdBy: string;
}

/** Inserts a group; undefined when the code is already taken (the caller draws another). */
export async function insertGroup(db: Queryable, group: NewGroup): Promise<number | undefined> {
  const [row] = await db
    .insert(dadGroups)
    .values({ name: group.name, description: group.description, isPrivate: group.isPrivate, groupCode: group.code, createdBy: group.createdBy })
    .onConflictDoNothing({ target: dadGroups.groupCode })
    .returning({ id: dadGroups.id });
  return row?.id;
}

/** Adds a member; false when he already was one (the primary key decides, so a double click cannot add twice). */
export async function insertMember(db: Queryable, groupId: number, userId: string, role: GroupMemberRole): Promise<boolean> {
  const rows = await db.insert(groupMembers).values({ groupId, userId, role }).onConflictDoNothing().returning({ userId: groupMembers.userId });
  return rows.length > 0;
}

export async function updateGroup(db: Queryable, groupId: number, values: { name?: string; description?: string | null; isPrivate?: boolean }) {
  await db
    .update(dadGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dadGroups.id, groupId));
}

/** The membership row of `userId` in the group. */
export const memberOfGroup = (groupId: number, userId: string) => and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId));

export async function updateMemberRole(db: Queryable, groupId: number, userId: string, role: GroupMemberRole): Promise<boolean> {
  return (await updateRows(db, groupMembers, { role }, memberOfGroup(groupId, userId))) > 0;
}

export async function deleteMember(db: Queryable, groupId: number, userId: string): Promise<boolean> {
  return (await deleteRows(db, groupMembers, memberOfGroup(groupId, userId))) > 0;
}

/** Deletes a group (its memberships go with it by the foreign key's cascade). */
/** Deletes the group; answers the image it showed (to release the upload). */
export async function deleteGroup(db: Queryable, groupId: number): Promise<string | null> {
  const [row] = await db.delete(dadGroups).where(eq(dadGroups.id, groupId)).returning({ imageUrl: dadGroups.groupImageUrl });
  return row?.imageUrl ?? null;
}

/** A son's age band on his confirmed family link, or undefined when he has none. */
export async function findSonAgeBand(db: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ ageBand: familyLinks.sonAgeBand })
    .from(familyLinks)
    .where(and(eq(familyLinks.sonId, userId), isNotNull(familyLinks.confirmedAt)))
    .limit(1);
  return row?.ageBand;
}

/**
 * The group holding this code with its name, share-locked: joins run side by side, but not with the last member's
 * leave deleting the group (a join waiting on that finds no group). Undefined for an unknown code.
 */
export async function lockGroupWithNameByCode(tx: Queryable, code: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await tx.select({ id: dadGroups.id, name: dadGroups.name }).from(dadGroups).where(eq(dadGroups.groupCode, code)).for("share");
  return row;
}

/** A young son's request to join, waiting for his dad; false when the same request already waits. */
export async function insertJoinRequest(db: Queryable, request: { sonId: string; groupId: number; groupName: string }): Promise<boolean> {
  const rows = await db.insert(groupJoinRequests).values(request).onConflictDoNothing().returning({ id: groupJoinRequests.id });
  return rows.length > 0;
}
