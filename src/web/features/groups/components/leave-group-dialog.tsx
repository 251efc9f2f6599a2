// Leave Group, with what leaving means spelled out: the only leader must first make someone else a leader;
// the only member leaving deletes the group (the server enforces both).
import { LogOut } from "lucide-react";
import { messages } from "../../../../shared/messages.ts";
import { groupMessages, type TGroupDetail, type TLeaveGroupResponse } from "../../../../shared/schemas/groups.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog, DialogClose } from "../../../components/ui/dialog.tsx";
import { useLeaveGroup } from "../api/leave-group.ts";
import { leaveOutcome } from "../group-rules.ts";

export function LeaveGroupDialog({ group, onLeft }: { group: TGroupDetail; onLeft: (result: TLeaveGroupResponse) => void }) {
  const leave = useLeaveGroup();
  const outcome = leaveOutcome(group);
  const trigger = (
    <Button variant="secondary" icon={<LogOut aria-hidden="true" className="size-4" />}>
      Leave Group
    </Button>
  );

  if (outcome === "must-promote-first") {
    return (
      <Dialog
        trigger={trigger}
        title="Leave Group"
        description={groupMessages.lastLeaderMustPromote}
        footer={
          <DialogClose asChild>
            <Button variant="secondary">OK</Button>
          </DialogClose>
        }
      />
    );
  }
  return (
    <ConfirmDialog
      trigger={trigger}
      title="Leave Group"
      description={outcome === "deletes-group" ? `${groupMessages.leaveConfirm} ${groupMessages.leaveDeletesGroup}` : groupMessages.leaveConfirm}
      confirmLabel={outcome === "deletes-group" ? "Leave and Delete Group" : "Leave Group"}
      {...confirmMutation(leave, messages.internalError)}
      onConfirm={() => leave.mutate(group.id, { onSuccess: onLeft })}
    />
  );
}
