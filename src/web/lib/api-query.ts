// Query options for the common case of a screen's data: one GET whose request is cancelled with the query.
import { queryOptions, type QueryKey } from "@tanstack/react-query";
import { api } from "./api-client.ts";

/** A plain GET of `path` cached under `queryKey`. */
export function getQueryOptions<T>(queryKey: QueryKey, path: string) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => api.get<T>(path, { signal }) });
}

/**
 * Asked again on every arrival and dropped as soon as no screen shows it: for answers that must not outlive the
 * page (a reset link's validity, a group's members once he has left).
 */
export const NOT_KEPT = { staleTime: 0, gcTime: 0 } as const;
