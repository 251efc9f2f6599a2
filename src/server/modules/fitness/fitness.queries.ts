// The only Drizzle code of the fitness log (decision 038): one result per person, challenge, plan and week.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { fitnessResults } from "../../db/schema/index.ts";
import type { FitnessUnit, FitnessVersion } from "../../../shared/fitness.ts";

export interface FitnessResultValues {
  userId: string;
  challengeId: number;
  planId: number | null;
  weekNumber: number;
  challengeTitle: string;
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
 * Stores the result, replacing the person's earlier one for the same challenge, plan and week (the unique key
 * treats "no plan" as one value). One statement, so two quick saves never make two rows.
 */
export async function upsertFitnessResult(db: Queryable, values: FitnessResultValues) {
  const [row] = await db
    .insert(fitnessResults)
    .values(values)
    .onConflictDoUpdate({
      target: [fitnessResults.userId, fitnessResults.challengeId, fitnessResults.planId, fitnessResults.weekNumber],
      set: {
        challengeTitle: values.challengeTitle,
        measureLabel: values.measureLabel,
        unit: values.unit,
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

/**
 * Results logged for one week of a plan against a challenge move to the plan's own copy of that challenge
 * (decision 058), so the week page, which matches results to the week's challenge, still shows them.
 */
export async function moveResultsToChallenge(db: Queryable, move: { planId: number; weekNumber: number; from: number; to: number }): Promise<number> {
  const rows = await db
    .update(fitnessResults)
    .set({ challengeId: move.to })
    .where(and(eq(fitnessResults.planId, move.planId), eq(fitnessResults.weekNumber, move.weekNumber), eq(fitnessResults.challengeId, move.from)))
    .returning({ id: fitnessResults.id });
  return rows.length;
}
