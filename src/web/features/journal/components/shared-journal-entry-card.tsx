// An entry a family member shared: read-only, with its author's name.
import { t } from "../../../lib/i18n.ts";
import type { TSharedJournalEntry } from "../../../../shared/schemas/journal.ts";
import { EntryMeta } from "./entry-meta.tsx";
import "../../../lib/catalog-parts/journal.ts";

export function SharedJournalEntryCard({ entry }: { entry: TSharedJournalEntry }) {
  const headingId = `shared-journal-entry-${entry.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6">
      <p className="text-sm font-semibold text-amber-900">{t("journal.sharedBy", { name: entry.author.fullName })}</p>
      <h3 id={headingId} className="mt-1 text-lg font-bold break-words">
        {entry.title}
      </h3>
      <EntryMeta entry={entry} showVisibility={false} />
      <p className="mt-4 break-words whitespace-pre-wrap text-navy-800">{entry.content}</p>
    </article>
  );
}
