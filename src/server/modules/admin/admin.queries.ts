// The admin studio's database access: the only Drizzle code of this area.
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { PlanCategory, PlanStatus } from "../../../shared/constants.ts";
import type { TAdminPlanSummary, TDadsCornerResource, TPlanWeek } from "../../../shared/schemas/admin.ts";
import type { Queryable, Tx } from "../../db/client.ts";
import {
  challenges,
  dadsCorner,
  devotionalPlans,
  devotionals,
  organizations,
  planContent,
  profiles,
  userPurchases,
  users,
} from "../../db/schema/index.ts";

// Revenue counts completed purchases only: a purchase row exists from checkout start (pending) and may end
// failed or refunded, and none of those is money the platform has (see docs/areas/admin.md).
const isCompleted = sql`${userPurchases.status} = 'completed'`;

/** Totals over all purchases for the stat cards, and how many purchases there are in all. */
export async function purchaseTotals(db: Queryable) {
  const [row] = await db
    .select({
      revenueCents: sql<number>`coalesce(sum(${userPurchases.pricePaidCents}) filter (where ${isCompleted}), 0)`.mapWith(Number),
      commissionCents: sql<number>`coalesce(sum(${userPurchases.appCommissionCents}) filter (where ${isCompleted}), 0)`.mapWith(Number),
      purchaseCount: count(),
    })
    .from(userPurchases);
  return row ?? { revenueCents: 0, commissionCents: 0, purchaseCount: 0 };
}

// A week "has content" when it lies within the plan's duration and names at least one item.
const weeksWithContent = sql<number>`count(${planContent.id}) filter (where ${planContent.weekNumber} <= ${devotionalPlans.durationWeeks} and (${planContent.devotionalId} is not null or ${planContent.challengeId} is not null or ${planContent.dadsCornerId} is not null))`.mapWith(Number);

function selectPlanSummaries(db: Queryable) {
  return db
    .select({
      id: devotionalPlans.id,
      title: devotionalPlans.title,
      description: devotionalPlans.description,
      durationWeeks: devotionalPlans.durationWeeks,
      category: devotionalPlans.category,
      tags: devotionalPlans.tags,
      isPublic: devotionalPlans.isPublic,
      status: devotionalPlans.status,
      organizationName: organizations.name,
      weeksWithContent,
    })
    .from(devotionalPlans)
    .leftJoin(organizations, eq(organizations.id, devotionalPlans.organizationId))
    .leftJoin(planContent, eq(planContent.planId, devotionalPlans.id))
    .groupBy(devotionalPlans.id, organizations.id)
    .$dynamic();
}

/** Every plan, newest first, with its organization's name and its number of weeks with content. */
export async function listPlanSummaries(db: Queryable): Promise<TAdminPlanSummary[]> {
  return selectPlanSummaries(db).orderBy(desc(devotionalPlans.createdAt), desc(devotionalPlans.id));
}

export async function findPlanSummary(db: Queryable, planId: number): Promise<TAdminPlanSummary | undefined> {
  const [row] = await selectPlanSummaries(db).where(eq(devotionalPlans.id, planId));
  return row;
}

/** The newest purchases with the buyer's name and the plan's title. */
export async function listRecentPurchases(db: Queryable, limit: number) {
  const rows = await db
    .select({
      id: userPurchases.id,
      createdAt: userPurchases.createdAt,
      profileName: profiles.fullName,
      accountName: users.name,
      planTitle: devotionalPlans.title,
      amountCents: userPurchases.pricePaidCents,
      commissionCents: userPurchases.appCommissionCents,
      payoutCents: userPurchases.organizationPayoutCents,
      refundedCents: userPurchases.refundedCents,
      disputeStatus: userPurchases.disputeStatus,
      status: userPurchases.status,
      paymentIntentId: userPurchases.stripePaymentIntentId,
    })
    .from(userPurchases)
    .innerJoin(users, eq(users.id, userPurchases.userId))
    .leftJoin(profiles, eq(profiles.id, userPurchases.userId))
    .innerJoin(devotionalPlans, eq(devotionalPlans.id, userPurchases.planId))
    .orderBy(desc(userPurchases.createdAt), desc(userPurchases.id))
    .limit(limit);
  return rows.map(({ profileName, accountName, ...row }) => ({ ...row, userName: profileName ?? accountName }));
}

/** Every organization with its plan count, completed revenue and payout total: one query, no per-row lookups. */
export async function listOrganizationsWithTotals(db: Queryable) {
  const planCounts = db
    .select({ organizationId: devotionalPlans.organizationId, planCount: count().as("plan_count") })
    .from(devotionalPlans)
    .groupBy(devotionalPlans.organizationId)
    .as("plan_counts");
  const sales = db
    .select({
      organizationId: userPurchases.organizationId,
      revenueCents: sql<number>`coalesce(sum(${userPurchases.pricePaidCents}) filter (where ${isCompleted}), 0)`.as("revenue_cents"),
      payoutCents: sql<number>`coalesce(sum(${userPurchases.organizationPayoutCents}) filter (where ${isCompleted}), 0)`.as("payout_cents"),
    })
    .from(userPurchases)
    .groupBy(userPurchases.organizationId)
    .as("sales");
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      stripeConnected: sql<boolean>`${organizations.stripeAccountId} is not null`.mapWith(Boolean),
      payoutsEnabled: organizations.payoutsEnabled,
      planCount: sql<number>`coalesce(${planCounts.planCount}, 0)`.mapWith(Number),
      revenueCents: sql<number>`coalesce(${sales.revenueCents}, 0)`.mapWith(Number),
      payoutCents: sql<number>`coalesce(${sales.payoutCents}, 0)`.mapWith(Number),
    })
    .from(organizations)
    .leftJoin(planCounts, eq(planCounts.organizationId, organizations.id))
    .leftJoin(sales, eq(sales.organizationId, organizations.id))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

export interface NewPlan {
  title: string;
  description: string | null;
  durationWeeks: number;
  category: PlanCategory | null;
  tags: string[];
  isPublic: boolean;
}

/** Inserts a plan as a draft of the platform (no organization): the spec's create-plan call. */
export async function insertDraftPlan(db: Queryable, plan: NewPlan): Promise<number> {
  const [row] = await db
    .insert(devotionalPlans)
    .values({ ...plan, status: "draft", organizationId: null })
    .returning({ id: devotionalPlans.id });
  if (!row) throw new Error("plan was not inserted");
  return row.id;
}

/** The plan row, locked until the transaction ends so content and status change one at a time. */
export async function lockPlan(tx: Tx, planId: number) {
  const [row] = await tx
    .select({ id: devotionalPlans.id, durationWeeks: devotionalPlans.durationWeeks, status: devotionalPlans.status })
    .from(devotionalPlans)
    .where(eq(devotionalPlans.id, planId))
    .for("update");
  return row;
}

export async function findPlanHeader(db: Queryable, planId: number) {
  const [row] = await db
    .select({ id: devotionalPlans.id, title: devotionalPlans.title, durationWeeks: devotionalPlans.durationWeeks, status: devotionalPlans.status })
    .from(devotionalPlans)
    .where(eq(devotionalPlans.id, planId));
  return row;
}

export async function listPlanWeeks(db: Queryable, planId: number): Promise<TPlanWeek[]> {
  return db
    .select({
      weekNumber: planContent.weekNumber,
      devotionalId: planContent.devotionalId,
      challengeId: planContent.challengeId,
      dadsCornerId: planContent.dadsCornerId,
    })
    .from(planContent)
    .where(eq(planContent.planId, planId))
    .orderBy(asc(planContent.weekNumber));
}

/** All devotionals, challenges and Dad's Corner entries (id, title, week) for the editor's selects. */
export async function listContentOptions(db: Queryable) {
  const [devotionalRows, challengeRows, dadsCornerRows] = await Promise.all([
    db
      .select({ id: devotionals.id, title: devotionals.title, weekNumber: devotionals.weekNumber })
      .from(devotionals)
      .orderBy(asc(devotionals.weekNumber), asc(devotionals.id)),
    db
      .select({ id: challenges.id, title: challenges.title, weekNumber: challenges.weekNumber })
      .from(challenges)
      .orderBy(asc(challenges.weekNumber), asc(challenges.id)),
    db
      .select({ id: dadsCorner.id, title: dadsCorner.title, weekNumber: dadsCorner.weekNumber })
      .from(dadsCorner)
      .orderBy(asc(dadsCorner.weekNumber), asc(dadsCorner.id)),
  ]);
  return { devotionals: devotionalRows, challenges: challengeRows, dadsCorner: dadsCornerRows };
}

/** Which of the given ids exist, per kind of item (three indexed lookups, whatever the number of weeks). */
export async function findExistingItemIds(db: Queryable, ids: { devotionals: number[]; challenges: number[]; dadsCorner: number[] }) {
  const existing = async (table: typeof devotionals | typeof challenges | typeof dadsCorner, wanted: number[]) => {
    if (wanted.length === 0) return new Set<number>();
    const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
    return new Set(rows.map((row) => row.id));
  };
  return {
    devotionals: await existing(devotionals, ids.devotionals),
    challenges: await existing(challenges, ids.challenges),
    dadsCorner: await existing(dadsCorner, ids.dadsCorner),
  };
}

/** Replaces a plan's weekly content with the given weeks (the spec's manage_plan_content). */
export async function replacePlanWeeks(tx: Tx, planId: number, weeks: TPlanWeek[]): Promise<void> {
  await tx.delete(planContent).where(eq(planContent.planId, planId));
  if (weeks.length > 0) await tx.insert(planContent).values(weeks.map((week) => ({ planId, ...week })));
  await tx.update(devotionalPlans).set({ updatedAt: new Date() }).where(eq(devotionalPlans.id, planId));
}

export async function updatePlanStatus(tx: Tx, planId: number, status: PlanStatus): Promise<void> {
  await tx.update(devotionalPlans).set({ status, updatedAt: new Date() }).where(eq(devotionalPlans.id, planId));
}

/** How many weeks of a plan have content (the publish rule), read inside the caller's transaction. */
export async function countWeeksWithContent(tx: Tx, planId: number): Promise<number> {
  const [row] = await tx
    .select({ weeks: weeksWithContent })
    .from(devotionalPlans)
    .leftJoin(planContent, eq(planContent.planId, devotionalPlans.id))
    .where(eq(devotionalPlans.id, planId))
    .groupBy(devotionalPlans.id);
  return row?.weeks ?? 0;
}

export async function insertDevotional(
  db: Queryable,
  item: { title: string; scriptureReference: string; content: string; weekNumber: number; memoryVerse: string | null; discussionQuestions: string[] },
) {
  const [row] = await db
    .insert(devotionals)
    .values(item)
    .returning({ id: devotionals.id, title: devotionals.title, weekNumber: devotionals.weekNumber });
  if (!row) throw new Error("devotional was not inserted");
  return row;
}

export async function insertChallenge(
  db: Queryable,
  item: {
    title: string;
    description: string;
    difficulty: number;
    weekNumber: number;
    fitnessFocus: string;
    durationMinutes: number;
    equipmentNeeded: string[];
  },
) {
  const [row] = await db
    .insert(challenges)
    .values(item)
    .returning({ id: challenges.id, title: challenges.title, weekNumber: challenges.weekNumber });
  if (!row) throw new Error("challenge was not inserted");
  return row;
}

export async function insertDadsCorner(
  db: Queryable,
  item: { title: string; weekNumber: number; content: string; resources: TDadsCornerResource[] },
) {
  const [row] = await db
    .insert(dadsCorner)
    .values(item)
    .returning({ id: dadsCorner.id, title: dadsCorner.title, weekNumber: dadsCorner.weekNumber });
  if (!row) throw new Error("Dad's Corner entry was not inserted");
  return row;
}
