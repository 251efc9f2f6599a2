// Leave Group, with what leaving means spelled out: the only leader must first make someone else a leader;
// the only member leaving deletes the group (the server enforces both).
import { LogOut } from "lucide-react";
import { useState } from "react";
import { messages } from "../../../../shared/messages.ts";
import { groupMessages, type TGroupDetail, type TLeaveGroupResponse } from "../../../../shared/schemas/groups.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose } from "../../../components/ui/dialog.tsx";
import { useLeaveGroup } from "../api/leave-group.ts";
import { leaveOutcome } from "../group-rules.ts";

export function LeaveGroupDialog({ group, onLeft }: { group: TGroupDetail; onLeft: (result: TLeaveGroupResponse) => void }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveGroup();
  const outcome = leaveOutcome(group);

  const onOpenChange = (next: boolean) => {
    if (leave.isPending) return;
    if (!next) leave.reset();
    setOpen(next);
  };

  const description =
    outcome === "must-promote-first"
      ? groupMessages.lastLeaderMustPromote
      : outcome === "deletes-group"
        ? `${groupMessages.leaveConfirm} ${groupMessages.leaveDeletesGroup}`
        : groupMessages.leaveConfirm;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="secondary" icon={<LogOut aria-hidden="true" className="size-4" />}>
          Leave Group
        </Button>
      }
      title="Leave Group"
      description={description}
      footer={
        outcome === "must-promote-first" ? (
          <DialogClose asChild>
            <Button variant="secondary">OK</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={leave.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="danger" loading={leave.isPending} onClick={() => leave.mutate(group.id, { onSuccess: (result) => onLeft(result) })}>
              {outcome === "deletes-group" ? "Leave and Delete Group" : "Leave Group"}
            </Button>
          </>
        )
      }
    >
      {leave.isError ? <Alert tone="error">{leave.error.message || messages.internalError}</Alert> : null}
    </Dialog>
  );
}
