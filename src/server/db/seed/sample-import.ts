// The seeded plan imports: the sample plan (docs/areas/admin.md "Import sample data": one 6-week plan on
// 1 Chronicles 17 with its devotionals, challenges, Dad's Corner entries and weekly content) and the launch
// library (the sample plan and one plan for each other category, plan-library.ts). Used by the admin's import
// screen and, published, as the embedded default's demo content at every start, so they must be idempotent and
// cheap: a plan is found by its title, every item by (week_number, title), and nothing found is written again.
import type { z } from "zod";
import {
  ZCreateChallengeRequest,
  ZCreateDadsCornerRequest,
  ZCreateDevotionalRequest,
  ZCreatePlanRequest,
  type SampleGroupKey,
} from "../../../shared/schemas/admin.ts";
import type { Database, Tx } from "../client.ts";
import { PLAN_LIBRARY } from "./plan-library.ts";
import {
  findItemsByTitle,
  findPlatformPlanByTitle,
  insertChallenges,
  insertDadsCornerEntries,
  insertDevotionals,
  insertPlanWeeks,
  insertSeedPlan,
  lockSampleImports,
  setPlanCover,
  type ItemKind,
  type StoredItem,
} from "./sample-import.queries.ts";
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

const itemKey = (item: { weekNumber: number; title: string }) => `${item.weekNumber}\u0000${item.title}`;

/** Finds each wanted item of the table by (week, title) and inserts only the missing ones; returns week → id. */
async function ensureItems<T extends { weekNumber: number; title: string }>(
  tx: Tx,
  kind: ItemKind,
  wanted: readonly T[],
  insert: (missing: T[]) => Promise<StoredItem[]>,
): Promise<{ idByWeek: Map<number, number>; outcome: SampleGroupOutcome }> {
  const titles = wanted.map((item) => item.title);
  const found = await findItemsByTitle(tx, kind, titles);
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
  const existing = await findPlatformPlanByTitle(tx, plan.title);
  if (existing) {
    // A plan imported before it had a cover gets one; a cover someone chose since is left alone.
    if (existing.coverImageUrl === null) {
      await setPlanCover(tx, existing.id, plan.coverImageUrl);
    }
    return { id: existing.id, created: false };
  }
  return { id: await insertSeedPlan(tx, plan, publish), created: true };
}

/** A seeded plan's texts pass the forms' own schemas (HTML refused, limits, hidden characters): one rule for content. */
function checkSeed(seed: SeedPlan): void {
  const { coverImageUrl: _cover, ...details } = seed.plan;
  const checks: Array<[string, z.ZodType, unknown]> = [
    ["plan", ZCreatePlanRequest, details],
    ...seed.devotionals.map((item): [string, z.ZodType, unknown] => [`devotional "${item.title}"`, ZCreateDevotionalRequest, item]),
    ...seed.challenges.map((item): [string, z.ZodType, unknown] => [`challenge "${item.title}"`, ZCreateChallengeRequest, item]),
    ...seed.dadsCorner.map((item): [string, z.ZodType, unknown] => [`Dad's Corner "${item.title}"`, ZCreateDadsCornerRequest, item]),
  ];
  for (const [label, schema, value] of checks) {
    const result = schema.safeParse(value);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
      throw new Error(`The seeded plan "${seed.plan.title}" has a ${label} the forms would refuse: ${problems}`);
    }
  }
}

/**
 * Imports one seeded plan inside the caller's transaction. `publish` applies to a plan this call creates: an
 * existing plan keeps its status and its weekly content (an admin may have changed them, and the embedded
 * default calls this at every start).
 */
async function importSeedPlan(tx: Tx, seed: SeedPlan, publish: boolean): Promise<SampleImportResult> {
  checkSeed(seed);
  const plan = await ensurePlan(tx, seed.plan, publish);

  const devotionalItems = await ensureItems(tx, "devotionals", seed.devotionals, (missing) => insertDevotionals(tx, missing));
  const challengeItems = await ensureItems(tx, "challenges", seed.challenges, (missing) => insertChallenges(tx, missing));
  const dadsCornerItems = await ensureItems(tx, "dadsCorner", seed.dadsCorner, (missing) => insertDadsCornerEntries(tx, missing));

  if (plan.created) {
    const weeks = Array.from({ length: seed.plan.durationWeeks }, (_, index) => index + 1);
    await insertPlanWeeks(
      tx,
      plan.id,
      weeks.map((weekNumber) => ({
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
    await lockSampleImports(tx);
    return importSeedPlan(tx, SAMPLE_PLAN_SEED, options.publish);
  });
}

/**
 * Imports the whole launch library (the sample plan included) in one transaction: every plan or none.
 * Importing again duplicates nothing.
 */
export async function importPlanLibrary(
  db: Database,
  options: { publish: boolean },
  library: readonly SeedPlan[] = PLAN_LIBRARY,
): Promise<LibraryImportResult> {
  return db.transaction(async (tx) => {
    await lockSampleImports(tx);
    const plans: LibraryImportResult["plans"] = [];
    // One after another, on the transaction's single connection.
    for (const seed of library) plans.push({ title: seed.plan.title, ...(await importSeedPlan(tx, seed, options.publish)) });
    return { plans };
  });
}
