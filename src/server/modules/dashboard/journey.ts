// Where the family stands on its run of a plan ("this week first": one week for the whole family). Pure rules, unit-tested.
import { MAX_DASHBOARD_WEEK } from "../../../shared/constants.ts";
import type { TAchievements } from "../../../shared/schemas/progress.ts";
import type { ProgressRowJson } from "./dashboard.queries.ts";

export function isWeekComplete(row: Pick<ProgressRowJson, "devotional_completed" | "challenge_completed" | "journal_completed">): boolean {
  return row.devotional_completed && row.challenge_completed && row.journal_completed;
}

export function completedWeeks(rows: readonly ProgressRowJson[], totalWeeks: number | null): number[] {
  const last = totalWeeks ?? MAX_DASHBOARD_WEEK;
  return rows.filter((r) => isWeekComplete(r) && r.week_number <= last).map((r) => r.week_number);
}

/**
 * What counts in "Devotionals Completed" and "Challenges Completed": items completed in the
 * family's current run, in weeks of the plan (1 to its length) the family can open — a paid plan's weeks 2 and
 * later only once the family owns it. A tick on a week that could not be read does not count.
 */
export function achievementsOf(rows: readonly ProgressRowJson[], totalWeeks: number | null, planLocked: boolean): TAchievements {
  const counted = rows.filter((r) => r.week_number <= (totalWeeks ?? r.week_number) && (r.week_number === 1 || !planLocked));
  return {
    devotionalsCompleted: counted.filter((r) => r.devotional_completed).length,
    challengesCompleted: counted.filter((r) => r.challenge_completed).length,
  };
}
