// GET /api/dashboard: everything the dad or son dashboard shows, in one request (plans, counts, latest
// journal entries and week 1). Week changes then read /api/weeks/:n (the week feature).
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { TDashboardResponse } from "../../../../shared/schemas/dashboard.ts";
import { progressField, type ProgressFlag, type TToggleProgressResponse } from "../../../../shared/schemas/progress.ts";
import { api } from "../../../lib/api-client.ts";
import { dashboardQueryKey } from "../../../lib/query-keys.ts";

export function getDashboard(signal?: AbortSignal): Promise<TDashboardResponse> {
  return api.get<TDashboardResponse>("/api/dashboard", { signal });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => getDashboard(signal),
    // Journal saves elsewhere change the counts and entries: read again on every visit (cached data shows meanwhile).
    staleTime: 0,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}

/** A saved toggle's answer, folded into the cached dashboard: the counts, and week 1's flags when it is that week. */
export function applyProgressToDashboard(queryClient: QueryClient, result: TToggleProgressResponse, flag: ProgressFlag): void {
  const field = progressField(flag);
  queryClient.setQueryData<TDashboardResponse>(dashboardQueryKey, (current) => {
    if (!current) return current;
    const sameWeek = current.week.weekNumber === result.progress.weekNumber;
    return {
      ...current,
      achievements: result.achievements,
      week: sameWeek
        ? { ...current.week, progress: { ...current.week.progress, id: result.progress.id, [field]: result.progress[field] } }
        : current.week,
    };
  });
}
