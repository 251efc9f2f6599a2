// The only Drizzle code for a group's weekly conversation and its reports. Every read and write is
// scoped to its group.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { deleteRows, updateRows } from "../../platform/row-changes.queries.ts";
import { shownPersonColumns, sonLink } from "./groups.queries.ts";
import { familyLinks, groupPostReports, groupPosts, profiles } from "../../db/schema/index.ts";

/** The posts of one week with their authors as the name rules need them, oldest first. */
export async function findWeekPosts(db: Queryable, groupId: number, week: number, includeHidden: boolean) {
  return db
    .select({
      id: groupPosts.id,
      week: groupPosts.weekNumber,
      authorId: groupPosts.authorId,
      body: groupPosts.body,
      hiddenAt: groupPosts.hiddenAt,
      createdAt: groupPosts.createdAt,
      ...shownPersonColumns,
      openReports: sql<number>`(select count(*)::int from ${groupPostReports} r where r.post_id = ${groupPosts.id} and r.resolved_at is null)`,
    })
    .from(groupPosts)
    .innerJoin(profiles, eq(profiles.id, groupPosts.authorId))
    .leftJoin(familyLinks, sonLink(groupPosts.authorId))
    .where(and(eq(groupPosts.groupId, groupId), eq(groupPosts.weekNumber, week), includeHidden ? undefined : isNull(groupPosts.hiddenAt)))
    .orderBy(asc(groupPosts.createdAt), asc(groupPosts.id))
    .limit(500);
}

export type PostRow = Awaited<ReturnType<typeof findWeekPosts>>[number];

/** Serialises the posts of one group (the hourly limits count, then insert). */
export async function lockGroupPosting(tx: Queryable, groupId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('group-posts'), ${groupId})`);
}

/** Posts in the last hour by this author in this group, and by everyone in it; the oldest of each counted window. */
export async function countRecentPosts(tx: Queryable, groupId: number, authorId: string) {
  const since = sql`now() - interval '1 hour'`;
  const result = await tx.execute<{ mine: number; all: number; my_oldest: string | null; all_oldest: string | null }>(sql`
    select count(*) filter (where author_id = ${authorId})::int as mine, count(*)::int as all,
           min(created_at) filter (where author_id = ${authorId})::text as my_oldest, min(created_at)::text as all_oldest
      from group_posts where group_id = ${groupId} and created_at > ${since}`);
  return result.rows[0] ?? { mine: 0, all: 0, my_oldest: null, all_oldest: null };
}

export async function insertPost(tx: Queryable, post: { groupId: number; weekNumber: number; authorId: string; body: string }) {
  const [row] = await tx.insert(groupPosts).values(post).returning({ id: groupPosts.id, createdAt: groupPosts.createdAt });
  if (!row) throw new Error("post insert returned no row");
  return row;
}

/** A post of this group (undefined when it is another group's or gone). */
export async function findPost(db: Queryable, groupId: number, postId: number) {
  const [row] = await db
    .select({ id: groupPosts.id, authorId: groupPosts.authorId, hiddenAt: groupPosts.hiddenAt })
    .from(groupPosts)
    .where(and(eq(groupPosts.id, postId), eq(groupPosts.groupId, groupId)))
    .limit(1);
  return row;
}

/** Reports this person sent in the last hour, and the oldest of them. */
export async function countRecentReports(db: Queryable, reporterId: string) {
  const result = await db.execute<{ n: number; oldest: string | null }>(sql`
    select count(*)::int as n, min(created_at)::text as oldest from group_post_reports where reporter_id = ${reporterId} and created_at > now() - interval '1 hour'`);
  return result.rows[0] ?? { n: 0, oldest: null };
}

/** A report; false when this person already reported this post. */
export async function insertReport(db: Queryable, report: { postId: number; reporterId: string; reason: string }): Promise<boolean> {
  const rows = await db.insert(groupPostReports).values(report).onConflictDoNothing().returning({ id: groupPostReports.id });
  return rows.length > 0;
}

/** The post `postId` while it is this group's: another group's id matches nothing. */
const postOfGroup = (groupId: number, postId: number) => and(eq(groupPosts.id, postId), eq(groupPosts.groupId, groupId));

/** Hides or shows a post of this group; false when there is no such post in it. */
export async function setPostHidden(db: Queryable, groupId: number, postId: number, hiddenBy: string | null): Promise<boolean> {
  return (await updateRows(db, groupPosts, { hiddenAt: hiddenBy ? new Date() : null, hiddenBy }, postOfGroup(groupId, postId))) > 0;
}

/** Answers every open report on a post (a leader hid it, removed it or kept it). */
export async function resolveReportsOf(db: Queryable, postId: number, leaderId: string): Promise<void> {
  await db
    .update(groupPostReports)
    .set({ resolvedAt: new Date(), resolvedBy: leaderId })
    .where(and(eq(groupPostReports.postId, postId), isNull(groupPostReports.resolvedAt)));
}

/** Deletes a post of this group (its reports go with it); false when there is none. */
export async function deletePost(db: Queryable, groupId: number, postId: number): Promise<boolean> {
  return (await deleteRows(db, groupPosts, postOfGroup(groupId, postId))) > 0;
}

/** The open reports of a group's posts, oldest first, with the post and its author as the name rules need them. */
export async function findOpenReports(db: Queryable, groupId: number) {
  return db
    .select({
      id: groupPostReports.id,
      postId: groupPosts.id,
      week: groupPosts.weekNumber,
      postBody: groupPosts.body,
      hiddenAt: groupPosts.hiddenAt,
      reason: groupPostReports.reason,
      createdAt: groupPostReports.createdAt,
      authorId: groupPosts.authorId,
      ...shownPersonColumns,
    })
    .from(groupPostReports)
    .innerJoin(groupPosts, eq(groupPosts.id, groupPostReports.postId))
    .innerJoin(profiles, eq(profiles.id, groupPosts.authorId))
    .leftJoin(familyLinks, sonLink(groupPosts.authorId))
    .where(and(eq(groupPosts.groupId, groupId), isNull(groupPostReports.resolvedAt)))
    .orderBy(asc(groupPostReports.createdAt))
    .limit(200);
}

/** An open report on a post of this group. */
export async function findOpenReport(db: Queryable, groupId: number, reportId: number) {
  const [row] = await db
    .select({ postId: groupPostReports.postId })
    .from(groupPostReports)
    .innerJoin(groupPosts, eq(groupPosts.id, groupPostReports.postId))
    .where(and(eq(groupPostReports.id, reportId), eq(groupPosts.groupId, groupId), isNull(groupPostReports.resolvedAt)))
    .limit(1);
  return row;
}
