// One of the viewer's own entries: its text, its facts, Edit and Delete (the Delete asks first).
import { t } from "../../../lib/i18n.ts";
import { Pencil, Trash2 } from "lucide-react";
import type { TJournalEntry } from "../../../../shared/schemas/journal.ts";
import { Button } from "../../../components/ui/button.tsx";
import { DeleteJournalEntryDialog } from "./delete-journal-entry-dialog.tsx";
import { EntryMeta } from "./entry-meta.tsx";
import "../../../lib/catalog-parts/journal.ts";

export function JournalEntryCard({ entry, onEdit, onDeleted }: { entry: TJournalEntry; onEdit: (entry: TJournalEntry) => void; onDeleted: () => void }) {
  const headingId = `journal-entry-${entry.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-6">
      <h3 id={headingId} className="text-lg font-bold break-words">
        {entry.title}
      </h3>
      <EntryMeta entry={entry} showVisibility />
      <p className="mt-4 break-words whitespace-pre-wrap text-navy-800">{entry.content}</p>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" icon={<Pencil aria-hidden="true" className="size-4" />} onClick={() => onEdit(entry)}>
          {t("journal.edit")}
          <span className="sr-only"> {entry.title}</span>
        </Button>
        <DeleteJournalEntryDialog entry={entry} onDeleted={onDeleted}>
          <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50" icon={<Trash2 aria-hidden="true" className="size-4" />}>
            {t("journal.delete")}
            <span className="sr-only"> {entry.title}</span>
          </Button>
        </DeleteJournalEntryDialog>
      </div>
    </article>
  );
}
