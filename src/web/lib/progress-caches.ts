// A saved progress toggle (components/progress), folded into the caches the dashboard and the week page read, so
// both show it at once (lib/query-keys.ts names those caches).
import type { QueryClient } from "@tanstack/react-query";
import type { TDashboardResponse } from "../../shared/schemas/dashboard.ts";
import type { TWeekView } from "../../shared/schemas/content.ts";
import { progressField, type ProgressFlag } from "../../shared/progress-flags.ts";
import type { TProgress, TToggleProgressResponse } from "../../shared/schemas/progress.ts";
import { dashboardQueryKey, weekKeys } from "./query-keys.ts";

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

/** A saved toggle's flag, folded into every cached copy of that week. */
export function applyProgressToWeek(queryClient: QueryClient, progress: TProgress, flag: ProgressFlag): void {
  const field = progressField(flag);
  const update = (current: TWeekView | undefined): TWeekView | undefined =>
    current ? { ...current, progress: { ...current.progress, id: progress.id, [field]: progress[field] } } : current;
  queryClient.setQueryData<TWeekView>(weekKeys.view(progress.weekNumber), update);
  queryClient.setQueryData<TWeekView>(weekKeys.open(progress.weekNumber), update);
}
