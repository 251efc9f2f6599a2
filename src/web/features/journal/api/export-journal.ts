// GET /api/journal/export?format=json|md: a download (Content-Disposition: attachment), so the browser fetches
// it through a plain link with the session cookie; there is nothing to cache.
import type { TJournalExportFormat } from "../../../../shared/schemas/journal.ts";

export function journalExportUrl(format: TJournalExportFormat): string {
  return `/api/journal/export?format=${format}`;
}
