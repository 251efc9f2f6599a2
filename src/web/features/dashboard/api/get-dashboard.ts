// GET /api/dashboard: everything the dad or son dashboard shows, in one request (plans, counts, latest journal
// entries, the journey on the family's plan, the family's items and the week). Without a week the server opens
// the current one; moving between weeks reads /api/dashboard?week=n (one request per view).
import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { TDashboardResponse } from "../../../../shared/schemas/dashboard.ts";
import { progressField, type ProgressFlag } from "../../../../shared/progress-flags.ts";
import type { TToggleProgressResponse } from "../../../../shared/schemas/progress.ts";
import { dashboardQueryKey } from "../../../lib/query-keys.ts";
import { dashboardQueryOptions } from "./dashboard-query.ts";

export { dashboardQueryOptions, getDashboard } from "./dashboard-query.ts";

export function useDashboard(week: number | null = null) {
  return useQuery(dashboardQueryOptions(week));
}

/** A saved toggle's answer, folded into every cached dashboard: the counts, the week's flags, the completed weeks. */
export function applyProgressToDashboard(queryClient: QueryClient, result: TToggleProgressResponse, flag: ProgressFlag): void {
  const field = progressField(flag);
  queryClient.setQueriesData<TDashboardResponse>({ queryKey: dashboardQueryKey }, (current) => {
    if (!current) return current;
    const sameWeek = current.week.weekNumber === result.progress.weekNumber;
    const week = sameWeek ? { ...current.week, progress: { ...current.week.progress, id: result.progress.id, [field]: result.progress[field] } } : current.week;
    const p = sameWeek ? week.progress : null;
    const n = result.progress.weekNumber;
    const inPlan = current.journey.totalWeeks === null || n <= current.journey.totalWeeks;
    let completedWeeks = current.journey.completedWeeks;
    if (p && inPlan) {
      const complete = p.devotionalCompleted && p.challengeCompleted && p.journalCompleted;
      completedWeeks = complete ? [...new Set([...completedWeeks, n])].sort((a, b) => a - b) : completedWeeks.filter((w) => w !== n);
    }
    return { ...current, achievements: result.achievements, week, journey: { ...current.journey, completedWeeks } };
  });
}
