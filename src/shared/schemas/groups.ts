import { z } from "zod";
import { listResponse, ZTimestamp, ZDay } from "./common.ts";
import { nameAndDescription, weekNumberField } from "./fields.ts";
import { updateOf } from "./update.ts";
import { GROUP_CODE_LENGTH, GROUP_MEMBER_ROLES, MIN_FAMILIES_IN_COUNTS, ROLES } from "../constants.ts";
import { idParam, userIdParam } from "./params.ts";
import { hasHiddenCharacters } from "./plain-text.ts";
import { ZStartDate } from "./plan-run.ts";

/** The longest name, description, post in a group's weekly conversation and report reason (characters). */
export const GROUP_LIMITS = { nameMax: 100, descriptionMax: 1000, postMax: 2000, reportReasonMax: 500 } as const;

/**
 * Group messages the spec's catalogue does not name (its own ones — 'Invalid group code', 'Group not found',
 * 'You are already a member of this group' — live in messages.ts).
 */
export const groupMessages = {
  nameRequired: "Group name is required",
  nameTooLong: `Group name must be at most ${GROUP_LIMITS.nameMax} characters`,
  descriptionTooLong: `Description must be at most ${GROUP_LIMITS.descriptionMax} characters`,
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
  countsHiddenSummary: (week: number) => `Week ${week}: fewer than ${MIN_FAMILIES_IN_COUNTS} families to count`,
  countsHidden: `The weekly counts stay hidden until at least ${MIN_FAMILIES_IN_COUNTS} of the families who keep their progress to themselves follow the plan: with fewer, the numbers would show a family's weeks.`,
  youngSonCannotLead: "A son under 13 cannot be a group leader.",
  // The group's plan, its conversation and what its leaders see.
  startInPast: "The group's start date cannot be in the past.",
  startTooLate: "The group's start date can be at most 8 weeks ahead.",
  planRequired: "Choose a plan for the group",
  planSet: "The group's plan and start date are saved.",
  noGroupPlan: "This group has not chosen a plan yet.",
  followed: "Your family now follows the group's plan on its schedule.",
  followNeedsConfirmation:
    "Following the group's plan moves your whole family, your sons too, to the group's week of that plan. Confirm to go ahead; your ticks on the other plan are kept.",
  onlyDadFollows: "Your dad decides which plan your family follows.",
  notOrganizationStaff: "Only its staff can start a group for an organization.",
  postRequired: "Write something first",
  postTooLong: `A post can be at most ${GROUP_LIMITS.postMax} characters.`,
  postHiddenCharacters: "Posts can't contain invisible or text-direction characters.",
  reasonTooLong: "A reason can be at most 500 characters.",
  invalidWeek: "That week is not part of the group's plan.",
  conversationClosed: "Your dad decides whether you join the group's conversation.",
  postNotFound: "Post not found",
  reportNotFound: "Report not found",
  alreadyReported: "You already reported this post. A leader will look at it.",
  reported: "Thanks. The group's leaders will look at it.",
  ownPost: "You cannot report your own post.",
  tooManyPosts: "You have posted a lot in this group in the last hour. Try again later.",
  groupTooBusy: "This group's conversation is very busy right now. Try again later.",
  tooManyReports: "You have sent many reports in the last hour. Try again later.",
  sharingOn: "The group's leaders can now see your family's progress on its plan.",
  sharingOff: "The group's leaders now see only counts.",
  notShared: "Only dads choose what their family shares.",
  conversationsYoungSon: "A son under 13 never takes part in group conversations.",
} as const;

const { name, description } = nameAndDescription(GROUP_LIMITS, groupMessages);

/** Create and edit share one shape: name (required), description, private (docs/areas/groups.md). */
export const ZGroupFormRequest = z.object({
  name,
  description: description.default(""),
  isPrivate: z.boolean().default(true),
  /** An organization's group, linked by its staff; omitted for any dad's group. */
  organizationId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type TGroupFormRequest = z.input<typeof ZGroupFormRequest>;
export type TGroupForm = z.output<typeof ZGroupFormRequest>;

/** An edit names what it changes; the rest is kept (shared/schemas/update.ts). The organization is not edited here. */
export const ZGroupUpdateRequest = updateOf(ZGroupFormRequest.omit({ organizationId: true }));
export type TGroupUpdateRequest = z.input<typeof ZGroupUpdateRequest>;
export type TGroupUpdate = z.output<typeof ZGroupUpdateRequest>;

/**
 * docs/areas/groups.md rules: uppercase, at most 6 characters, required, after normalizeGroupCode() has forgiven case,
 * spaces and hyphens; any other character is refused with a field message.
 */
export const ZGroupCode = z
  .string()
  .transform((value) => normalizeGroupCode(value))
  .pipe(
    z
      .string()
      .min(1, groupMessages.codeRequired)
      .max(GROUP_CODE_LENGTH, groupMessages.codeTooLong)
      .regex(/^[A-Z0-9]+$/, groupMessages.codeFormat),
  );

/**
 * Codes are forgiving: "VYW NYM", "vywnym" and "vyw-nym" are one code. Spaces (any kind), hyphens and
 * dashes go, letters become uppercase; what is left must then be letters and digits.
 */
export function normalizeGroupCode(value: string): string {
  return value.replace(/[\s\-\u2010-\u2015\u2212]+/gu, "").toUpperCase();
}

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

export const ZGroupListResponse = listResponse("groups", ZGroupSummary);
export type TGroupListResponse = z.infer<typeof ZGroupListResponse>;

export const ZGroupMember = z.object({
  userId: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  accountRole: z.enum(ROLES),
  groupRole: ZGroupMemberRole,
  joinedAt: ZTimestamp,
});
export type TGroupMember = z.infer<typeof ZGroupMember>;

/** The group's plan as its page shows it: this week, its discussion questions, and where the viewer's family is. */
export const ZGroupPlan = z.object({
  planId: z.number().int(),
  title: z.string(),
  durationWeeks: z.number().int(),
  startsOn: ZDay,
  /** The group's week today (1 until the start date; one past the end once the plan is over). */
  week: z.number().int(),
  started: z.boolean(),
  /** The week's discussion questions, from its devotional; empty when the week is closed or has none. */
  devotionalTitle: z.string().nullable(),
  discussionQuestions: z.array(z.string()),
  /** A paid plan's week ≥ 2 the viewer's family does not own: buy it on the plan page (payments' rule). */
  purchaseRequired: z.boolean(),
  /** The viewer's family follows this plan on the group's schedule. */
  familyFollows: z.boolean(),
  /** The viewer's family is on another plan: following moves it (the dad confirms first). */
  familyOnAnotherPlan: z.boolean(),
});
export type TGroupPlan = z.infer<typeof ZGroupPlan>;

/** The group page's plan part: the plan, whether the viewer takes part in the conversation, his sharing. */
export const ZGroupPlanPart = z.object({
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  plan: ZGroupPlan.nullable(),
  /** Dads, and sons of 13 or older whose dad allows it; never a son under 13. */
  canConverse: z.boolean(),
  /** The viewer (a dad) lets this group's leaders see his family's progress; null for a son. */
  sharesProgress: z.boolean().nullable(),
  /** His family shares through the group's organization (organization_families.shares_progress). */
  sharesThroughOrganization: z.boolean(),
});

/**
 * The group page. A member sees everything; a non-member of a public group sees only the name, description
 * and member count (code and members stay null: member names, sons' included, are for members only).
 */
export const ZGroupDetail = ZGroupSummary.extend({
  myRole: ZGroupMemberRole.nullable(),
  code: z.string().nullable(),
  members: z.array(ZGroupMember).nullable(),
}).extend(ZGroupPlanPart.shape);
export type TGroupDetail = z.infer<typeof ZGroupDetail>;

export const ZGroupDetailResponse = z.object({ group: ZGroupDetail });
export type TGroupDetailResponse = z.infer<typeof ZGroupDetailResponse>;

/** A son under 13 whose dad is not in the group gets `pending` and no group id: his dad decides. */
export const ZJoinGroupResponse = z.object({ groupId: z.number().int().nullable(), pending: z.boolean().optional(), message: z.string().optional() });
export type TJoinGroupResponse = z.infer<typeof ZJoinGroupResponse>;

export const ZLeaveGroupResponse = z.object({ groupDeleted: z.boolean() });
export type TLeaveGroupResponse = z.infer<typeof ZLeaveGroupResponse>;

/** "1 member" / "3 members" (docs/areas/groups.md: singular or plural wording). */
export function formatMemberCount(count: number): string {
  return `${count} ${count === 1 ? "member" : "members"}`;
}

// ---- The group's plan, the week's conversation, what leaders see ----

export const ZSetGroupPlanRequest = z.object({
  planId: z.number({ error: groupMessages.planRequired }).int().positive().max(2_147_483_647),
  startsOn: ZStartDate,
});
export type TSetGroupPlanRequest = z.infer<typeof ZSetGroupPlanRequest>;

export const ZFollowGroupPlanRequest = z.object({ confirmSwitch: z.boolean().optional() });
export type TFollowGroupPlanRequest = z.infer<typeof ZFollowGroupPlanRequest>;

export const ZFollowGroupPlanResponse = z.object({ startsOn: ZDay, familyWeek: z.number().int(), message: z.string() });
export type TFollowGroupPlanResponse = z.infer<typeof ZFollowGroupPlanResponse>;

const ZPostBody = z
  .string({ error: groupMessages.postRequired })
  .trim()
  .min(1, groupMessages.postRequired)
  .max(GROUP_LIMITS.postMax, groupMessages.postTooLong)
  .refine((value) => !hasHiddenCharacters(value), { message: groupMessages.postHiddenCharacters, abort: true });

export const ZWeekQuery = z.object({
  week: z.coerce
    .number({ error: groupMessages.invalidWeek })
    .int(groupMessages.invalidWeek)
    .min(1, groupMessages.invalidWeek)
    .max(52, groupMessages.invalidWeek),
});

export const ZCreatePostRequest = z.object({
  week: weekNumberField(52, { invalid: groupMessages.invalidWeek }),
  body: ZPostBody,
});
export type TCreatePostRequest = z.infer<typeof ZCreatePostRequest>;

export const ZGroupPostParams = ZGroupIdParams.extend({ postId: idParam() });
export const ZGroupReportParams = ZGroupIdParams.extend({ reportId: idParam() });

export const ZReportPostRequest = z.object({
  reason: z
    .string()
    .trim()
    .max(GROUP_LIMITS.reportReasonMax, groupMessages.reasonTooLong)
    .refine((value) => !hasHiddenCharacters(value), { message: groupMessages.postHiddenCharacters, abort: true })
    .default(""),
});

export const ZHidePostRequest = z.object({ hidden: z.boolean() });

export const ZGroupPost = z.object({
  id: z.number().int(),
  week: z.number().int(),
  /** As the viewer may see him: another family's son by first name only. */
  authorName: z.string(),
  mine: z.boolean(),
  body: z.string(),
  createdAt: ZTimestamp,
  /** Leaders only: the post is hidden from members; members never receive hidden posts. */
  hidden: z.boolean(),
  /** Leaders only: open reports on it. */
  openReports: z.number().int(),
});
export type TGroupPost = z.infer<typeof ZGroupPost>;

export const ZGroupPostsResponse = z.object({ week: z.number().int(), posts: z.array(ZGroupPost), isLeader: z.boolean() });
export type TGroupPostsResponse = z.infer<typeof ZGroupPostsResponse>;
export const ZGroupPostResponse = z.object({ post: ZGroupPost });
export { ZMessageResponse } from "./common.ts";

export const ZGroupReport = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  week: z.number().int(),
  postBody: z.string(),
  authorName: z.string(),
  reason: z.string(),
  createdAt: ZTimestamp,
  hidden: z.boolean(),
});
export type TGroupReport = z.infer<typeof ZGroupReport>;
export const ZGroupReportsResponse = listResponse("reports", ZGroupReport);

/** What a leader sees: counts per week, and a family's own progress only when its dad shares it. */
export const ZGroupWeekCount = z.object({ week: z.number().int(), started: z.number().int(), finished: z.number().int() });
export const ZSharedFamily = z.object({
  dadName: z.string(),
  /** His sons by first name only: nothing else of a child. */
  sonFirstNames: z.array(z.string()),
  /** The weeks of the group's plan the dad finished. */
  finishedWeeks: z.array(z.number().int()),
});
export const ZGroupProgressResponse = z.object({
  /**
   * True while fewer than MIN_FAMILIES_IN_COUNTS families who keep their progress to themselves (his own aside) follow
   * the plan: the weekly counts would show their weeks, so `weeks` is empty.
   */
  countsHidden: z.boolean(),
  plan: z.object({ title: z.string(), durationWeeks: z.number().int(), week: z.number().int(), startsOn: ZDay }).nullable(),
  /** The group's families that follow its plan (have a run of it): what the weekly counts are out of. */
  families: z.number().int(),
  /** All the group's families (each member's family once), on its plan or not. */
  groupFamilies: z.number().int(),
  weeks: z.array(ZGroupWeekCount),
  sharedFamilies: z.array(ZSharedFamily),
  /** Following families that keep their progress to themselves: counted above, never named here. */
  privateFamilies: z.number().int(),
});
export type TGroupProgressResponse = z.infer<typeof ZGroupProgressResponse>;

export const ZShareProgressRequest = z.object({ sharesProgress: z.boolean() });

/** The dad's /family view of who sees what. */
export const ZFamilySharingResponse = z.object({
  groups: z.array(
    z.object({
      groupId: z.number().int(),
      name: z.string(),
      /** The organization whose group this is (its card on /family holds it), null for any dad's group. */
      organizationId: z.number().int().nullable(),
      organizationName: z.string().nullable(),
      planTitle: z.string().nullable(),
      sharesProgress: z.boolean(),
      sharesThroughOrganization: z.boolean(),
    }),
  ),
  organizations: z.array(z.object({ organizationId: z.number().int(), name: z.string(), sharesProgress: z.boolean() })),
});
export type TFamilySharingResponse = z.infer<typeof ZFamilySharingResponse>;

export const ZOrganizationFamilyParams = z.object({ organizationId: idParam() });
