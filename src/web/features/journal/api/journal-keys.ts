// Query keys of /api/journal*, in one place so every mutation invalidates the same caches.
import type { QueryClient } from "@tanstack/react-query";

export const journalKeys = {
  all: ["journal"] as const,
  /** GET /api/journal/entries (the viewer's own entries, paged) */
  entries: () => ["journal", "entries"] as const,
  /** GET /api/journal/shared (entries the viewer's family shared, paged) */
  shared: () => ["journal", "shared"] as const,
};

// Keys owned by the dashboard and week features (see docs/areas/weekly-journey.md). Spelled here rather than
// imported because features do not import each other: a journal write changes their progress and entry lists.
const DASHBOARD_KEY = ["dashboard"] as const;
const WEEKS_KEY = ["weeks"] as const;

/** After an entry is written, edited or deleted: the journal, the dashboards and the week pages read again. */
export async function invalidateAfterJournalChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: journalKeys.entries() }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    queryClient.invalidateQueries({ queryKey: WEEKS_KEY }),
  ]);
}
