// The seeded plan imports: the sample plan (spec 001 §2 "Import sample data", §9: one 6-week plan on
// 1 Chronicles 17 with its devotionals, challenges, Dad's Corner entries and weekly content) and the launch
// library (the sample plan and one plan for each other category, plan-library.ts). Used by the admin's import
// screen and, published, as the embedded default's demo content at every start, so they must be idempotent and
// cheap: a plan is found by its title, every item by (week_number, title), and nothing found is written again.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { SampleGroupKey } from "../../../shared/schemas/admin.ts";
import type { Database, Tx } from "../client.ts";
import { challenges, dadsCorner, devotionalPlans, devotionals, planContent } from "../schema/index.ts";
import { PLAN_LIBRARY } from "./plan-library.ts";
import { SAMPLE_PLAN_SEED } from "./sample-plan-content.ts";
import type { SeedPlan, SeedPlanInfo } from "./seed-plan.ts";

export interface SampleGroupOutcome {
  /** Rows this import wrote. */
  created: number;
  /** Rows that were already there and were left as they are. */
  existing: number;
}

export interface SampleImportResult {
  planId: number;
  groups: Record<SampleGroupKey, SampleGroupOutcome>;
}

export interface LibraryImportResult {
  plans: (SampleImportResult & { title: string })[];
}

// Two imports at once (a double click, two processes starting) must not both decide "missing" and insert
// twice: the titles carry no unique constraint, so every import (sample or library) serialises on one
// transaction-level lock.
const SAMPLE_IMPORT_LOCK_KEY = 727_006;

interface StoredItem {
  id: number;
  weekNumber: number;
  title: string;
}

type ItemTable = typeof devotionals | typeof challenges | typeof dadsCorner;
const itemColumns = (table: ItemTable) => ({ id: table.id, weekNumber: table.weekNumber, title: table.title });

const itemKey = (item: { weekNumber: number; title: string }) => `${item.weekNumber}\u0000${item.title}`;

/** Finds each wanted item of the table by (week, title) and inserts only the missing ones; returns week → id. */
async function ensureItems<T extends { weekNumber: number; title: string }>(
  tx: Tx,
  table: ItemTable,
  wanted: readonly T[],
  insert: (missing: T[]) => Promise<StoredItem[]>,
): Promise<{ idByWeek: Map<number, number>; outcome: SampleGroupOutcome }> {
  const titles = wanted.map((item) => item.title);
  const found = await tx.select(itemColumns(table)).from(table).where(inArray(table.title, titles)).orderBy(asc(table.id));
  const foundByKey = new Map<string, number>();
  // Several rows may share a week and title (an admin can create them); the oldest one is the sample's.
  for (const row of found) if (!foundByKey.has(itemKey(row))) foundByKey.set(itemKey(row), row.id);
  const missing = wanted.filter((item) => !foundByKey.has(itemKey(item)));
  const inserted = missing.length > 0 ? await insert(missing) : [];
  for (const row of inserted) foundByKey.set(itemKey(row), row.id);

  const idByWeek = new Map<number, number>();
  for (const item of wanted) {
    const id = foundByKey.get(itemKey(item));
    if (id !== undefined) idByWeek.set(item.weekNumber, id);
  }
  return { idByWeek, outcome: { created: inserted.length, existing: wanted.length - inserted.length } };
}

async function ensurePlan(tx: Tx, plan: SeedPlanInfo, publish: boolean): Promise<{ id: number; created: boolean }> {
  const [existing] = await tx
    .select({ id: devotionalPlans.id, coverImageUrl: devotionalPlans.coverImageUrl })
    .from(devotionalPlans)
    .where(and(eq(devotionalPlans.title, plan.title), isNull(devotionalPlans.organizationId)))
    .orderBy(asc(devotionalPlans.id))
    .limit(1);
  if (existing) {
    // A plan imported before it had a cover gets one; a cover someone chose since is left alone.
    if (existing.coverImageUrl === null) {
      await tx.update(devotionalPlans).set({ coverImageUrl: plan.coverImageUrl }).where(eq(devotionalPlans.id, existing.id));
    }
    return { id: existing.id, created: false };
  }
  const [created] = await tx
    .insert(devotionalPlans)
    .values({
      title: plan.title,
      description: plan.description,
      coverImageUrl: plan.coverImageUrl,
      durationWeeks: plan.durationWeeks,
      category: plan.category,
      tags: plan.tags,
      isPublic: plan.isPublic,
      status: publish ? "published" : "draft",
    })
    .returning({ id: devotionalPlans.id });
  if (!created) throw new Error(`seeded plan "${plan.title}" was not inserted`);
  return { id: created.id, created: true };
}

/**
 * Imports one seeded plan inside the caller's transaction. `publish` applies to a plan this call creates: an
 * existing plan keeps its status and its weekly content (an admin may have changed them, and the embedded
 * default calls this at every start).
 */
async function importSeedPlan(tx: Tx, seed: SeedPlan, publish: boolean): Promise<SampleImportResult> {
  const plan = await ensurePlan(tx, seed.plan, publish);

  const devotionalItems = await ensureItems(tx, devotionals, seed.devotionals, (missing) =>
    tx
      .insert(devotionals)
      .values(missing.map((d) => ({ ...d, discussionQuestions: [...d.discussionQuestions] })))
      .returning(itemColumns(devotionals)),
  );
  const challengeItems = await ensureItems(tx, challenges, seed.challenges, (missing) =>
    tx
      .insert(challenges)
      .values(missing.map((c) => ({ ...c, equipmentNeeded: [...c.equipmentNeeded] })))
      .returning(itemColumns(challenges)),
  );
  const dadsCornerItems = await ensureItems(tx, dadsCorner, seed.dadsCorner, (missing) =>
    tx
      .insert(dadsCorner)
      .values(missing.map((e) => ({ ...e, resources: e.resources.map((r) => ({ label: r.label, url: r.url })) })))
      .returning(itemColumns(dadsCorner)),
  );

  if (plan.created) {
    const weeks = Array.from({ length: seed.plan.durationWeeks }, (_, index) => index + 1);
    await tx.insert(planContent).values(
      weeks.map((weekNumber) => ({
        planId: plan.id,
        weekNumber,
        devotionalId: devotionalItems.idByWeek.get(weekNumber) ?? null,
        challengeId: challengeItems.idByWeek.get(weekNumber) ?? null,
        dadsCornerId: dadsCornerItems.idByWeek.get(weekNumber) ?? null,
      })),
    );
  }

  return {
    planId: plan.id,
    groups: {
      plan: plan.created ? { created: 1, existing: 0 } : { created: 0, existing: 1 },
      devotionals: devotionalItems.outcome,
      challenges: challengeItems.outcome,
      dadsCorner: dadsCornerItems.outcome,
    },
  };
}

/** Imports the sample plan in one transaction; importing again duplicates nothing. */
export async function importSamplePlan(db: Database, options: { publish: boolean }): Promise<SampleImportResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAMPLE_IMPORT_LOCK_KEY})`);
    return importSeedPlan(tx, SAMPLE_PLAN_SEED, options.publish);
  });
}

/**
 * Imports the whole launch library (the sample plan included) in one transaction: every plan or none.
 * Importing again duplicates nothing.
 */
export async function importPlanLibrary(db: Database, options: { publish: boolean }, library: readonly SeedPlan[] = PLAN_LIBRARY): Promise<LibraryImportResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAMPLE_IMPORT_LOCK_KEY})`);
    const plans: LibraryImportResult["plans"] = [];
    // One after another, on the transaction's single connection.
    for (const seed of library) plans.push({ title: seed.plan.title, ...(await importSeedPlan(tx, seed, options.publish)) });
    return { plans };
  });
}
