// GET /api/journal/entries: the viewer's own entries, newest first, a page at a time ("Load more").
import { useInfiniteQuery } from "@tanstack/react-query";
import type { TJournalListResponse } from "../../../../shared/schemas/journal.ts";
import { journalKeys } from "./journal-keys.ts";
import { journalListQueryOptions } from "./journal-paging.ts";

export function useJournalEntries() {
  return useInfiniteQuery(journalListQueryOptions<TJournalListResponse>(journalKeys.entries(), "/api/journal/entries"));
}
