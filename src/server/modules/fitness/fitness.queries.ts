// The only Drizzle code of the fitness log: one result per person, plan, week, challenge and
// measure, and the measures a family follows week by week.
import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { updateRows } from "../../platform/row-changes.queries.ts";
import { familyMeasures, fitnessResults } from "../../db/schema/index.ts";
import type { FitnessUnit, FitnessVersion } from "../../../shared/fitness.ts";

export interface FitnessResultValues {
  userId: string;
  /** The week's challenge for one of its measures (a test); null for a measure the family follows on its own. */
  challengeId: number | null;
  planId: number | null;
  weekNumber: number;
  challengeTitle: string | null;
  measureLabel: string;
  unit: FitnessUnit;
  version: FitnessVersion;
  value: number;
  loggedBy: string;
}

const resultColumns = {
  id: fitnessResults.id,
  userId: fitnessResults.userId,
  challengeId: fitnessResults.challengeId,
  planId: fitnessResults.planId,
  weekNumber: fitnessResults.weekNumber,
  challengeTitle: fitnessResults.challengeTitle,
  measureLabel: fitnessResults.measureLabel,
  unit: fitnessResults.unit,
  version: fitnessResults.version,
  value: fitnessResults.value,
  loggedBy: fitnessResults.loggedBy,
  updatedAt: fitnessResults.updatedAt,
};

export type FitnessResultRow = Awaited<ReturnType<typeof listResultsOf>>[number];

/**
 * Stores the result, replacing the person's earlier one for the same plan, week, challenge and measure (name, case
 * ignored, and unit; the unique key treats "no plan" and "no challenge" as one value each). One statement, so two
 * quick saves never make two rows.
 */
export async function upsertFitnessResult(db: Queryable, values: FitnessResultValues) {
  const [row] = await db
    .insert(fitnessResults)
    .values(values)
    .onConflictDoUpdate({
      target: [
        fitnessResults.userId,
        fitnessResults.planId,
        fitnessResults.weekNumber,
        fitnessResults.challengeId,
        fitnessResults.measureName,
        fitnessResults.unit,
      ],
      set: {
        challengeTitle: values.challengeTitle,
        measureLabel: values.measureLabel,
        version: values.version,
        value: values.value,
        loggedBy: values.loggedBy,
        updatedAt: sql`now()`,
      },
    })
    .returning(resultColumns);
  if (!row) throw new Error("fitness result upsert returned no row");
  return row;
}

/** Every result of these people, by week. */
export async function listResultsOf(db: Queryable, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select(resultColumns)
    .from(fitnessResults)
    .where(inArray(fitnessResults.userId, userIds))
    .orderBy(asc(fitnessResults.weekNumber), asc(fitnessResults.id));
}

/** Whether the person has a result above zero for this challenge in this week of the plan (what ticks it). */
export async function hasChallengeResultAboveZero(db: Queryable, of: { userId: string; challengeId: number; planId: number | null; weekNumber: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(fitnessResults)
    .where(
      and(
        eq(fitnessResults.userId, of.userId),
        eq(fitnessResults.challengeId, of.challengeId),
        sql`${fitnessResults.planId} is not distinct from ${of.planId}::int`,
        eq(fitnessResults.weekNumber, of.weekNumber),
        gt(fitnessResults.value, 0),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * Results logged for one week of a plan against a challenge move to the plan's own copy of that challenge
 *, so the week page, which matches results to the week's challenge, still shows them.
 */
export async function moveResultsToChallenge(db: Queryable, move: { planId: number; weekNumber: number; from: number; to: number }): Promise<number> {
  const week = and(eq(fitnessResults.planId, move.planId), eq(fitnessResults.weekNumber, move.weekNumber), eq(fitnessResults.challengeId, move.from));
  return updateRows(db, fitnessResults, { challengeId: move.to }, week);
}

const measureColumns = { id: familyMeasures.id, familyId: familyMeasures.familyId, label: familyMeasures.label, unit: familyMeasures.unit };

export type FamilyMeasureRow = Awaited<ReturnType<typeof listFamilyMeasures>>[number];

/** The measures a family follows, in the order it chose them. */
export async function listFamilyMeasures(db: Queryable, familyId: string) {
  return db.select(measureColumns).from(familyMeasures).where(eq(familyMeasures.familyId, familyId)).orderBy(asc(familyMeasures.id));
}

/** Follows a measure (nothing new when the family follows it already: the existing row is answered). */
export async function insertFamilyMeasure(db: Queryable, values: { familyId: string; label: string; unit: FitnessUnit; addedBy: string }) {
  await db.insert(familyMeasures).values(values).onConflictDoNothing();
  const [row] = await db
    .select(measureColumns)
    .from(familyMeasures)
    .where(and(eq(familyMeasures.familyId, values.familyId), eq(familyMeasures.measureName, sql`lower(${values.label})`), eq(familyMeasures.unit, values.unit)))
    .limit(1);
  if (!row) throw new Error("family measure insert returned no row");
  return row;
}

export async function findFamilyMeasure(db: Queryable, id: number) {
  const [row] = await db.select(measureColumns).from(familyMeasures).where(eq(familyMeasures.id, id)).limit(1);
  return row;
}

/** Stops following: the measure leaves the week's form; every result logged with it stays. */
export async function deleteFamilyMeasure(db: Queryable, id: number, familyId: string): Promise<void> {
  await db.delete(familyMeasures).where(and(eq(familyMeasures.id, id), eq(familyMeasures.familyId, familyId)));
}
