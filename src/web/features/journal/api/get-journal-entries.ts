// GET /api/journal/entries: the viewer's own entries, newest first, a page at a time ("Load more").
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TJournalListResponse } from "../../../../shared/schemas/journal.ts";
import { api } from "../../../lib/api-client.ts";
import { journalKeys } from "./journal-keys.ts";

export function getJournalEntries(before: number | undefined, signal?: AbortSignal): Promise<TJournalListResponse> {
  const query = before === undefined ? "" : `?before=${encodeURIComponent(String(before))}`;
  return api.get<TJournalListResponse>(`/api/journal/entries${query}`, { signal });
}

export function journalEntriesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: journalKeys.entries(),
    queryFn: ({ pageParam, signal }) => getJournalEntries(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
  });
}

export function useJournalEntries() {
  return useInfiniteQuery(journalEntriesQueryOptions());
}
