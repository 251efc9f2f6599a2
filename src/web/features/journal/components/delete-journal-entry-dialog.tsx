// The delete confirmation (docs/areas/journal.md: the exact question), on the shared ConfirmDialog.
import type { ReactNode } from "react";
import { messages } from "../../../../shared/messages.ts";
import { journalMessages, type TJournalEntry } from "../../../../shared/schemas/journal.ts";
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { useDeleteJournalEntry } from "../api/delete-journal-entry.ts";

export function DeleteJournalEntryDialog({ entry, onDeleted, children }: { entry: TJournalEntry; onDeleted: () => void; children: ReactNode }) {
  const remove = useDeleteJournalEntry();
  const confirm = (close: () => void) =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        close();
        onDeleted();
      },
    });

  return (
    <ConfirmDialog
      trigger={children}
      title="Delete Journal Entry"
      description={journalMessages.deleteConfirm}
      confirmLabel="Delete"
      {...confirmMutation(remove, messages.internalError)}
      onConfirm={confirm}
    >
      <p className="font-semibold break-words text-navy-900">{entry.title}</p>
    </ConfirmDialog>
  );
}
