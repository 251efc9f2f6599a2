// The dad and son dashboards' data in one response, in three SQL statements (two round trips in sequence:
// the journey decides the week, then the week's content and the lists are read in parallel).
import type { Viewer } from "../../auth/viewer.ts";
import type { Queryable } from "../../db/client.ts";
import type { TDashboardResponse } from "../../../shared/schemas/dashboard.ts";
import { placeholderProgress } from "../../../shared/schemas/progress.ts";
import { getViewerWeekContent } from "../content/week-content.ts";
import { selectJourney, selectPlansAndRecentEntries } from "./dashboard.queries.ts";
import { achievementsOf, completedWeeks, currentWeek } from "./journey.ts";

/**
 * Plans panel, achievement counts, latest journal entries, the viewer's journey on the family's plan, the
 * family's items for the week, and the week (content + progress): the requested one, else the current one.
 */
export async function getDashboard(db: Queryable, viewer: Viewer, requestedWeek: number | undefined): Promise<TDashboardResponse> {
  const journey = await selectJourney(db, viewer.userId, viewer.selectedPlanId);
  const totalWeeks = journey.plan?.durationWeeks ?? null;
  const current = currentWeek(journey.rows, totalWeeks);
  const weekNumber = requestedWeek ?? current;
  const [content, lists] = await Promise.all([getViewerWeekContent(db, viewer, weekNumber), selectPlansAndRecentEntries(db, viewer.userId, weekNumber)]);
  const row = journey.rows.find((r) => r.week_number === weekNumber);
  return {
    plans: lists.plans,
    achievements: achievementsOf(journey.rows),
    recentEntries: lists.recentEntries,
    week: {
      ...content,
      progress: row
        ? { id: row.id, weekNumber, devotionalCompleted: row.devotional_completed, challengeCompleted: row.challenge_completed, journalCompleted: row.journal_completed }
        : placeholderProgress(weekNumber),
    },
    journey: { currentWeek: current, totalWeeks, completedWeeks: completedWeeks(journey.rows, totalWeeks), planTitle: journey.plan?.title ?? null },
    family: lists.family,
  };
}
