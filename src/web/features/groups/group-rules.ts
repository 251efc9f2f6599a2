// Pure rules of the group screens (tested in group-rules.test.ts).
import { GROUP_CODE_LENGTH, type GroupMemberRole, type Role } from "../../../shared/constants.ts";
import { normalizeGroupCode, type TGroupDetail } from "../../../shared/schemas/groups.ts";
import "../../lib/catalog-parts/groups.ts";
import { t } from "../../lib/i18n.ts";

/**
 * The join field uppercases as typed (docs/areas/groups.md) and drops spaces and hyphens, so "vyw nym", a pasted
 * "VYW NYM" or "vyw-nym" become "VYWNYM" (codes are forgiving; the API normalizes the same way).
 */
export function normalizeCodeInput(value: string): string {
  return normalizeGroupCode(value).slice(0, GROUP_CODE_LENGTH);
}

/** The input takes a typed or pasted code with its space or hyphen; without room for them the paste was cut short. */
export const CODE_INPUT_MAX_LENGTH = GROUP_CODE_LENGTH * 2;

/** "Leader" / "Member" in the page's language. */
export function groupRoleLabel(role: GroupMemberRole): string {
  return role === "leader" ? t("groups.role.leader") : t("groups.role.member");
}

/** "Dad" / "Son" / "Admin" in the page's language. */
export function accountRoleLabel(role: Role): string {
  return role === "dad" ? t("groups.accountRole.dad") : role === "son" ? t("groups.accountRole.son") : t("groups.accountRole.admin");
}

/** Up to two initials for an avatar placeholder ("Mark Stone" → "MS"). */
export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.charAt(0) ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.charAt(0) ?? "") : "";
  return (first + last).toUpperCase() || "?";
}

/**
 * What leaving means for the viewer (the server enforces the same): the only member deletes the group,
 * the only leader must first make someone else a leader, anyone else just leaves.
 */
export type LeaveOutcome = "leaves" | "deletes-group" | "must-promote-first";

export function leaveOutcome(group: Pick<TGroupDetail, "myRole" | "members" | "memberCount">): LeaveOutcome {
  if (group.memberCount <= 1) return "deletes-group";
  if (group.myRole !== "leader") return "leaves";
  const leaders = (group.members ?? []).filter((m) => m.groupRole === "leader").length;
  return leaders <= 1 ? "must-promote-first" : "leaves";
}
