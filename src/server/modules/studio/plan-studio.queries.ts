// The plan studio's database access: the items of a plan's weeks in full, one week's
// row, the draft of a published plan, published versions and the review queue.
import { and, asc, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { PlanReviewState } from "../../../shared/schemas/studio.ts";
import type { Queryable, Tx } from "../../db/client.ts";
import {
  challenges,
  dadsCorner,
  devotionalPlans,
  devotionals,
  organizationMembers,
  organizations,
  planContent,
  planVersions,
  users,
} from "../../db/schema/index.ts";

/** The items with these ids, in full, as the editor writes them. */
export async function findItemsByIds(db: Queryable, ids: { devotionals: number[]; challenges: number[]; dadsCorner: number[] }) {
  const [d, c, dc] = await Promise.all([
    ids.devotionals.length === 0
      ? []
      : db
          .select({
            id: devotionals.id,
            title: devotionals.title,
            scriptureReference: devotionals.scriptureReference,
            content: devotionals.content,
            memoryVerse: devotionals.memoryVerse,
            discussionQuestions: devotionals.discussionQuestions,
          })
          .from(devotionals)
          .where(inArray(devotionals.id, ids.devotionals)),
    ids.challenges.length === 0 ? [] : db.select().from(challenges).where(inArray(challenges.id, ids.challenges)),
    ids.dadsCorner.length === 0
      ? []
      : db
          .select({ id: dadsCorner.id, title: dadsCorner.title, content: dadsCorner.content, resources: dadsCorner.resources })
          .from(dadsCorner)
          .where(inArray(dadsCorner.id, ids.dadsCorner)),
  ]);
  return { devotionals: d, challenges: c, dadsCorner: dc };
}

/** Stores (or clears, with null) the draft of a published plan; a change, so the plan's version moves on. */
export async function writePlanDraft(tx: Tx, planId: number, draft: unknown): Promise<number> {
  const [row] = await tx
    .update(devotionalPlans)
    .set({ draft: draft === null ? sql`null` : draft, version: sql`${devotionalPlans.version} + 1`, updatedAt: new Date() })
    .where(eq(devotionalPlans.id, planId))
    .returning({ version: devotionalPlans.version });
  return row?.version ?? 0;
}

export async function bumpPlanVersion(tx: Tx, planId: number): Promise<number> {
  const [row] = await tx
    .update(devotionalPlans)
    .set({ version: sql`${devotionalPlans.version} + 1`, updatedAt: new Date() })
    .where(eq(devotionalPlans.id, planId))
    .returning({ version: devotionalPlans.version });
  return row?.version ?? 0;
}

/** Sets one week of a plan to these items (the row is made when the week had none). */
export async function upsertPlanWeek(
  tx: Tx,
  planId: number,
  week: { weekNumber: number; devotionalId: number | null; challengeId: number | null; dadsCornerId: number | null },
): Promise<void> {
  await tx
    .insert(planContent)
    .values({ planId, ...week })
    .onConflictDoUpdate({
      target: [planContent.planId, planContent.weekNumber],
      set: { devotionalId: week.devotionalId, challengeId: week.challengeId, dadsCornerId: week.dadsCornerId },
    });
}

export async function deletePlanWeeksAfter(tx: Tx, planId: number, lastWeek: number): Promise<void> {
  await tx.delete(planContent).where(and(eq(planContent.planId, planId), gt(planContent.weekNumber, lastWeek)));
}

export async function setReview(tx: Tx, planId: number, review: { state: PlanReviewState; note: string | null; approved?: boolean }): Promise<void> {
  await tx
    .update(devotionalPlans)
    .set({
      reviewState: review.state,
      reviewNote: review.note,
      reviewRequestedAt: review.state === "pending" ? new Date() : null,
      ...(review.approved ? { approvedAt: new Date() } : {}),
      version: sql`${devotionalPlans.version} + 1`,
    })
    .where(eq(devotionalPlans.id, planId));
}

export async function insertPlanVersion(tx: Tx, planId: number, snapshot: unknown, publishedBy: string | null): Promise<number> {
  const [row] = await tx
    .insert(planVersions)
    .values({
      planId,
      versionNumber: sql`(select coalesce(max(${planVersions.versionNumber}), 0) + 1 from ${planVersions} where ${planVersions.planId} = ${planId})`,
      snapshot,
      publishedBy,
    })
    .returning({ versionNumber: planVersions.versionNumber });
  return row?.versionNumber ?? 0;
}

export async function latestPlanVersion(db: Queryable, planId: number): Promise<unknown> {
  const [row] = await db
    .select({ snapshot: planVersions.snapshot })
    .from(planVersions)
    .where(eq(planVersions.planId, planId))
    .orderBy(desc(planVersions.versionNumber))
    .limit(1);
  return row?.snapshot ?? null;
}

export async function listPlanVersions(db: Queryable, planId: number) {
  return db
    .select({ versionNumber: planVersions.versionNumber, publishedAt: planVersions.publishedAt })
    .from(planVersions)
    .where(eq(planVersions.planId, planId))
    .orderBy(asc(planVersions.versionNumber));
}

/** Whether an organization can be paid (Stripe connected, payouts on); the platform's own plans have none. */
export async function organizationPayable(db: Queryable, organizationId: number | null): Promise<boolean> {
  if (organizationId === null) return false;
  const [row] = await db
    .select({ payable: sql<boolean>`${organizations.stripeAccountId} is not null and ${organizations.payoutsEnabled}`.mapWith(Boolean) })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.payable ?? false;
}

/** The plan's title and the sign-in addresses of its organization's staff (who author it), for the review's outcome mail. */
export async function findPlanAuthors(db: Queryable, planId: number): Promise<{ title: string; emails: string[] }> {
  const rows = await db
    .select({ title: devotionalPlans.title, email: users.email })
    .from(devotionalPlans)
    .innerJoin(organizationMembers, eq(organizationMembers.organizationId, devotionalPlans.organizationId))
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(devotionalPlans.id, planId))
    .orderBy(asc(organizationMembers.id));
  return { title: rows[0]?.title ?? "", emails: rows.map((row) => row.email) };
}

/** The plans waiting in the review queue, oldest request first. */
export async function listPendingReviewIds(db: Queryable) {
  return db
    .select({ id: devotionalPlans.id, reviewRequestedAt: devotionalPlans.reviewRequestedAt, approvedAt: devotionalPlans.approvedAt })
    .from(devotionalPlans)
    .where(eq(devotionalPlans.reviewState, "pending"))
    .orderBy(asc(devotionalPlans.reviewRequestedAt), asc(devotionalPlans.id));
}

/**
 * The published plans whose stored weeks use this item: an edit of it from the item forms waits in
 * each one's draft. Locked for the caller's transaction, in id order (two edits never lock them in turn).
 */
export async function findPublishedPlansUsing(tx: Tx, kind: "devotionals" | "challenges" | "dadsCorner", itemId: number): Promise<number[]> {
  const column = kind === "devotionals" ? planContent.devotionalId : kind === "challenges" ? planContent.challengeId : planContent.dadsCornerId;
  const rows = await tx
    .selectDistinct({ id: devotionalPlans.id })
    .from(planContent)
    .innerJoin(devotionalPlans, eq(devotionalPlans.id, planContent.planId))
    .where(and(eq(column, itemId), eq(devotionalPlans.status, "published")))
    .orderBy(asc(devotionalPlans.id));
  const ids = rows.map((row) => row.id);
  if (ids.length > 0)
    await tx.select({ id: devotionalPlans.id }).from(devotionalPlans).where(inArray(devotionalPlans.id, ids)).orderBy(asc(devotionalPlans.id)).for("update");
  return ids;
}

/**
 * Whether a published plan other than this one has the item in its stored weeks: then an edit of
 * the item made for this plan is written to a copy, so those families keep reading the text they read. The item's
 * row is locked first, so this answer holds until the caller's transaction ends (an item form's edit locks it too).
 */
export async function usedByAnotherPublishedPlan(tx: Tx, kind: "devotionals" | "challenges" | "dadsCorner", itemId: number, planId: number): Promise<boolean> {
  const table = kind === "devotionals" ? devotionals : kind === "challenges" ? challenges : dadsCorner;
  await tx.select({ id: table.id }).from(table).where(eq(table.id, itemId)).for("update");
  const column = kind === "devotionals" ? planContent.devotionalId : kind === "challenges" ? planContent.challengeId : planContent.dadsCornerId;
  const [row] = await tx
    .select({ id: planContent.planId })
    .from(planContent)
    .innerJoin(devotionalPlans, eq(devotionalPlans.id, planContent.planId))
    .where(and(eq(column, itemId), ne(planContent.planId, planId), eq(devotionalPlans.status, "published")))
    .limit(1);
  return row !== undefined;
}

/** Who sees a plan: its members only (with the members' link token) or everyone its visibility allows. */
export async function setMembersOnly(
  db: Queryable,
  planId: number,
  membersOnly: boolean,
  token: string | null,
): Promise<{ membersOnly: boolean; token: string | null }> {
  const [row] = await db
    .update(devotionalPlans)
    .set({ membersOnly, membersLinkToken: token, updatedAt: new Date() })
    .where(eq(devotionalPlans.id, planId))
    .returning({ membersOnly: devotionalPlans.membersOnly, token: devotionalPlans.membersLinkToken });
  if (!row) throw new Error("plan not updated");
  return row;
}
