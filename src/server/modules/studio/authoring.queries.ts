// The studio's database access for plans, their weeks and items (lists filtered by the policy's answer, a row by
// its id for its use case to authorize), and the newest purchases of an author's plans.
import type { Language } from "../../../shared/language.ts";
import { challengeMeasuresOf, type StoredChallengeMeasure } from "../../../shared/fitness.ts";
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { AuthoredRows } from "../../policies/plan.ts";
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
  planRuns,
} from "../../db/schema/index.ts";

/** A list's filter from the policy's answer (policies/plan.ts `rowsAuthoredBy`): every row, one organization's, or none. */
function authored(column: SQLWrapper, rows: AuthoredRows): SQL | undefined {
  if ("every" in rows) return undefined;
  if ("none" in rows) return sql`false`;
  return eq(column, rows.organizationId);
}

/** Items (devotionals, challenges, Dad's Corner) belong to the platform (null) or to one organization. */
export type ItemOwner = number | null;
const ownedBy = (column: typeof devotionals.organizationId | typeof challenges.organizationId | typeof dadsCorner.organizationId, owner: ItemOwner) =>
  owner === null ? isNull(column) : eq(column, owner);

// A week "has content" when it lies within the plan's duration and names at least one item.
const weeksWithContent =
  sql<number>`count(${planContent.id}) filter (where ${planContent.weekNumber} <= ${devotionalPlans.durationWeeks} and (${planContent.devotionalId} is not null or ${planContent.challengeId} is not null or ${planContent.dadsCornerId} is not null))`.mapWith(
    Number,
  );

/** A plan's own columns, as the studio and its lists read them. */
const planColumns = {
  id: devotionalPlans.id,
  title: devotionalPlans.title,
  description: devotionalPlans.description,
  durationWeeks: devotionalPlans.durationWeeks,
  category: devotionalPlans.category,
  tags: devotionalPlans.tags,
  language: devotionalPlans.language,
  isPublic: devotionalPlans.isPublic,
  status: devotionalPlans.status,
  organizationId: devotionalPlans.organizationId,
  priceCents: devotionalPlans.priceCents,
  coverImageUrl: devotionalPlans.coverImageUrl,
  version: devotionalPlans.version,
  reviewState: devotionalPlans.reviewState,
  reviewNote: devotionalPlans.reviewNote,
  hasDraft: sql<boolean>`${devotionalPlans.draft} is not null`.mapWith(Boolean),
};

/** What a use case needs besides: the draft of a published plan, its listing and its first approval. */
const studioColumns = { ...planColumns, draft: devotionalPlans.draft, membersOnly: devotionalPlans.membersOnly, approvedAt: devotionalPlans.approvedAt };

function selectPlanSummaries(db: Queryable) {
  return db
    .select({ ...planColumns, organizationName: organizations.name, weeksWithContent })
    .from(devotionalPlans)
    .leftJoin(organizations, eq(organizations.id, devotionalPlans.organizationId))
    .leftJoin(planContent, eq(planContent.planId, devotionalPlans.id))
    .groupBy(devotionalPlans.id, organizations.id)
    .$dynamic();
}

/** The plans a list may hold (the policy's filter), newest first, with their organization's name and their number of weeks with content. */
export async function listPlanSummaries(db: Queryable, rows: AuthoredRows): Promise<TAdminPlanSummary[]> {
  return selectPlanSummaries(db).where(authored(devotionalPlans.organizationId, rows)).orderBy(desc(devotionalPlans.createdAt), desc(devotionalPlans.id));
}

/** Several plans by id in one statement, whoever owns them: the caller authorized the list. */
export async function findPlanSummaries(db: Queryable, planIds: number[]): Promise<TAdminPlanSummary[]> {
  if (planIds.length === 0) return [];
  return selectPlanSummaries(db).where(inArray(devotionalPlans.id, planIds));
}

/** One plan by its id, whoever owns it: the use case authorizes it (studio/author.ts). */
export async function findPlanSummary(db: Queryable, planId: number): Promise<TAdminPlanSummary | undefined> {
  const [row] = await selectPlanSummaries(db).where(eq(devotionalPlans.id, planId));
  return row;
}

/** The summary of a plan a use case authorized and changed, for its answer (it holds the plan: a missing one is a bug). */
export async function summaryAfterChange(db: Queryable, planId: number): Promise<TAdminPlanSummary> {
  const summary = await findPlanSummary(db, planId);
  if (!summary) throw new Error(`plan ${planId} vanished while its use case held it`);
  return summary;
}

/** One plan for a use case that reads: its summary, its draft and its listing, whoever owns it. */
export async function findStudioPlan(db: Queryable, planId: number) {
  const [row] = await db
    .select({ ...studioColumns, organizationName: organizations.name, weeksWithContent })
    .from(devotionalPlans)
    .leftJoin(organizations, eq(organizations.id, devotionalPlans.organizationId))
    .leftJoin(planContent, eq(planContent.planId, devotionalPlans.id))
    .where(eq(devotionalPlans.id, planId))
    .groupBy(devotionalPlans.id, organizations.id);
  return row;
}

/**
 * One plan for a use case that writes, locked until its transaction ends so content and status change one at a
 * time: its columns and its draft, whoever owns it (the use case authorizes it).
 */
export async function lockStudioPlan(tx: Tx, planId: number) {
  const [row] = await tx.select(studioColumns).from(devotionalPlans).where(eq(devotionalPlans.id, planId)).for("update");
  return row;
}

export type StudioPlan = NonNullable<Awaited<ReturnType<typeof lockStudioPlan>>>;

/** What a sales table shows of a purchase: the buyer's name, the plan's title, the amounts and their state. */
const purchaseColumns = {
  id: userPurchases.id,
  createdAt: userPurchases.createdAt,
  // The buyer's name: his profile's, else his account's.
  userName: sql<string>`coalesce(${profiles.fullName}, ${users.name})`,
  planTitle: devotionalPlans.title,
  amountCents: userPurchases.pricePaidCents,
  commissionCents: userPurchases.appCommissionCents,
  payoutCents: userPurchases.organizationPayoutCents,
  refundedCents: userPurchases.refundedCents,
  disputeStatus: userPurchases.disputeStatus,
  status: userPurchases.status,
  paymentIntentId: userPurchases.stripePaymentIntentId,
};

/** The newest purchases that match `where`, with the sales columns and any `extra` ones. */
export function listPurchases<TExtra extends SelectedFields>(db: Queryable, where: SQL | undefined, limit: number, extra: TExtra) {
  return db
    .select({ ...purchaseColumns, ...extra })
    .from(userPurchases)
    .innerJoin(users, eq(users.id, userPurchases.userId))
    .leftJoin(profiles, eq(profiles.id, userPurchases.userId))
    .innerJoin(devotionalPlans, eq(devotionalPlans.id, userPurchases.planId))
    .where(where)
    .orderBy(desc(userPurchases.createdAt), desc(userPurchases.id))
    .limit(limit);
}

/** The newest purchases (of one organization, or all) with the buyer's name and the plan's title. */
export async function listRecentPurchases(db: Queryable, limit: number, organizationId?: number) {
  return listPurchases(db, organizationId === undefined ? undefined : eq(userPurchases.organizationId, organizationId), limit, {});
}

export interface NewPlan {
  title: string;
  description: string | null;
  durationWeeks: number;
  category: PlanCategory | null;
  tags: string[];
  language: Language;
  isPublic: boolean;
  priceCents: number;
  organizationId: number | null;
}

/** Inserts a plan as a draft, of the platform (organizationId null) or of an organization. */
export async function insertDraftPlan(db: Queryable, plan: NewPlan): Promise<number> {
  const [row] = await db
    .insert(devotionalPlans)
    .values({ ...plan, status: "draft" })
    .returning({ id: devotionalPlans.id });
  if (!row) throw new Error("plan was not inserted");
  return row.id;
}

/** A plan's week: its number and the item of each kind it names. */
export const planWeekColumns = {
  weekNumber: planContent.weekNumber,
  devotionalId: planContent.devotionalId,
  challengeId: planContent.challengeId,
  dadsCornerId: planContent.dadsCornerId,
};

export async function listPlanWeeks(db: Queryable, planId: number): Promise<TPlanWeek[]> {
  return db.select(planWeekColumns).from(planContent).where(eq(planContent.planId, planId)).orderBy(asc(planContent.weekNumber));
}

/**
 * The live devotionals, challenges and Dad's Corner entries (id, title, week) of one owner for the editor's
 * selects: a plan is filled only from its own owner's items (the platform's, or its organization's).
 */
export async function listContentOptions(db: Queryable, owner: ItemOwner) {
  const [devotionalRows, challengeRows, dadsCornerRows] = await Promise.all([
    db
      .select({ id: devotionals.id, title: devotionals.title, weekNumber: devotionals.weekNumber })
      .from(devotionals)
      .where(and(ownedBy(devotionals.organizationId, owner), isNull(devotionals.archivedAt)))
      .orderBy(asc(devotionals.weekNumber), asc(devotionals.id)),
    db
      .select({ id: challenges.id, title: challenges.title, weekNumber: challenges.weekNumber })
      .from(challenges)
      .where(and(ownedBy(challenges.organizationId, owner), isNull(challenges.archivedAt)))
      .orderBy(asc(challenges.weekNumber), asc(challenges.id)),
    db
      .select({ id: dadsCorner.id, title: dadsCorner.title, weekNumber: dadsCorner.weekNumber })
      .from(dadsCorner)
      .where(and(ownedBy(dadsCorner.organizationId, owner), isNull(dadsCorner.archivedAt)))
      .orderBy(asc(dadsCorner.weekNumber), asc(dadsCorner.id)),
  ]);
  return { devotionals: devotionalRows, challenges: challengeRows, dadsCorner: dadsCornerRows };
}

/** Which of the given ids exist and belong to the owner, per kind of item (three indexed lookups). */
export async function findExistingItemIds(db: Queryable, ids: { devotionals: number[]; challenges: number[]; dadsCorner: number[] }, owner: ItemOwner) {
  const existing = async (table: typeof devotionals | typeof challenges | typeof dadsCorner, wanted: number[]) => {
    if (wanted.length === 0) return new Set<number>();
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, wanted), ownedBy(table.organizationId, owner)));
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
  await tx
    .update(devotionalPlans)
    .set({ updatedAt: new Date(), version: sql`${devotionalPlans.version} + 1` })
    .where(eq(devotionalPlans.id, planId));
}

export async function updatePlanStatus(tx: Tx, planId: number, status: PlanStatus): Promise<void> {
  await tx
    .update(devotionalPlans)
    .set({ status, updatedAt: new Date(), version: sql`${devotionalPlans.version} + 1` })
    .where(eq(devotionalPlans.id, planId));
}

/** What the editor shows of a content item it wrote: its id, title and week. */
function itemSummaryOf<T extends typeof devotionals | typeof challenges | typeof dadsCorner>(table: T) {
  return { id: table.id as T["id"], title: table.title as T["title"], weekNumber: table.weekNumber as T["weekNumber"] };
}

/** The one row an insert returned (an insert that returns none is a bug, not a user's error). */
function insertedItem<TRow>(rows: TRow[], what: string): TRow {
  const [row] = rows;
  if (!row) throw new Error(`${what} was not inserted`);
  return row;
}

export async function insertDevotional(
  db: Queryable,
  item: {
    title: string;
    scriptureReference: string;
    content: string;
    weekNumber: number;
    memoryVerse: string | null;
    discussionQuestions: string[];
    organizationId: ItemOwner;
  },
) {
  return insertedItem(await db.insert(devotionals).values(item).returning(itemSummaryOf(devotionals)), "devotional");
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
    measures: StoredChallengeMeasure[];
    organizationId: ItemOwner;
  },
) {
  return insertedItem(await db.insert(challenges).values(item).returning(itemSummaryOf(challenges)), "challenge");
}

export async function insertDadsCorner(
  db: Queryable,
  item: { title: string; weekNumber: number; content: string; resources: TDadsCornerResource[]; organizationId: ItemOwner },
) {
  return insertedItem(await db.insert(dadsCorner).values(item).returning(itemSummaryOf(dadsCorner)), "Dad's Corner entry");
}

// ---------- editing and deleting after creation ----------

export async function updatePlanRow(
  tx: Tx,
  planId: number,
  values: Partial<Omit<NewPlan, "organizationId"> & { coverImageUrl: string | null }>,
): Promise<void> {
  await tx
    .update(devotionalPlans)
    .set({ ...values, updatedAt: new Date(), version: sql`${devotionalPlans.version} + 1` })
    .where(eq(devotionalPlans.id, planId));
}

/** How many families have chosen the plan and how many purchases name it: what deleting would take from them. */
export async function planUsage(tx: Tx, planId: number) {
  const [row] = await tx
    .select({
      // Families on the plan now, or whose run of it (and its ticks) is kept to come back to.
      selectedBy:
        sql<number>`(select count(*) from ${profiles} where ${profiles.selectedPlanId} = ${planId}) + (select count(*) from ${planRuns} where ${planRuns.planId} = ${planId})`.mapWith(
          Number,
        ),
      purchases: sql<number>`(select count(*) from ${userPurchases} where ${userPurchases.planId} = ${planId})`.mapWith(Number),
    })
    .from(sql`(select 1) as usage_input`);
  return row ?? { selectedBy: 0, purchases: 0 };
}

export async function deletePlanRow(tx: Tx, planId: number): Promise<void> {
  await tx.delete(devotionalPlans).where(eq(devotionalPlans.id, planId));
}

export const ITEM_TABLES = { devotionals, challenges, dadsCorner } as const;
export type ItemKind = keyof typeof ITEM_TABLES;

/**
 * One item, locked for the caller's transaction (an edit or a delete), with its owner and how many plan weeks use
 * it; the use case authorizes it.
 */
export async function lockItem(tx: Tx, kind: ItemKind, itemId: number) {
  const table = ITEM_TABLES[kind];
  const [row] = await tx
    .select({ id: table.id, organizationId: table.organizationId, archivedAt: table.archivedAt })
    .from(table)
    .where(eq(table.id, itemId))
    .for("update");
  if (!row) return undefined;
  const column = kind === "devotionals" ? planContent.devotionalId : kind === "challenges" ? planContent.challengeId : planContent.dadsCornerId;
  const [usage] = await tx.select({ n: count() }).from(planContent).where(eq(column, itemId));
  return { ...row, usedByWeeks: usage?.n ?? 0 };
}

/** One item's row by its id, `columns` of it (its owner among them), whoever owns it: the use case authorizes it. */
async function findItemRow<C extends SelectedFields>(
  db: Queryable,
  table: typeof devotionals | typeof challenges | typeof dadsCorner,
  columns: C,
  itemId: number,
) {
  const [row] = await db.select(columns).from(table).where(eq(table.id, itemId));
  return row;
}

/** What every kind's editor reads of an item beside its own fields: its summary and its owner (null: the platform's). */
function editedItemColumnsOf<T extends typeof devotionals | typeof challenges | typeof dadsCorner>(table: T) {
  return { ...itemSummaryOf(table), organizationId: table.organizationId as T["organizationId"] };
}

export async function findDevotional(db: Queryable, itemId: number) {
  return findItemRow(
    db,
    devotionals,
    {
      ...editedItemColumnsOf(devotionals),
      scriptureReference: devotionals.scriptureReference,
      content: devotionals.content,
      memoryVerse: devotionals.memoryVerse,
      discussionQuestions: devotionals.discussionQuestions,
    },
    itemId,
  );
}

export async function findChallenge(db: Queryable, itemId: number) {
  const row = await findItemRow(
    db,
    challenges,
    {
      ...editedItemColumnsOf(challenges),
      description: challenges.description,
      difficulty: challenges.difficulty,
      fitnessFocus: challenges.fitnessFocus,
      durationMinutes: challenges.durationMinutes,
      equipmentNeeded: challenges.equipmentNeeded,
      measures: challenges.measures,
    },
    itemId,
  );
  if (!row) return undefined;
  return { ...row, measures: challengeMeasuresOf(row.measures) };
}

export async function findDadsCorner(db: Queryable, itemId: number) {
  return findItemRow(db, dadsCorner, { ...editedItemColumnsOf(dadsCorner), content: dadsCorner.content, resources: dadsCorner.resources }, itemId);
}

export async function updateDevotionalRow(tx: Tx, itemId: number, values: Partial<typeof devotionals.$inferInsert>) {
  await tx.update(devotionals).set(values).where(eq(devotionals.id, itemId));
}
export async function updateChallengeRow(tx: Tx, itemId: number, values: Partial<typeof challenges.$inferInsert>) {
  await tx.update(challenges).set(values).where(eq(challenges.id, itemId));
}
export async function updateDadsCornerRow(tx: Tx, itemId: number, values: Partial<typeof dadsCorner.$inferInsert>) {
  await tx.update(dadsCorner).set(values).where(eq(dadsCorner.id, itemId));
}

export async function archiveItemRow(tx: Tx, kind: ItemKind, itemId: number) {
  const table = ITEM_TABLES[kind];
  await tx.update(table).set({ archivedAt: new Date() }).where(eq(table.id, itemId));
}

export async function deleteItemRow(tx: Tx, kind: ItemKind, itemId: number) {
  const table = ITEM_TABLES[kind];
  await tx.delete(table).where(eq(table.id, itemId));
}

/** Every live item a list may hold (the policy's filter) for the studio's content library. */
export async function listItems(db: Queryable, rows: AuthoredRows) {
  const list = (table: (typeof ITEM_TABLES)[ItemKind]) =>
    db
      .select({ id: table.id, title: table.title, weekNumber: table.weekNumber })
      .from(table)
      .where(and(authored(table.organizationId, rows), isNull(table.archivedAt)))
      .orderBy(asc(table.weekNumber), asc(table.id));
  const [d, c, dc] = await Promise.all([list(devotionals), list(challenges), list(dadsCorner)]);
  return { devotionals: d, challenges: c, dadsCorner: dc };
}
