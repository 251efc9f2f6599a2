// The seeded plan imports' SQL (sample-import.ts holds the rules: what is found, what is written).
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { challenges, dadsCorner, devotionalPlans, devotionals, planContent } from "../schema/index.ts";
import type { SeedChallenge, SeedDadsCorner, SeedDevotional, SeedPlanInfo } from "./seed-plan.ts";

// Two imports at once (a double click, two processes starting) must not both decide "missing" and insert
// twice: the titles carry no unique constraint, so every import (sample or library) serialises on one
// transaction-level lock.
const SAMPLE_IMPORT_LOCK_KEY = 727_006;

export async function lockSampleImports(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SAMPLE_IMPORT_LOCK_KEY})`);
}

export interface StoredItem {
  id: number;
  weekNumber: number;
  title: string;
}

export type ItemKind = "devotionals" | "challenges" | "dadsCorner";
const itemTables = { devotionals, challenges, dadsCorner } as const;
const itemColumns = (table: (typeof itemTables)[ItemKind]) => ({ id: table.id, weekNumber: table.weekNumber, title: table.title });

/** The platform's and everyone's items of a kind with one of these titles, oldest first. */
export async function findItemsByTitle(tx: Tx, kind: ItemKind, titles: string[]): Promise<StoredItem[]> {
  const table = itemTables[kind];
  return tx.select(itemColumns(table)).from(table).where(inArray(table.title, titles)).orderBy(asc(table.id));
}

export async function insertDevotionals(tx: Tx, items: readonly SeedDevotional[]): Promise<StoredItem[]> {
  return tx
    .insert(devotionals)
    .values(items.map((d) => ({ ...d, discussionQuestions: [...d.discussionQuestions] })))
    .returning(itemColumns(devotionals));
}

export async function insertChallenges(tx: Tx, items: readonly SeedChallenge[]): Promise<StoredItem[]> {
  return tx
    .insert(challenges)
    .values(items.map((c) => ({ ...c, equipmentNeeded: [...c.equipmentNeeded], measures: [...(c.measures ?? [])] })))
    .returning(itemColumns(challenges));
}

export async function insertDadsCornerEntries(tx: Tx, items: readonly SeedDadsCorner[]): Promise<StoredItem[]> {
  return tx
    .insert(dadsCorner)
    .values(items.map((e) => ({ ...e, resources: e.resources.map((r) => ({ label: r.label, url: r.url })) })))
    .returning(itemColumns(dadsCorner));
}

/** The platform's oldest plan with this title (organizations' plans are never the seed's). */
export async function findPlatformPlanByTitle(tx: Tx, title: string) {
  const [existing] = await tx
    .select({ id: devotionalPlans.id, coverImageUrl: devotionalPlans.coverImageUrl })
    .from(devotionalPlans)
    .where(and(eq(devotionalPlans.title, title), isNull(devotionalPlans.organizationId)))
    .orderBy(asc(devotionalPlans.id))
    .limit(1);
  return existing;
}

export async function setPlanCover(tx: Tx, planId: number, coverImageUrl: string | null): Promise<void> {
  await tx.update(devotionalPlans).set({ coverImageUrl }).where(eq(devotionalPlans.id, planId));
}

export async function insertSeedPlan(tx: Tx, plan: SeedPlanInfo, publish: boolean): Promise<number> {
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
      language: plan.language ?? "en",
      status: publish ? "published" : "draft",
    })
    .returning({ id: devotionalPlans.id });
  if (!created) throw new Error(`seeded plan "${plan.title}" was not inserted`);
  return created.id;
}

export interface SeedWeek {
  weekNumber: number;
  devotionalId: number | null;
  challengeId: number | null;
  dadsCornerId: number | null;
}

export async function insertPlanWeeks(tx: Tx, planId: number, weeks: SeedWeek[]): Promise<void> {
  if (weeks.length === 0) return;
  await tx.insert(planContent).values(weeks.map((week) => ({ planId, ...week })));
}
