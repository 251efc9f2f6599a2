// Where a viewer stands on the family's plan (issue 16, "this week first"). Pure rules, unit-tested.
import { MAX_DASHBOARD_WEEK, MIN_WEEK } from "../../../shared/constants.ts";
import type { TAchievements } from "../../../shared/schemas/progress.ts";
import type { ProgressRowJson } from "./dashboard.queries.ts";

export function isWeekComplete(row: Pick<ProgressRowJson, "devotional_completed" | "challenge_completed" | "journal_completed">): boolean {
  return row.devotional_completed && row.challenge_completed && row.journal_completed;
}

/**
 * The current week: the first week of the plan the viewer has not completed (all three items). Chosen over
 * "weeks since the start date" so a family that pauses picks up where it stopped, and a week is never skipped
 * unseen (docs/areas/family.md). Once every week of the plan is complete: the week after its end, which offers
 * the next plan. Without a plan, the same rule over weeks 1–52.
 */
export function currentWeek(rows: readonly ProgressRowJson[], totalWeeks: number | null): number {
  const complete = new Set(rows.filter(isWeekComplete).map((r) => r.week_number));
  const last = totalWeeks ?? MAX_DASHBOARD_WEEK;
  for (let week = MIN_WEEK; week <= last; week++) if (!complete.has(week)) return week;
  return Math.min(last + 1, MAX_DASHBOARD_WEEK);
}

export function completedWeeks(rows: readonly ProgressRowJson[], totalWeeks: number | null): number[] {
  const last = totalWeeks ?? MAX_DASHBOARD_WEEK;
  return rows.filter((r) => isWeekComplete(r) && r.week_number <= last).map((r) => r.week_number);
}

export function achievementsOf(rows: readonly ProgressRowJson[]): TAchievements {
  return {
    devotionalsCompleted: rows.filter((r) => r.devotional_completed).length,
    challengesCompleted: rows.filter((r) => r.challenge_completed).length,
  };
}
