// Test content inserted straight into the database: devotionals, challenges, Dad's Corner entries and plans
// with their weekly plan_content rows. Each builder fills every required field and takes overrides.
import { eq } from "drizzle-orm";
import type { Queryable } from "../../src/server/db/client.ts";
import type { StoredChallengeMeasure } from "../../src/shared/fitness.ts";
import { challenges, dadsCorner, devotionals, planContent, profiles, type DadsCornerResource } from "../../src/server/db/schema/index.ts";

export interface DevotionalFixture {
  weekNumber?: number;
  title?: string;
  scriptureReference?: string;
  content?: string;
  memoryVerse?: string | null;
  discussionQuestions?: string[];
}

export async function insertDevotional(db: Queryable, input: DevotionalFixture = {}) {
  const weekNumber = input.weekNumber ?? 1;
  const [row] = await db
    .insert(devotionals)
    .values({
      weekNumber,
      title: input.title ?? `Devotional for week ${weekNumber}`,
      scriptureReference: input.scriptureReference ?? "John 15:13",
      content: input.content ?? "Greater love has no one than this.\n\nA father lays down his life for his son.",
      memoryVerse: input.memoryVerse === undefined ? "John 15:13" : input.memoryVerse,
      discussionQuestions: input.discussionQuestions ?? ["What does sacrifice look like at home?", "Who has laid down something for you?"],
    })
    .returning();
  if (!row) throw new Error("devotional not inserted");
  return row;
}

export interface ChallengeFixture {
  weekNumber?: number;
  title?: string;
  description?: string;
  fitnessFocus?: string;
  difficulty?: number;
  durationMinutes?: number;
  equipmentNeeded?: string[];
  /** What a result counts; none by default, a challenge only ticked. */
  measures?: StoredChallengeMeasure[];
}

export async function insertChallenge(db: Queryable, input: ChallengeFixture = {}) {
  const weekNumber = input.weekNumber ?? 1;
  const [row] = await db
    .insert(challenges)
    .values({
      weekNumber,
      title: input.title ?? `Challenge for week ${weekNumber}`,
      description: input.description ?? "Do three rounds of ten push-ups and twenty squats together.",
      fitnessFocus: input.fitnessFocus ?? "Strength",
      difficulty: input.difficulty ?? 2,
      durationMinutes: input.durationMinutes ?? 20,
      equipmentNeeded: input.equipmentNeeded ?? ["Water bottle", "Mat"],
      measures: input.measures ?? [],
    })
    .returning();
  if (!row) throw new Error("challenge not inserted");
  return row;
}

export interface DadsCornerFixture {
  weekNumber?: number;
  title?: string;
  content?: string;
  resources?: DadsCornerResource[];
}

export async function insertDadsCorner(db: Queryable, input: DadsCornerFixture = {}) {
  const weekNumber = input.weekNumber ?? 1;
  const [row] = await db
    .insert(dadsCorner)
    .values({
      weekNumber,
      title: input.title ?? `Dad's Corner for week ${weekNumber}`,
      content: input.content ?? "Lead by example this week: let him see you keep your word.",
      resources: input.resources ?? [{ label: "Fathering guide", url: "https://example.org/fathering" }],
    })
    .returning();
  if (!row) throw new Error("dad's corner not inserted");
  return row;
}

/** A devotional, a challenge and a Dad's Corner entry for one week (the general, non-plan content). */
export async function insertWeek(db: Queryable, weekNumber: number, titlePrefix = "General") {
  const [devotional, challenge, corner] = await Promise.all([
    insertDevotional(db, { weekNumber, title: `${titlePrefix} devotional ${weekNumber}` }),
    insertChallenge(db, { weekNumber, title: `${titlePrefix} challenge ${weekNumber}` }),
    insertDadsCorner(db, { weekNumber, title: `${titlePrefix} Dad's Corner ${weekNumber}` }),
  ]);
  return { devotional, challenge, dadsCorner: corner };
}

export async function insertPlanWeek(
  db: Queryable,
  input: { planId: number; weekNumber: number; devotionalId?: number | null; challengeId?: number | null; dadsCornerId?: number | null },
) {
  const [row] = await db
    .insert(planContent)
    .values({
      planId: input.planId,
      weekNumber: input.weekNumber,
      devotionalId: input.devotionalId ?? null,
      challengeId: input.challengeId ?? null,
      dadsCornerId: input.dadsCornerId ?? null,
    })
    .returning();
  if (!row) throw new Error("plan_content not inserted");
  return row;
}

/** Makes the plan the user's selected plan, as starting it from the marketplace would. */
export async function selectPlanFor(db: Queryable, userId: string, planId: number | null): Promise<void> {
  await db
    .update(profiles)
    .set({ selectedPlanId: planId, planSelectedAt: planId === null ? null : new Date() })
    .where(eq(profiles.id, userId));
}
