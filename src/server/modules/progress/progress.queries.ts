// The only Drizzle code for progress rows and plan runs (the journal's recompute writes through here too).
// Progress belongs to the family's run of a plan: one row per (user, plan run, week), and each item records who
// or what completed it. Every write that may create a row is an upsert on that unique key,
// so two quick toggles or two devices never create two rows for one week.
import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { devotionalPlans, journalEntries, planRuns, progress, userPurchases } from "../../db/schema/index.ts";
import type { ProgressSource } from "../../../shared/constants.ts";
import type { ProgressFlag, TAchievements, TProgress } from "../../../shared/schemas/progress.ts";
import { familyOwnsPlan } from "../payments/payments.queries.ts";

/** Whose run and of which plan: the family's owner (a dad, or a person without a confirmed dad) and his plan. */
export interface RunRef {
  ownerId: string;
  planId: number | null;
}

export interface PlanRunRow {
  id: number;
  ownerId: string;
  planId: number | null;
  startsOn: string;
  scheduleSetOn: string;
}

const progressColumns = {
  id: progress.id,
  weekNumber: progress.weekNumber,
  devotionalCompleted: progress.devotionalCompleted,
  challengeCompleted: progress.challengeCompleted,
  journalCompleted: progress.journalCompleted,
};

const runColumns = { id: planRuns.id, ownerId: planRuns.userId, planId: planRuns.planId, startsOn: planRuns.startsOn, scheduleSetOn: planRuns.scheduleSetOn };

/** The run's id as a scalar subquery (null when the family has no run of that plan yet). */
export function runIdOf(run: { ownerId: SQL | string; planId: SQL | number | null }): SQL {
  return sql`(select ${planRuns.id} from ${planRuns} where ${planRuns.userId} = ${run.ownerId} and ${planRuns.planId} is not distinct from ${run.planId}::int)`;
}

/** The family's run of a plan, or undefined when it has none. */
export async function findRun(db: Queryable, run: RunRef): Promise<PlanRunRow | undefined> {
  const [row] = await db
    .select(runColumns)
    .from(planRuns)
    .where(and(eq(planRuns.userId, run.ownerId), sql`${planRuns.planId} is not distinct from ${run.planId}::int`))
    .limit(1);
  return row;
}

/** The run, locked for the caller's transaction (a schedule change), or undefined. */
export async function lockRun(db: Queryable, run: RunRef): Promise<PlanRunRow | undefined> {
  const [row] = await db
    .select(runColumns)
    .from(planRuns)
    .where(and(eq(planRuns.userId, run.ownerId), sql`${planRuns.planId} is not distinct from ${run.planId}::int`))
    .for("update")
    .limit(1);
  return row;
}

/**
 * The family's run of the plan, created (starting on `startsOn`) when there is none. One statement: an insert
 * that does nothing on the unique (owner, plan) key, else the existing row.
 */
export async function ensureRun(db: Queryable, run: RunRef, startsOn: string): Promise<PlanRunRow & { created: boolean }> {
  const result = await db.execute<{ id: number; user_id: string; plan_id: number | null; starts_on: string; schedule_set_on: string; created: boolean }>(sql`
    with inserted as (
      insert into ${planRuns} (user_id, plan_id, starts_on, schedule_set_on)
      -- A start date in the past is no week skipped by choice: catch-up counts from it (schedule_set_on).
      values (${run.ownerId}, ${run.planId}::int, ${startsOn}::date, least(${startsOn}::date, (now() at time zone 'utc')::date))
      on conflict (user_id, plan_id) do nothing
      returning id, user_id, plan_id, starts_on::text, schedule_set_on::text
    )
    select id, user_id, plan_id, starts_on, schedule_set_on, true as created from inserted
    union all
    select id, user_id, plan_id, starts_on::text, schedule_set_on::text, false from ${planRuns}
     where user_id = ${run.ownerId} and plan_id is not distinct from ${run.planId}::int
    limit 1`);
  const row = result.rows[0];
  if (!row) {
    // A concurrent first write inserted the run after this statement's snapshot: it is there for the next one.
    const existing = await findRun(db, run);
    if (!existing) throw new Error("plan run upsert returned no row");
    return { ...existing, created: false };
  }
  return {
    id: row.id,
    ownerId: row.user_id,
    planId: row.plan_id,
    startsOn: String(row.starts_on),
    scheduleSetOn: String(row.schedule_set_on),
    created: row.created,
  };
}

/** Moves the run's schedule: week 1 now starts on `startsOn`, set today. Scoped to the owner's own run. */
/**
 * Sets the run's schedule. `undo`: the schedule this one replaces, restorable until `until` ("next week" only);
 * without it any earlier undo is gone.
 */
export async function setRunStart(
  db: Queryable,
  runId: number,
  ownerId: string,
  startsOn: string,
  today: string,
  undo?: { startsOn: string; scheduleSetOn: string; until: Date },
): Promise<void> {
  await db
    .update(planRuns)
    .set({
      startsOn,
      scheduleSetOn: today,
      undoStartsOn: undo?.startsOn ?? null,
      undoScheduleSetOn: undo?.scheduleSetOn ?? null,
      undoUntil: undo?.until ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(planRuns.id, runId), eq(planRuns.userId, ownerId)));
}

/** The schedule "next week" replaced, while it may still be restored (else undefined); the run is locked. */
export async function undoableSchedule(db: Queryable, runId: number, ownerId: string, now: Date) {
  const [row] = await db
    .select({ startsOn: planRuns.undoStartsOn, scheduleSetOn: planRuns.undoScheduleSetOn })
    .from(planRuns)
    .where(and(eq(planRuns.id, runId), eq(planRuns.userId, ownerId), gt(planRuns.undoUntil, now)))
    .limit(1);
  return row?.startsOn && row.scheduleSetOn ? { startsOn: row.startsOn, scheduleSetOn: row.scheduleSetOn } : undefined;
}

/** Puts back the schedule "next week" replaced. */
export async function restoreRunStart(db: Queryable, runId: number, ownerId: string, previous: { startsOn: string; scheduleSetOn: string }): Promise<void> {
  await db
    .update(planRuns)
    .set({ ...previous, undoStartsOn: null, undoScheduleSetOn: null, undoUntil: null, updatedAt: new Date() })
    .where(and(eq(planRuns.id, runId), eq(planRuns.userId, ownerId)));
}

const COMPLETED = { devotional: "devotional_completed", challenge: "challenge_completed", journal: "journal_completed" } as const;
const SOURCE = { devotional: "devotional_source", challenge: "challenge_source", journal: "journal_source" } as const;

/**
 * SET fragment completing one item with a source. A person's own tick always records "person" (the journal can
 * then never take it away); another source only names an item it completes now, and leaves an item already
 * completed with the source that completed it.
 */
function completeItem(item: ProgressFlag, source: ProgressSource): SQL {
  const completed = sql.raw(COMPLETED[item]);
  const src = sql.raw(SOURCE[item]);
  const newSource =
    source === "person"
      ? sql`'person'::progress_source`
      : sql`case when progress.${completed} then coalesce(progress.${src}, ${source}::progress_source) else ${source}::progress_source end`;
  return sql`${completed} = true, ${src} = ${newSource}`;
}

/** SET fragment taking back an item only when `source` completed it (the journal never clears a person's tick). */
function clearItemFrom(item: ProgressFlag, source: ProgressSource): SQL {
  const completed = sql.raw(COMPLETED[item]);
  const src = sql.raw(SOURCE[item]);
  return sql`${completed} = case when progress.${src} = ${source}::progress_source then false else progress.${completed} end,
             ${src} = case when progress.${src} = ${source}::progress_source then null else progress.${src} end`;
}

/** The row a write of a week's progress answers, in TProgress's names. */
function returningProgress(): SQL {
  return sql`returning id, week_number as "weekNumber", devotional_completed as "devotionalCompleted",
    challenge_completed as "challengeCompleted", journal_completed as "journalCompleted"`;
}

type ProgressRow = TProgress & Record<string, unknown>;

/** A person's week of a run: who, which run, which week. */
interface WeekOf {
  userId: string;
  runId: number;
  weekNumber: number;
}

/**
 * Inserts the person's week of a run with `columns` set to `values`, or, when the row is there, applies `updates`;
 * one statement, answering the row as it is now.
 */
async function upsertWeek(db: Queryable, week: WeekOf, columns: SQL, values: SQL, updates: SQL): Promise<TProgress> {
  const result = await db.execute<ProgressRow>(sql`
    insert into ${progress} as progress (user_id, plan_run_id, week_number, ${columns})
    values (${week.userId}, ${week.runId}::int, ${week.weekNumber}::int, ${values})
    on conflict (user_id, plan_run_id, week_number)
      do update set ${updates}, updated_at = now()
    ${returningProgress()}`);
  const [row] = result.rows;
  // An upsert always returns its row.
  if (!row) throw new Error("progress upsert returned no row");
  return row;
}

/**
 * Sets one item for a person's week of a run as he ticked or unticked it himself: completed with source "person",
 * or not completed (no source). Creates the row (other items not completed) when there is none. One statement.
 */
export async function setItemByPerson(db: Queryable, input: WeekOf & { item: ProgressFlag; completed: boolean }): Promise<TProgress> {
  const completed = sql.raw(COMPLETED[input.item]);
  const src = sql.raw(SOURCE[input.item]);
  const source = input.completed ? sql`'person'::progress_source` : sql`null::progress_source`;
  const updates = sql`${completed} = excluded.${completed}, ${src} = excluded.${src}`;
  return upsertWeek(db, input, sql`${completed}, ${src}`, sql`${input.completed}, ${source}`, updates);
}

/**
 * Marks items complete for a person's week of a run, naming what completed them (`source`); never takes an item
 * away and never overwrites the source of an item already completed (a person's own tick stays his). Creates
 * the row when there is none. One statement.
 */
export async function completeItems(db: Queryable, input: WeekOf & { items: readonly ProgressFlag[]; source: ProgressSource }): Promise<TProgress> {
  const columns = input.items.flatMap((item) => [sql.raw(COMPLETED[item]), sql.raw(SOURCE[item])]);
  const values = input.items.flatMap(() => [sql`true`, sql`${input.source}::progress_source`]);
  const updates = input.items.map((item) => completeItem(item, input.source));
  return upsertWeek(db, input, sql.join(columns, sql`, `), sql.join(values, sql`, `), sql.join(updates, sql`, `));
}

/** Takes back the given items of a person's week of a run, but only those `source` completed. Creates nothing. */
export async function clearItemsFrom(db: Queryable, input: WeekOf & { items: readonly ProgressFlag[]; source: ProgressSource }): Promise<void> {
  if (input.items.length === 0) return;
  await db.execute(sql`
    update ${progress} as progress set ${sql.join(
      input.items.map((item) => clearItemFrom(item, input.source)),
      sql`, `,
    )}, updated_at = now()
    where user_id = ${input.userId} and plan_run_id = ${input.runId}::int and week_number = ${input.weekNumber}::int`);
}

/** The person's row for a week of the family's run, or undefined when there is none (or no run yet). */
export async function findProgress(db: Queryable, userId: string, run: RunRef, weekNumber: number): Promise<TProgress | undefined> {
  const [row] = await db
    .select(progressColumns)
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.weekNumber, weekNumber), sql`${progress.planRunId} = ${runIdOf(run)}`))
    .limit(1);
  return row;
}

/** Whether the user has a reflection entry for the week (what the week-page rule below looks for). */
export async function hasReflection(db: Queryable, userId: string, weekNumber: number): Promise<boolean> {
  const result = await db.execute<{ yes: boolean }>(sql`
    select exists (
      select 1 from ${journalEntries}
      where ${journalEntries.userId} = ${userId} and ${journalEntries.weekNumber} = ${weekNumber}::int
        and ${journalEntries.entryType} = 'reflection'
    ) as yes`);
  return result.rows[0]?.yes === true;
}

/**
 * The week-page rule (docs/areas/weekly-journey.md): when the user has a reflection entry for the week, devotional and
 * journal are marked complete in the family's run, as the journal's work (a person's own ticks keep
 * their source; the challenge is left alone). One statement: the insert only selects a row when such an entry and
 * the run exist. Returns the row when the rule applied.
 */
export async function markReflectedWeekComplete(
  db: Queryable,
  userId: string,
  run: RunRef & { startsOn: string },
  weekNumber: number,
): Promise<TProgress | undefined> {
  // The family's run is created (starting on run.startsOn) only when a reflection asks for a row and there is none.
  const result = await db.execute<ProgressRow>(sql`
    with reflected as (
      select exists (
        select 1 from ${journalEntries}
        where ${journalEntries.userId} = ${userId} and ${journalEntries.weekNumber} = ${weekNumber}::int
          and ${journalEntries.entryType} = 'reflection'
      ) as yes
    ), existing as (
      select ${runIdOf(run)} as id
    ), created as (
      insert into ${planRuns} (user_id, plan_id, starts_on, schedule_set_on)
      select ${run.ownerId}, ${run.planId}::int, ${run.startsOn}::date, (now() at time zone 'utc')::date
      where (select yes from reflected) and (select id from existing) is null
      on conflict (user_id, plan_id) do nothing
      returning id
    )
    insert into ${progress} as progress (user_id, plan_run_id, week_number, devotional_completed, devotional_source, journal_completed, journal_source)
    select ${userId}, r.id, ${weekNumber}::int, true, 'journal', true, 'journal'
    from (select coalesce((select id from existing), (select id from created)) as id) r
    where r.id is not null and (select yes from reflected)
    on conflict (user_id, plan_run_id, week_number)
      do update set ${completeItem("devotional", "journal")}, ${completeItem("journal", "journal")}, updated_at = now()
    ${returningProgress()}`);
  return result.rows[0];
}

/**
 * What counts in "Devotionals Completed" and "Challenges Completed": the items completed in the
 * family's current run, in weeks of the plan (1 to its length) that are open to the family — a paid plan's
 * weeks 2 and later only after the family's purchase. Used in SQL by both the dashboard and the toggle's answer.
 */
export function countedWeek(week: SQL, planWeeks: SQL, planLocked: SQL): SQL {
  return sql`(${week} <= coalesce(${planWeeks}, ${week}) and (${week} = 1 or not coalesce(${planLocked}, false)))`;
}

/** Whether weeks 2 and later of the plan are closed to the user's family: a paid plan it has not bought. */
export function planLockedFor(planId: SQL, userId: SQL | string): SQL {
  return sql`(select ${devotionalPlans.priceCents} > 0 and not ${familyOwnsPlan(devotionalPlans.id, userId)} from ${devotionalPlans} where ${devotionalPlans.id} = ${planId})`;
}

/** The achievement counts of one person in the family's run. */
export async function countAchievements(db: Queryable, userId: string, run: RunRef): Promise<TAchievements> {
  const planId = sql`${run.planId}::int`;
  const counted = countedWeek(
    sql`${progress.weekNumber}`,
    sql`(select ${devotionalPlans.durationWeeks} from ${devotionalPlans} where ${devotionalPlans.id} = ${planId})`,
    planLockedFor(planId, userId),
  );
  const [row] = await db
    .select({
      devotionalsCompleted: sql<number>`count(*) filter (where ${progress.devotionalCompleted} and ${counted})`.mapWith(Number),
      challengesCompleted: sql<number>`count(*) filter (where ${progress.challengeCompleted} and ${counted})`.mapWith(Number),
    })
    .from(progress)
    .where(and(eq(progress.userId, userId), sql`${progress.planRunId} = ${runIdOf(run)}`));
  return { devotionalsCompleted: row?.devotionalsCompleted ?? 0, challengesCompleted: row?.challengesCompleted ?? 0 };
}

/** Whether the owner has a purchase still being confirmed (started within the last hour), which a plan switch waits for. */
export async function hasPendingPurchase(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userPurchases.id })
    .from(userPurchases)
    .where(
      and(
        eq(userPurchases.userId, userId),
        eq(userPurchases.status, "pending"),
        isNull(userPurchases.sponsorOrganizationId),
        sql`${userPurchases.createdAt} > now() - interval '1 hour'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The weeks of a run each person completed (all three items), for the catch-up rule. */
export async function completedWeeksOf(db: Queryable, userId: string, runId: number): Promise<number[]> {
  const rows = await db
    .select({ week: progress.weekNumber })
    .from(progress)
    .where(
      and(
        eq(progress.userId, userId),
        eq(progress.planRunId, runId),
        eq(progress.devotionalCompleted, true),
        eq(progress.challengeCompleted, true),
        eq(progress.journalCompleted, true),
      ),
    );
  return rows.map((r) => r.week);
}

/** The plan's length (null for the general weeks or an unknown plan). */
export async function planWeeks(db: Queryable, planId: number | null): Promise<number | null> {
  if (planId === null) return null;
  const [row] = await db.select({ weeks: devotionalPlans.durationWeeks }).from(devotionalPlans).where(eq(devotionalPlans.id, planId)).limit(1);
  return row?.weeks ?? null;
}
