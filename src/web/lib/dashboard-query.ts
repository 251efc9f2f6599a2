// The dashboard's query (fetcher, key, options) and its early start, apart from get-dashboard.ts so main.tsx can
// start the request without pulling the shared zod schemas into the entry chunk (first-load JS).
import { keepPreviousData, queryOptions, type QueryClient } from "@tanstack/react-query";
import type { TDashboardResponse } from "../../shared/schemas/dashboard.ts";
import { api } from "./api-client.ts";
import { dashboardQueryKey } from "./query-keys.ts";

export function getDashboard(week: number | null, signal?: AbortSignal, options: { ignoreUnauthorized?: boolean } = {}): Promise<TDashboardResponse> {
  return api.get<TDashboardResponse>(week === null ? "/api/dashboard" : `/api/dashboard?week=${week}`, { signal, ...options });
}

export function dashboardQueryOptions(week: number | null = null) {
  return queryOptions({
    queryKey: [...dashboardQueryKey, week ?? "current"],
    queryFn: ({ signal }) => getDashboard(week, signal),
    // Journal saves, plan changes and progress elsewhere invalidate it (lib/query-keys.ts); otherwise it is read
    // again on a visit more than 10 s after the last read (cached data shows meanwhile). Not 0: the answer main.tsx
    // fetched while the screen's code loaded must not be fetched a second time when the screen mounts.
    staleTime: 10_000,
    placeholderData: keepPreviousData,
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
