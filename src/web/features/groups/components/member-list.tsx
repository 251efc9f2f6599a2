// The members: avatar, name, group role and account role (docs/areas/groups.md). A leader also gets, for every other
// member, a Member/Leader select and Remove; nobody gets controls on his own row (a leader cannot change or
// remove himself).
import { UserMinus } from "lucide-react";
import { useState } from "react";
import { messages } from "../../../../shared/messages.ts";
import { ZGroupMemberRole, type TGroupMember } from "../../../../shared/schemas/groups.ts";
import { GROUP_MEMBER_ROLES } from "../../../../shared/constants.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useUpdateMemberRole } from "../api/update-member-role.ts";
import { accountRoleLabel, groupRoleLabel, initials } from "../group-rules.ts";
import { GroupBadge, GroupRoleBadge } from "./group-badge.tsx";
import { RemoveMemberDialog } from "./remove-member-dialog.tsx";
import { errorText } from "../../../lib/error-text.ts";
import "../../../lib/catalog-parts/groups.ts";
import { localize, t } from "../../../lib/i18n.ts";

export interface MemberListProps {
  groupId: number;
  members: TGroupMember[];
  viewerId: string;
  canManage: boolean;
}

function Avatar({ member }: { member: TGroupMember }) {
  const [failed, setFailed] = useState(false);
  if (member.avatarUrl && !failed) {
    return (
      <img
        src={member.avatarUrl}
        alt=""
        width={44}
        height={44}
        onError={() => setFailed(true)}
        className="size-11 shrink-0 rounded-full bg-navy-100 object-cover"
      />
    );
  }
  return (
    <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-800 text-sm font-bold text-white">
      {initials(member.fullName)}
    </span>
  );
}

export function MemberList({ groupId, members, viewerId, canManage }: MemberListProps) {
  const changeRole = useUpdateMemberRole();
  const pendingUserId = changeRole.isPending ? changeRole.variables.userId : null;

  return (
    <div className="space-y-4">
      {changeRole.isError ? <Alert tone="error">{localize(errorText(changeRole.error, messages.updateMemberRoleFailed))}</Alert> : null}
      <ul className="divide-y divide-navy-100">
        {members.map((member) => {
          const isViewer = member.userId === viewerId;
          return (
            <li key={member.userId} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-center gap-3">
                <Avatar member={member} />
                <div className="min-w-0">
                  <p className="font-semibold break-words text-navy-950">
                    {member.fullName}
                    {isViewer ? <span className="font-normal text-navy-600">{t("groups.members.you")}</span> : null}
                  </p>
                  <div className="mt-1 flex flex-wrap gap-1.5">
                    <GroupRoleBadge role={member.groupRole} />
                    <GroupBadge tone="gray">{accountRoleLabel(member.accountRole)}</GroupBadge>
                  </div>
                </div>
              </div>
              {canManage && !isViewer ? (
                <div className="flex items-center gap-2 sm:shrink-0">
                  <select
                    aria-label={t("groups.members.roleFor", { name: member.fullName })}
                    value={member.groupRole}
                    disabled={pendingUserId === member.userId}
                    onChange={(event) => {
                      const role = ZGroupMemberRole.safeParse(event.target.value);
                      if (role.success) changeRole.mutate({ groupId, userId: member.userId, role: role.data });
                    }}
                    className="h-9 rounded-lg border border-navy-200 bg-white px-3 text-sm text-navy-950 hover:border-navy-300 disabled:opacity-60"
                  >
                    {GROUP_MEMBER_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {groupRoleLabel(role)}
                      </option>
                    ))}
                  </select>
                  <RemoveMemberDialog groupId={groupId} member={member}>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t("groups.members.removeNamed", { name: member.fullName })}
                      icon={<UserMinus aria-hidden="true" className="size-4" />}
                    >
                      {t("groups.members.remove")}
                    </Button>
                  </RemoveMemberDialog>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
