// The only Drizzle code for progress rows (the journal's recompute writes through here too). Every write that
// may create a row is an upsert on the unique (user_id, week_number) key, so two quick toggles or two devices
// never create two rows for one week.
import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { journalEntries, progress } from "../../db/schema/index.ts";
import type { TAchievements, TProgress } from "../../../shared/schemas/progress.ts";

export interface ProgressFlags {
  devotionalCompleted?: boolean;
  challengeCompleted?: boolean;
  journalCompleted?: boolean;
}

const progressColumns = {
  id: progress.id,
  weekNumber: progress.weekNumber,
  devotionalCompleted: progress.devotionalCompleted,
  challengeCompleted: progress.challengeCompleted,
  journalCompleted: progress.journalCompleted,
};

/**
 * Sets the given flags on the user's row for the week, creating the row (other flags false) when there
 * is none. One statement: INSERT ... ON CONFLICT (user_id, week_number) DO UPDATE of just these flags.
 */
export async function upsertProgressFlags(db: Queryable, userId: string, weekNumber: number, flags: ProgressFlags): Promise<TProgress> {
  const [row] = await db
    .insert(progress)
    .values({ userId, weekNumber, ...flags })
    // Drizzle leaves undefined keys out of the SET list, so flags not given keep their stored value.
    .onConflictDoUpdate({ target: [progress.userId, progress.weekNumber], set: { ...flags, updatedAt: new Date() } })
    .returning(progressColumns);
  if (!row) throw new Error("progress upsert returned no row");
  return row;
}

/** Sets the given flags on the user's row for the week when it exists; creates nothing. */
export async function updateProgressFlags(db: Queryable, userId: string, weekNumber: number, flags: ProgressFlags): Promise<void> {
  await db
    .update(progress)
    .set({ ...flags, updatedAt: new Date() })
    .where(and(eq(progress.userId, userId), eq(progress.weekNumber, weekNumber)));
}

/** The user's row for a week, or undefined when there is none. */
export async function findProgress(db: Queryable, userId: string, weekNumber: number): Promise<TProgress | undefined> {
  const [row] = await db
    .select(progressColumns)
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.weekNumber, weekNumber)))
    .limit(1);
  return row;
}

/**
 * The week-page rule (docs/areas/weekly-journey.md): when the user has a reflection entry for the week, devotional and
 * journal are marked complete. One statement: the insert only selects a row when such an entry exists,
 * and the upsert leaves the challenge flag alone. Returns the row when the rule applied.
 */
export async function markReflectedWeekComplete(db: Queryable, userId: string, weekNumber: number): Promise<TProgress | undefined> {
  // Written as one SQL statement: Drizzle's insert-select lists every column (id included), and the
  // point here is that the existence check and the upsert are a single atomic round trip.
  const result = await db.execute<{
    id: number;
    week_number: number;
    devotional_completed: boolean;
    challenge_completed: boolean;
    journal_completed: boolean;
  }>(sql`
    insert into ${progress} (user_id, week_number, devotional_completed, journal_completed)
    select ${userId}, ${weekNumber}::int, true, true
    where exists (
      select 1 from ${journalEntries}
      where ${journalEntries.userId} = ${userId} and ${journalEntries.weekNumber} = ${weekNumber}::int
        and ${journalEntries.entryType} = 'reflection'
    )
    on conflict (user_id, week_number)
      do update set devotional_completed = true, journal_completed = true, updated_at = now()
    returning id, week_number, devotional_completed, challenge_completed, journal_completed`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    weekNumber: row.week_number,
    devotionalCompleted: row.devotional_completed,
    challengeCompleted: row.challenge_completed,
    journalCompleted: row.journal_completed,
  };
}

/** The achievement counts over one user's progress rows: weeks with the devotional, and with the challenge, completed. */
const achievementColumns = {
  devotionalsCompleted: sql<number>`count(*) filter (where ${progress.devotionalCompleted})`.mapWith(Number),
  challengesCompleted: sql<number>`count(*) filter (where ${progress.challengeCompleted})`.mapWith(Number),
};

function toAchievements(row: TAchievements | undefined): TAchievements {
  return { devotionalsCompleted: row?.devotionalsCompleted ?? 0, challengesCompleted: row?.challengesCompleted ?? 0 };
}

/** Dashboard achievement counts: the user's weeks with the devotional, and with the challenge, completed. */
export async function countAchievements(db: Queryable, userId: string): Promise<TAchievements> {
  const [row] = await db.select(achievementColumns).from(progress).where(eq(progress.userId, userId));
  return toAchievements(row);
}
