// The delete confirmation (docs/areas/journal.md: the exact question), on the shared ConfirmDialog.
import { t } from "../../../lib/i18n.ts";
import type { ReactNode } from "react";
import type { TJournalEntry } from "../../../../shared/schemas/journal.ts";
import { ConfirmDialog, confirmMutation, confirmRun } from "../../../components/ui/confirm-dialog.tsx";
import { useDeleteJournalEntry } from "../api/delete-journal-entry.ts";
import "../../../lib/catalog-parts/journal.ts";

export function DeleteJournalEntryDialog({ entry, onDeleted, children }: { entry: TJournalEntry; onDeleted: () => void; children: ReactNode }) {
  const remove = useDeleteJournalEntry();
  return (
    <ConfirmDialog
      trigger={children}
      title={t("journal.deleteTitle")}
      description={t("journal.deleteConfirm")}
      confirmLabel={t("journal.delete")}
      {...confirmMutation(remove, t("journal.failed"))}
      onConfirm={confirmRun(remove, entry.id, onDeleted)}
    >
      <p className="font-semibold break-words text-navy-900">{entry.title}</p>
    </ConfirmDialog>
  );
}
