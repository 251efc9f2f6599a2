// The dad and son dashboards' data in one response, in three parallel SQL round trips.
import type { Viewer } from "../../auth/viewer.ts";
import type { Queryable } from "../../db/client.ts";
import type { TDashboardResponse } from "../../../shared/schemas/dashboard.ts";
import { placeholderProgress } from "../../../shared/schemas/progress.ts";
import { getViewerWeekContent } from "../content/week-content.ts";
import { selectProgressSummary } from "../progress/progress.queries.ts";
import { selectPlansAndRecentEntries } from "./dashboard.queries.ts";

/** Plans panel, achievement counts, latest journal entries and the chosen week (content + progress). */
export async function getDashboard(db: Queryable, viewer: Viewer, weekNumber: number): Promise<TDashboardResponse> {
  const [content, summary, lists] = await Promise.all([
    getViewerWeekContent(db, viewer, weekNumber),
    selectProgressSummary(db, viewer.userId, weekNumber),
    selectPlansAndRecentEntries(db, viewer.userId),
  ]);
  return {
    plans: lists.plans,
    achievements: summary.achievements,
    recentEntries: lists.recentEntries,
    week: { ...content, progress: summary.week ?? placeholderProgress(weekNumber) },
  };
}
