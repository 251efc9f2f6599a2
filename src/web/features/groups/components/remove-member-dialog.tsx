// The remove confirmation with the exact question of docs/areas/groups.md, on the shared ConfirmDialog.
import type { ReactNode } from "react";
import { type TGroupMember } from "../../../../shared/schemas/groups.ts";
import { ConfirmDialog, confirmMutation, confirmRun } from "../../../components/ui/confirm-dialog.tsx";
import { useRemoveMember } from "../api/remove-member.ts";
import "../../../lib/catalog-parts/groups.ts";
import { t } from "../../../lib/i18n.ts";

export function RemoveMemberDialog({ groupId, member, children }: { groupId: number; member: TGroupMember; children: ReactNode }) {
  const remove = useRemoveMember();
  return (
    <ConfirmDialog
      trigger={children}
      title={t("groups.members.removeTitle")}
      description={t("msg.groups.removeMemberConfirm")}
      confirmLabel={t("groups.members.remove")}
      {...confirmMutation(remove, t("msg.groups.removeMemberFailed"))}
      onConfirm={confirmRun(remove, { groupId, userId: member.userId })}
    >
      <p className="font-semibold break-words text-navy-900">{member.fullName}</p>
    </ConfirmDialog>
  );
}
