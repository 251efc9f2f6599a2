// GET /api/journal/shared: entries the viewer's family shared with him (read-only), newest first, paged.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { TSharedJournalListResponse } from "../../../../shared/schemas/journal.ts";
import { journalKeys } from "./journal-keys.ts";
import { journalListQueryOptions } from "./journal-paging.ts";

export function useSharedJournalEntries() {
  // A family member may share something at any time: read again on every visit.
  return useInfiniteQuery(journalListQueryOptions<TSharedJournalListResponse>(journalKeys.shared(), "/api/journal/shared", { staleTime: 0 }));
}
