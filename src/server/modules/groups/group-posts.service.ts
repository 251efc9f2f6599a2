// The week's conversation of a group: dads, and sons of 13 or older whose dad allows it; a son under 13
// never. Leaders hide, show and remove posts and answer reports. Posts are counted per author and per group each hour.
import type { Database, Queryable } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { groupMessages, type TGroupPost, type TGroupPostsResponse, type TGroupReport } from "../../../shared/schemas/groups.ts";
import { authorize } from "../../policies/index.ts";
import { findMembership } from "./groups.queries.ts";
import { nameAsSeenBy } from "./group-names.ts";
import { planPlaceOf, type PlanViewer } from "./group-plan.service.ts";
import {
  countRecentPosts,
  countRecentReports,
  deletePost,
  findOpenReport,
  findOpenReports,
  findPost,
  findWeekPosts,
  insertPost,
  insertReport,
  lockGroupPosting,
  resolveReportsOf,
  setPostHidden,
  type PostRow,
} from "./group-posts.queries.ts";

/** Posts one person may write in one group per hour, and all members of a group together. */
export const POST_LIMITS = { perAuthorPerHour: 20, perGroupPerHour: 300 };
/** Reports one person may send per hour (across groups). */
export const REPORT_LIMIT_PER_HOUR = 20;

const HOUR_MS = 3_600_000;

/** The hourly limits' refusal: the message, and when the oldest counted post leaves the window. */
export class TooManyInWindow extends Error {
  readonly retryAfterSeconds: number;
  constructor(message: string, oldest: string | null) {
    super(message);
    const ends = oldest ? Date.parse(oldest) + HOUR_MS : Date.now() + HOUR_MS;
    this.retryAfterSeconds = Math.max(1, Math.ceil((ends - Date.now()) / 1000));
  }
}

async function placeOf(db: Queryable, groupId: number, viewer: PlanViewer) {
  const membership = await findMembership(db, groupId, viewer.userId);
  return membership ? planPlaceOf(db, viewer, membership.role) : undefined;
}

function toPost(row: PostRow, viewer: PlanViewer, isLeader: boolean): TGroupPost {
  return {
    id: row.id,
    week: row.week,
    authorName: nameAsSeenBy(row, viewer),
    mine: row.authorId === viewer.userId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    hidden: isLeader && row.hiddenAt !== null,
    openReports: isLeader ? row.openReports : 0,
  };
}

/** One week's conversation: members read the visible posts, leaders every post with its hidden mark and reports. */
export async function listPosts(db: Database, groupId: number, viewer: PlanViewer, week: number): Promise<TGroupPostsResponse> {
  const place = authorize(viewer, "group.post.list", await placeOf(db, groupId, viewer));
  const isLeader = place.myRole === "leader";
  const rows = await findWeekPosts(db, groupId, week, isLeader);
  return { week, posts: rows.map((row) => toPost(row, viewer, isLeader)), isLeader };
}

/** Posts in the week's conversation, within the hourly limits (checked and written under the group's lock). */
export async function createPost(db: Database, groupId: number, viewer: PlanViewer, week: number, body: string): Promise<TGroupPost> {
  return db.transaction(async (tx) => {
    authorize(viewer, "group.post.create", await placeOf(tx, groupId, viewer));
    await lockGroupPosting(tx, groupId);
    const recent = await countRecentPosts(tx, groupId, viewer.userId);
    if (recent.mine >= POST_LIMITS.perAuthorPerHour) throw new TooManyInWindow(groupMessages.tooManyPosts, recent.my_oldest);
    if (recent.all >= POST_LIMITS.perGroupPerHour) throw new TooManyInWindow(groupMessages.groupTooBusy, recent.all_oldest);
    const row = await insertPost(tx, { groupId, weekNumber: week, authorId: viewer.userId, body });
    return {
      id: row.id,
      week,
      authorName: viewer.fullName,
      mine: true,
      body,
      createdAt: row.createdAt.toISOString(),
      hidden: false,
      openReports: 0,
    };
  });
}

/** A member reports another's post for the leaders; once per post, within the hourly limit. */
export async function reportPost(db: Database, groupId: number, viewer: PlanViewer, postId: number, reason: string): Promise<void> {
  authorize(viewer, "group.post.report", await placeOf(db, groupId, viewer));
  const post = await findPost(db, groupId, postId);
  if (!post || post.hiddenAt !== null) throw notFound(groupMessages.postNotFound);
  if (post.authorId === viewer.userId) throw new AppError("CONFLICT", groupMessages.ownPost);
  const recent = await countRecentReports(db, viewer.userId);
  if (recent.n >= REPORT_LIMIT_PER_HOUR) throw new TooManyInWindow(groupMessages.tooManyReports, recent.oldest);
  if (!(await insertReport(db, { postId, reporterId: viewer.userId, reason }))) throw new AppError("CONFLICT", groupMessages.alreadyReported);
}

/** A leader hides a post from the members (it answers its reports) or shows it again. */
export async function hidePost(db: Database, groupId: number, viewer: PlanViewer, postId: number, hidden: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    authorize(viewer, "group.post.hide", await placeOf(tx, groupId, viewer));
    if (!(await setPostHidden(tx, groupId, postId, hidden ? viewer.userId : null))) throw notFound(groupMessages.postNotFound);
    if (hidden) await resolveReportsOf(tx, postId, viewer.userId);
  });
}

/** A leader removes a post (its reports go with it). */
export async function removePost(db: Database, groupId: number, viewer: PlanViewer, postId: number): Promise<void> {
  authorize(viewer, "group.post.remove", await placeOf(db, groupId, viewer));
  if (!(await deletePost(db, groupId, postId))) throw notFound(groupMessages.postNotFound);
}

/** The open reports of the group, for its leaders. */
export async function listReports(db: Database, groupId: number, viewer: PlanViewer): Promise<TGroupReport[]> {
  authorize(viewer, "group.report.list", await placeOf(db, groupId, viewer));
  const rows = await findOpenReports(db, groupId);
  return rows.map((row) => ({
    id: row.id,
    postId: row.postId,
    week: row.week,
    postBody: row.postBody,
    authorName: nameAsSeenBy(row, viewer),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    hidden: row.hiddenAt !== null,
  }));
}

/** A leader answers a report by keeping the post: every open report on it is answered. */
export async function dismissReport(db: Database, groupId: number, viewer: PlanViewer, reportId: number): Promise<void> {
  authorize(viewer, "group.report.dismiss", await placeOf(db, groupId, viewer));
  const report = await findOpenReport(db, groupId, reportId);
  if (!report) throw notFound(groupMessages.reportNotFound);
  await resolveReportsOf(db, report.postId, viewer.userId);
}
