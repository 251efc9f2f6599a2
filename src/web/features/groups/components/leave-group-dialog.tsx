// Leave Group, with what leaving means spelled out: the only leader must first make someone else a leader;
// the only member leaving deletes the group (the server enforces both).
import { LogOut } from "lucide-react";
import { type TGroupDetail, type TLeaveGroupResponse } from "../../../../shared/schemas/groups.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog, DialogClose } from "../../../components/ui/dialog.tsx";
import { useLeaveGroup } from "../api/leave-group.ts";
import { leaveOutcome } from "../group-rules.ts";
import "../../../lib/catalog-parts/groups.ts";
import { t } from "../../../lib/i18n.ts";

export function LeaveGroupDialog({ group, onLeft }: { group: TGroupDetail; onLeft: (result: TLeaveGroupResponse) => void }) {
  const leave = useLeaveGroup();
  const outcome = leaveOutcome(group);
  const trigger = (
    <Button variant="secondary" icon={<LogOut aria-hidden="true" className="size-4" />}>
      {t("groups.leave.button")}
    </Button>
  );

  if (outcome === "must-promote-first") {
    return (
      <Dialog
        trigger={trigger}
        title={t("groups.leave.button")}
        description={t("msg.groups.lastLeaderMustPromote")}
        footer={
          <DialogClose asChild>
            <Button variant="secondary">{t("groups.leave.ok")}</Button>
          </DialogClose>
        }
      />
    );
  }
  return (
    <ConfirmDialog
      trigger={trigger}
      title={t("groups.leave.button")}
      description={outcome === "deletes-group" ? `${t("msg.groups.leaveConfirm")} ${t("msg.groups.leaveDeletesGroup")}` : t("msg.groups.leaveConfirm")}
      confirmLabel={outcome === "deletes-group" ? t("groups.leave.andDelete") : t("groups.leave.button")}
      {...confirmMutation(leave, t("msg.internalError"))}
      onConfirm={() => leave.mutate(group.id, { onSuccess: onLeft })}
    />
  );
}
