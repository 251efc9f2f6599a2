// The delete confirmation (spec 000 §2: the exact question), on the shared Dialog.
import { useState, type ReactNode } from "react";
import { messages } from "../../../../shared/messages.ts";
import { journalMessages, type TJournalEntry } from "../../../../shared/schemas/journal.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose } from "../../../components/ui/dialog.tsx";
import { useDeleteJournalEntry } from "../api/delete-journal-entry.ts";

export function DeleteJournalEntryDialog({ entry, onDeleted, children }: { entry: TJournalEntry; onDeleted: () => void; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteJournalEntry();

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) remove.reset();
    setOpen(next);
  };

  const confirm = () =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        setOpen(false);
        onDeleted();
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={children}
      title="Delete Journal Entry"
      description={journalMessages.deleteConfirm}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" loading={remove.isPending} onClick={confirm}>
            Delete
          </Button>
        </>
      }
    >
      <p className="font-semibold break-words text-navy-900">{entry.title}</p>
      {remove.isError ? (
        <Alert tone="error" className="mt-4">
          {remove.error.message || messages.internalError}
        </Alert>
      ) : null}
    </Dialog>
  );
}
