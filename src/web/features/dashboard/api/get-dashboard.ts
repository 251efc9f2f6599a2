// GET /api/dashboard: everything the dad or son dashboard shows, in one request (plans, counts, latest journal
// entries, the journey on the family's plan, the family's items and the week). Without a week the server opens
// the current one; moving between weeks reads /api/dashboard?week=n (one request per view).
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { TDashboardResponse } from "../../../../shared/schemas/dashboard.ts";
import { progressField, type ProgressFlag, type TToggleProgressResponse } from "../../../../shared/schemas/progress.ts";
import { api } from "../../../lib/api-client.ts";
import { dashboardQueryKey } from "../../../lib/query-keys.ts";

export function getDashboard(week: number | null, signal?: AbortSignal, options: { ignoreUnauthorized?: boolean } = {}): Promise<TDashboardResponse> {
  return api.get<TDashboardResponse>(week === null ? "/api/dashboard" : `/api/dashboard?week=${week}`, { signal, ...options });
}

export function dashboardQueryOptions(week: number | null = null) {
  return queryOptions({
    queryKey: [...dashboardQueryKey, week ?? "current"],
    queryFn: ({ signal }) => getDashboard(week, signal),
    // Journal saves, plan changes and progress elsewhere invalidate it (lib/query-keys.ts); otherwise it is read
    // again on a visit more than 10 s after the last read (cached data shows meanwhile). Not 0: the answer main.tsx
    // fetched while the screen's code loaded must not be fetched a second time when the screen mounts (issue 22).
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

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

/**
 * Starts reading the current week's dashboard before the screen's code has arrived (main.tsx, on a load of a
 * dashboard path), beside the session. A signed-out visitor's 401 is not reported to the session (the guard sends
 * him to /login anyway); the screen reads it again when it mounts.
 */
export function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({ ...dashboardQueryOptions(null), queryFn: ({ signal }) => getDashboard(null, signal, { ignoreUnauthorized: true }) });
}
