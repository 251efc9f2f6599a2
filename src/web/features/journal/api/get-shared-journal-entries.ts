// GET /api/journal/shared: entries the viewer's family shared with him (read-only), newest first, paged.
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TSharedJournalListResponse } from "../../../../shared/schemas/journal.ts";
import { api } from "../../../lib/api-client.ts";
import { journalKeys } from "./journal-keys.ts";

export function getSharedJournalEntries(before: number | undefined, signal?: AbortSignal): Promise<TSharedJournalListResponse> {
  const query = before === undefined ? "" : `?before=${encodeURIComponent(String(before))}`;
  return api.get<TSharedJournalListResponse>(`/api/journal/shared${query}`, { signal });
}

export function sharedJournalEntriesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: journalKeys.shared(),
    queryFn: ({ pageParam, signal }) => getSharedJournalEntries(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
    // A family member may share something at any time: read again on every visit.
    staleTime: 0,
  });
}

export function useSharedJournalEntries() {
  return useInfiniteQuery(sharedJournalEntriesQueryOptions());
}
