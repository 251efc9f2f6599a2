// The remove confirmation with the spec's exact question (001 §2), on the shared Dialog.
import { useState, type ReactNode } from "react";
import { messages } from "../../../../shared/messages.ts";
import { groupMessages, type TGroupMember } from "../../../../shared/schemas/groups.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose } from "../../../components/ui/dialog.tsx";
import { useRemoveMember } from "../api/remove-member.ts";

export function RemoveMemberDialog({ groupId, member, children }: { groupId: number; member: TGroupMember; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember();

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) remove.reset();
    setOpen(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={children}
      title="Remove Member"
      description={groupMessages.removeMemberConfirm}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate({ groupId, userId: member.userId }, { onSuccess: () => setOpen(false) })}>
            Remove
          </Button>
        </>
      }
    >
      <p className="font-semibold break-words text-navy-900">{member.fullName}</p>
      {remove.isError ? (
        <Alert tone="error" className="mt-4">
          {remove.error.message || messages.removeMemberFailed}
        </Alert>
      ) : null}
    </Dialog>
  );
}
