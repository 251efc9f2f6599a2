// The remove confirmation with the exact question of docs/areas/groups.md, on the shared ConfirmDialog.
import type { ReactNode } from "react";
import { messages } from "../../../../shared/messages.ts";
import { groupMessages, type TGroupMember } from "../../../../shared/schemas/groups.ts";
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { useRemoveMember } from "../api/remove-member.ts";

export function RemoveMemberDialog({ groupId, member, children }: { groupId: number; member: TGroupMember; children: ReactNode }) {
  const remove = useRemoveMember();
  return (
    <ConfirmDialog
      trigger={children}
      title="Remove Member"
      description={groupMessages.removeMemberConfirm}
      confirmLabel="Remove"
      {...confirmMutation(remove, messages.removeMemberFailed)}
      onConfirm={(close) => remove.mutate({ groupId, userId: member.userId }, { onSuccess: close })}
    >
      <p className="font-semibold break-words text-navy-900">{member.fullName}</p>
    </ConfirmDialog>
  );
}
