// A church's groups: made by its staff from the church dashboard with a plan the church may run and
// a start date, listed there and on the church's page for its member families, each with its own invitation link.
import { z } from "zod";
import { listResponse, scheduledPlanFields } from "./common.ts";
import { GROUP_LIMITS, groupMessages } from "./groups.ts";
import { ZInvitationLink } from "./organization-families.ts";
import { idParam } from "./params.ts";
import { nameAndDescription } from "./fields.ts";
import { ZStartDate } from "./plan-run.ts";

export const churchGroupMessages = {
  created: (name: string) => `${name} is ready. Share its invitation link to bring families in.`,
  dadLeads: "A group is led by a dad: sign in with your family's account to start one.",
  groupNotFound: "Group not found",
} as const;

const { name, description } = nameAndDescription(GROUP_LIMITS, groupMessages);

/** What a leader fills in: name, optional description, a plan the church may run and the day its week 1 starts. */
export const ZCreateChurchGroupRequest = z.object({
  name,
  description: description.default(""),
  planId: z.number({ error: groupMessages.planRequired }).int(groupMessages.planRequired).positive(groupMessages.planRequired).max(2_147_483_647),
  startsOn: ZStartDate,
});
export type TCreateChurchGroupRequest = z.input<typeof ZCreateChurchGroupRequest>;
export type TCreateChurchGroup = z.output<typeof ZCreateChurchGroupRequest>;

export const ZChurchGroupParams = z.object({ groupId: idParam() });

/** A group's plan as a list shows it: the title, its length, week 1's day and the group's week today. */
export const ZChurchGroupPlan = z.object({ ...scheduledPlanFields, started: z.boolean() });

/** What staff and member families both see of a church group, first in either answer. */
const churchGroupFields = {
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  plan: ZChurchGroupPlan.nullable(),
  memberCount: z.number().int(),
};

/** A church group on the church dashboard. */
export const ZChurchGroup = z.object({
  ...churchGroupFields,
  /** Families with a run of the group's plan (the leader's own family only when it follows it). */
  familyCount: z.number().int(),
  /** The viewer leads it (its page and its leader tools are his). */
  leads: z.boolean(),
  /** Owners: the group's live invitation link, if any. */
  link: ZInvitationLink.nullable(),
});
export type TChurchGroup = z.infer<typeof ZChurchGroup>;

export const ZChurchPlanChoice = z.object({
  id: z.number().int(),
  title: z.string(),
  durationWeeks: z.number().int(),
  /** The church's own plan (members-only ones run only in its groups). */
  ofThisChurch: z.boolean(),
  membersOnly: z.boolean(),
});
export type TChurchPlanChoice = z.infer<typeof ZChurchPlanChoice>;

export const ZChurchGroupsResponse = z.object({
  groups: z.array(ZChurchGroup),
  /** The plans the church's groups may run: its own published ones, then the library's listed ones. */
  planChoices: z.array(ZChurchPlanChoice),
  /** Owners share invitation links. */
  canInvite: z.boolean(),
});
export type TChurchGroupsResponse = z.infer<typeof ZChurchGroupsResponse>;

export const ZChurchGroupCreatedResponse = z.object({ group: ZChurchGroup, message: z.string() });
export type TChurchGroupCreatedResponse = z.infer<typeof ZChurchGroupCreatedResponse>;

/** The church's groups as its member families see them on its page. */
export const ZMemberChurchGroup = z.object({
  ...churchGroupFields,
  /** The viewer (or his dad) is in it: its page opens. */
  mine: z.boolean(),
  /** The group's code: a church's groups are open to its member families (joining still follows the group rules). */
  code: z.string(),
});
export type TMemberChurchGroup = z.infer<typeof ZMemberChurchGroup>;
export const ZMemberChurchGroupsResponse = listResponse("groups", ZMemberChurchGroup);
export type TMemberChurchGroupsResponse = z.infer<typeof ZMemberChurchGroupsResponse>;
