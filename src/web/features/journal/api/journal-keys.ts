// Query keys of /api/journal*, in one place so every mutation invalidates the same caches.
import type { QueryClient } from "@tanstack/react-query";
import { invalidateWeeklyJourney } from "../../../lib/query-keys.ts";

export const journalKeys = {
  /** GET /api/journal/entries (the viewer's own entries, paged) */
  entries: () => ["journal", "entries"] as const,
  /** GET /api/journal/shared (entries the viewer's family shared, paged) */
  shared: () => ["journal", "shared"] as const,
};

/** After an entry is written, edited or deleted: the journal, the dashboards and the week pages read again. */
export async function invalidateAfterJournalChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: journalKeys.entries() }), invalidateWeeklyJourney(queryClient)]);
}
