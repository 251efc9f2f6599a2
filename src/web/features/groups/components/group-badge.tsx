// A small label on cards and member rows (Private/Public, Leader/Member, Dad/Son), on the kit's Badge and
// never wrapped. The text carries the meaning; colour and icon only repeat it.
import { Globe, Lock } from "lucide-react";
import type { GroupMemberRole } from "../../../../shared/constants.ts";
import { Badge, type BadgeProps } from "../../../components/ui/badge.tsx";
import { groupRoleLabel } from "../group-rules.ts";
import "../../../lib/catalog-parts/groups.ts";
import { t } from "../../../lib/i18n.ts";

export function GroupBadge(props: Omit<BadgeProps, "className">) {
  return <Badge {...props} className="whitespace-nowrap" />;
}

export function PrivacyBadge({ isPrivate }: { isPrivate: boolean }) {
  return isPrivate ? (
    <GroupBadge tone="gray" icon={<Lock aria-hidden="true" className="size-3" />}>
      {t("groups.badge.private")}
    </GroupBadge>
  ) : (
    <GroupBadge tone="green" icon={<Globe aria-hidden="true" className="size-3" />}>
      {t("groups.badge.public")}
    </GroupBadge>
  );
}

/** Leader (amber) or Member (navy); `prefix` e.g. "You: " on the group's own page. */
export function GroupRoleBadge({ role, prefix }: { role: GroupMemberRole; prefix?: string }) {
  return (
    <GroupBadge tone={role === "leader" ? "amber" : "navy"}>
      {prefix}
      {groupRoleLabel(role)}
    </GroupBadge>
  );
}
