// Query keys of the caches that several features change: the dashboard and the week views (see
// docs/areas/weekly-journey.md). Features never import each other, so a journal write or a plan start reaches
// these caches through here; the dashboard and week features build their own queries on the same keys.
import type { QueryClient } from "@tanstack/react-query";

/** GET /api/dashboard */
export const dashboardQueryKey = ["dashboard"] as const;

export const weekKeys = {
  all: ["weeks"] as const,
  /** GET /api/weeks/:week (read only; the dashboard's week panel) */
  view: (week: number) => ["weeks", week] as const,
  /** POST /api/weeks/:week/open (the week page; applies the reflection rule) */
  open: (week: number) => ["weeks", week, "open"] as const,
};

/** Everything the marketplace reads (which plan is selected, owned): starting or buying a plan changes it. */
export const marketplaceRootKey = ["marketplace"] as const;

/** Everything the journal (features/journal) reads: a fitness log with a note writes a journal entry. */
export const journalRootKey = ["journal"] as const;

/** Everything the admin (features/admin) reads: a refund changes the dashboard's figures. */
export const adminRootKey = ["admin"] as const;

/** Everything the studio (features/studio) reads: the admin's library import adds items every plan editor offers. */
export const studioRootKey = ["studio"] as const;

/** After journal entries changed: the dashboards and week pages read again (cached data shows meanwhile). */
export function invalidateWeeklyJourney(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: dashboardQueryKey }), queryClient.invalidateQueries({ queryKey: weekKeys.all })]);
}

/** After the selected plan changed: the old plan's dashboard and weeks must never show again. */
export function forgetWeeklyJourney(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: dashboardQueryKey });
  queryClient.removeQueries({ queryKey: weekKeys.all });
}
