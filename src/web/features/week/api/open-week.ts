// POST /api/weeks/:week/open: the week page's one request. Like GET /api/weeks/:week, after the server marks
// devotional and journal complete when the viewer has a reflection entry for the week (docs/areas/weekly-journey.md).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TWeekView } from "../../../../shared/schemas/content.ts";
import { api } from "../../../lib/api-client.ts";
import { isEmbeddedAnswer } from "../../../lib/embedded-state.ts";
import { weekKeys } from "../../../lib/query-keys.ts";
import { currentOwner } from "../../../offline/offline-owner.ts";
import { viewWithPendingTicks } from "../../../offline/offline-queue.ts";

export function openWeek(week: number, signal?: AbortSignal): Promise<TWeekView> {
  return api.post<TWeekView>(`/api/weeks/${encodeURIComponent(String(week))}/open`, {}, { signal });
}

export function openWeekQueryOptions(week: number) {
  return queryOptions({
    queryKey: weekKeys.open(week),
    queryFn: async ({ signal }) => viewWithPendingTicks(await openWeek(week, signal), currentOwner()),
    // Opening the page again re-applies the rule (a journal entry may have been written meanwhile); the answer a page
    // the server drew carried is the rule applied already, and is not asked again as the page hydrates.
    staleTime: (query) => (isEmbeddedAnswer(query.state.data) ? 10_000 : 0),
  });
}

export function useOpenWeek(week: number) {
  return useQuery(openWeekQueryOptions(week));
}
