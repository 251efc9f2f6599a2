// The family's schedule on its run of a plan: the start date the dad chooses, "we're done, next
// week", and catch-up after a missed week. Only the run's owner (a dad, or a person without a confirmed dad)
// moves it; a son on a confirmed link is refused, whatever his client sends.
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Database, Queryable } from "../../db/client.ts";
import {
  START_DATE_FUTURE_DAYS,
  START_DATE_PAST_DAYS,
  catchUpWeek,
  daysBetween,
  familyWeekOn,
  lastFamilyWeek,
  startForWeekToday,
  addDays,
  thisSunday,
  lastSunday,
} from "../../../shared/plan-run.ts";
import { NEXT_WEEK_UNDO_MINUTES, planRunText, type TScheduleResponse } from "../../../shared/schemas/plan-run.ts";
import { AppError, badRequest } from "../../lib/app-error.ts";
import { familyToday, serverNow } from "../../lib/clock.ts";
import { authorize } from "../../policies/index.ts";
import { completedWeeksOf, ensureRun, lockRun, planWeeks, restoreRunStart, setRunStart, undoableSchedule, type PlanRunRow } from "./progress.queries.ts";
import { runOf } from "./progress.service.ts";

type Owner = Pick<Viewer, "userId" | "familyDadId" | "selectedPlanId" | "timeZone">;

/** A start date within the allowance: at most START_DATE_PAST_DAYS ago, at most START_DATE_FUTURE_DAYS ahead. */
export function assertStartDate(startsOn: string, today: string): void {
  const offset = daysBetween(today, startsOn);
  if (offset < -START_DATE_PAST_DAYS) throw badRequest(planRunText.startTooEarly, { startsOn: planRunText.startTooEarly });
  if (offset > START_DATE_FUTURE_DAYS) throw badRequest(planRunText.startTooLate, { startsOn: planRunText.startTooLate });
}

function assertOwner(viewer: Owner): void {
  authorize(viewer, "planRun.schedule", viewer);
}

/**
 * Starts (or resumes) the owner's run of a plan inside the caller's transaction: a new run begins week 1 on
 * `startsOn`; a run the family comes back to keeps its ticks and is rescheduled so the first week its owner has
 * not completed begins on `startsOn`.
 */
export async function startRun(tx: Queryable, ownerId: string, planId: number, startsOn: string, today: string): Promise<PlanRunRow> {
  const run = await ensureRun(tx, { ownerId, planId }, startsOn);
  if (run.created) return run;
  const resumeAt = catchUpWeek(new Set(await completedWeeksOf(tx, ownerId, run.id)), Number.MAX_SAFE_INTEGER, await planWeeks(tx, planId)) ?? 1;
  const rescheduled = addDays(startsOn, -7 * (resumeAt - 1));
  await setRunStart(tx, run.id, ownerId, rescheduled, today);
  return { ...run, startsOn: rescheduled };
}

/** The default start of a new run: this Sunday on the family's calendar. */
export function defaultStart(today: string): string {
  return thisSunday(today);
}

/** Locks the owner's current run (created, begun last Sunday, when he had none) for a schedule change. */
async function lockCurrentRun(tx: Queryable, viewer: Owner, today: string): Promise<{ run: PlanRunRow; totalWeeks: number | null }> {
  const ref = runOf(viewer);
  if (ref.planId === null) throw new AppError("CONFLICT", planRunText.noPlanRun);
  let run = await lockRun(tx, ref);
  if (!run) {
    await ensureRun(tx, ref, lastSunday(today));
    run = await lockRun(tx, ref);
  }
  if (!run) throw new Error("plan run not found after creating it");
  return { run, totalWeeks: await planWeeks(tx, ref.planId) };
}

function answer(startsOn: string, today: string, totalWeeks: number | null, message: string): TScheduleResponse {
  return { startsOn, familyWeek: familyWeekOn(startsOn, today, totalWeeks), message };
}

/** What a schedule change works on: the owner's locked run, its length, and the family's day and week today. */
interface ScheduleChange {
  tx: Queryable;
  run: PlanRunRow;
  totalWeeks: number | null;
  today: string;
  week: number;
}

/**
 * The frame every schedule change shares: only the run's owner, on his family's calendar (`check` sees its day
 * before anything is locked), in one transaction on his current run.
 */
async function changeSchedule<T>(db: Database, viewer: Owner, change: (current: ScheduleChange) => Promise<T>, check?: (today: string) => void): Promise<T> {
  assertOwner(viewer);
  const today = familyToday(viewer.timeZone);
  check?.(today);
  return db.transaction(async (tx) => {
    const { run, totalWeeks } = await lockCurrentRun(tx, viewer, today);
    return change({ tx, run, totalWeeks, today, week: familyWeekOn(run.startsOn, today, totalWeeks) });
  });
}

/** The dad chooses when week 1 starts. */
export async function setStartDate(db: Database, viewer: Owner, startsOn: string): Promise<TScheduleResponse> {
  return changeSchedule(
    db,
    viewer,
    async ({ tx, run, totalWeeks, today }) => {
      // A start date in the past is no week the family chose to skip: the weeks since it can be caught up.
      await setRunStart(tx, run.id, viewer.userId, startsOn, startsOn < today ? startsOn : today);
      return answer(startsOn, today, totalWeeks, planRunText.startDateSet);
    },
    (today) => assertStartDate(startsOn, today),
  );
}

/** "We're done, next week": the week after the family week begins today. Past the plan's end there is none. */
export async function moveToNextWeek(db: Database, viewer: Owner): Promise<TScheduleResponse> {
  return changeSchedule(db, viewer, async ({ tx, run, totalWeeks, today, week }) => {
    if (week >= lastFamilyWeek(totalWeeks)) throw new AppError("CONFLICT", planRunText.planFinished);
    const startsOn = startForWeekToday(week + 1, today);
    // Kept for the undo right after: a tap too many must not cost the family its week.
    const until = new Date(serverNow().getTime() + NEXT_WEEK_UNDO_MINUTES * 60_000);
    await setRunStart(tx, run.id, viewer.userId, startsOn, today, { startsOn: run.startsOn, scheduleSetOn: run.scheduleSetOn, until });
    return { ...answer(startsOn, today, totalWeeks, planRunText.movedToNextWeek), undoUntil: until.toISOString() };
  });
}

/** Undoes "We're done — next week" right after it (NEXT_WEEK_UNDO_MINUTES, and no other schedule change since). */
export async function undoNextWeek(db: Database, viewer: Owner): Promise<TScheduleResponse> {
  return changeSchedule(db, viewer, async ({ tx, run, totalWeeks, today }) => {
    const previous = await undoableSchedule(tx, run.id, viewer.userId, serverNow());
    if (!previous) throw new AppError("CONFLICT", planRunText.nothingToUndo);
    await restoreRunStart(tx, run.id, viewer.userId, previous);
    return answer(previous.startsOn, today, totalWeeks, planRunText.backToWeek);
  });
}

/**
 * "Catch me up": after a missed week the schedule moves so the first week the owner has not completed begins
 * today. No wall of overdue weeks, and every tick stays where it is.
 */
export async function catchUp(db: Database, viewer: Owner): Promise<TScheduleResponse> {
  return changeSchedule(db, viewer, async ({ tx, run, totalWeeks, today, week }) => {
    const fromWeek = familyWeekOn(run.startsOn, run.scheduleSetOn, totalWeeks);
    const target = catchUpWeek(new Set(await completedWeeksOf(tx, viewer.userId, run.id)), week, totalWeeks, fromWeek);
    if (target === null) throw new AppError("CONFLICT", planRunText.nothingToCatchUp);
    const startsOn = startForWeekToday(target, today);
    await setRunStart(tx, run.id, viewer.userId, startsOn, today);
    return answer(startsOn, today, totalWeeks, planRunText.caughtUp);
  });
}
