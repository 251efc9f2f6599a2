import { z } from "zod";
import { plainText } from "./plain-text.ts";
import { GROUP_CODE_LENGTH, GROUP_MEMBER_ROLES, ROLES } from "../constants.ts";
import { idParam, userIdParam } from "./params.ts";

export const GROUP_NAME_MAX_LENGTH = 100;
export const GROUP_DESCRIPTION_MAX_LENGTH = 1000;

/**
 * Group messages the spec's catalogue does not name (its own ones — 'Invalid group code', 'Group not found',
 * 'You are already a member of this group' — live in messages.ts).
 */
export const groupMessages = {
  nameRequired: "Group name is required",
  nameTooLong: `Group name must be at most ${GROUP_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${GROUP_DESCRIPTION_MAX_LENGTH} characters`,
  codeRequired: "Group code is required",
  codeTooLong: `Group code must be at most ${GROUP_CODE_LENGTH} characters`,
  codeFormat: "Group code must be uppercase letters and numbers",
  cannotChangeOwnRole: "You cannot change your own role",
  cannotRemoveYourself: "You cannot remove yourself from the group",
  lastLeaderMustPromote: "You are the group's only leader. Make another member a leader before you leave.",
  removeMemberConfirm: "Are you sure you want to remove this member?",
  leaveConfirm: "Are you sure you want to leave this group?",
  leaveDeletesGroup: "You are the only member, so leaving will delete this group.",
  memberNotFound: "Member not found",
  joinRequestSent: "Your dad decides which groups you join. We asked him: you are in as soon as he says yes.",
  youngSonCannotCreate: "Sons under 13 join groups with their dad's yes, but don't start them.",
  youngSonCannotLead: "A son under 13 cannot be a group leader.",
} as const;

const name = plainText(z.string().trim().min(1, groupMessages.nameRequired).max(GROUP_NAME_MAX_LENGTH, groupMessages.nameTooLong));
const description = z.string().trim().max(GROUP_DESCRIPTION_MAX_LENGTH, groupMessages.descriptionTooLong);

/** Create and edit share one shape: name (required), description, private (docs/areas/groups.md). */
export const ZGroupFormRequest = z.object({
  name,
  description: description.default(""),
  isPrivate: z.boolean().default(true),
});
export type TGroupFormRequest = z.input<typeof ZGroupFormRequest>;
export type TGroupForm = z.output<typeof ZGroupFormRequest>;

/**
 * docs/areas/groups.md rules: uppercase, at most 6 characters, required. The form uppercases as the user types; the API
 * refuses anything else instead of guessing.
 */
export const ZGroupCode = z
  .string()
  .trim()
  .min(1, groupMessages.codeRequired)
  .max(GROUP_CODE_LENGTH, groupMessages.codeTooLong)
  .regex(/^[A-Z0-9]+$/, groupMessages.codeFormat);

export const ZJoinGroupRequest = z.object({ code: ZGroupCode });
export type TJoinGroupRequest = z.infer<typeof ZJoinGroupRequest>;

export const ZGroupMemberRole = z.enum(GROUP_MEMBER_ROLES);

export const ZUpdateMemberRoleRequest = z.object({ role: ZGroupMemberRole });
export type TUpdateMemberRoleRequest = z.infer<typeof ZUpdateMemberRoleRequest>;

export const ZGroupIdParams = z.object({ groupId: idParam() });
export const ZGroupMemberParams = ZGroupIdParams.extend({ userId: userIdParam() });

/** A card on My Groups. */
export const ZGroupSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isPrivate: z.boolean(),
  imageUrl: z.string().nullable(),
  memberCount: z.number().int(),
  myRole: ZGroupMemberRole,
});
export type TGroupSummary = z.infer<typeof ZGroupSummary>;

export const ZGroupListResponse = z.object({ groups: z.array(ZGroupSummary) });
export type TGroupListResponse = z.infer<typeof ZGroupListResponse>;

export const ZGroupMember = z.object({
  userId: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  accountRole: z.enum(ROLES),
  groupRole: ZGroupMemberRole,
  joinedAt: z.string(),
});
export type TGroupMember = z.infer<typeof ZGroupMember>;

/**
 * The group page. A member sees everything; a non-member of a public group sees only the name, description
 * and member count (code and members stay null: member names, sons' included, are for members only).
 */
export const ZGroupDetail = ZGroupSummary.extend({
  myRole: ZGroupMemberRole.nullable(),
  code: z.string().nullable(),
  members: z.array(ZGroupMember).nullable(),
});
export type TGroupDetail = z.infer<typeof ZGroupDetail>;

export const ZGroupDetailResponse = z.object({ group: ZGroupDetail });
export type TGroupDetailResponse = z.infer<typeof ZGroupDetailResponse>;

/** A son under 13 whose dad is not in the group gets `pending` and no group id: his dad decides (decision 032). */
export const ZJoinGroupResponse = z.object({ groupId: z.number().int().nullable(), pending: z.boolean().optional(), message: z.string().optional() });
export type TJoinGroupResponse = z.infer<typeof ZJoinGroupResponse>;

export const ZLeaveGroupResponse = z.object({ groupDeleted: z.boolean() });
export type TLeaveGroupResponse = z.infer<typeof ZLeaveGroupResponse>;

/** "1 member" / "3 members" (docs/areas/groups.md: singular or plural wording). */
export function formatMemberCount(count: number): string {
  return `${count} ${count === 1 ? "member" : "members"}`;
}
