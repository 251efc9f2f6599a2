// A group (docs/areas/groups.md): visible to its members only; its leaders edit it and its members.
import { AppError, forbidden, notFound } from "../lib/app-error.ts";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "./guards.ts";
import { messages } from "../../shared/messages.ts";
import { groupMessages } from "../../shared/schemas/groups.ts";
import { MIN_FAMILIES_IN_COUNTS } from "../../shared/constants.ts";
import { ownedBy } from "./row-rules.ts";
import type { ActionPolicy, RowRule } from "./rule.ts";
import { action, rowRule } from "./rule.ts";

/** Whoever acts on a group: the rules look at his place in it, not at his account. */
interface Person {
  userId: string;
}

/** The group as the viewer stands in it: his place, or null when he is not a member (undefined: no such group). */
export interface GroupPlace {
  myRole: "leader" | "member" | null;
}

/** Whether he is in the group (no such group, or not his: no). */
function isMember<Place extends GroupPlace>(place: Place | undefined): place is Place {
  return place !== undefined && place.myRole !== null;
}

/** To anyone who is not a member, every group does not exist. */
const groupNotFound = () => notFound(messages.groupNotFound);

/**
 * A rule for the group's members who also pass `test`: a member who does not gets `refusal` (403 or 409),
 * anyone else 404.
 */
function memberWho<Place extends GroupPlace>(when: string, test: (place: Place) => boolean, refusal: () => AppError): RowRule<Place | undefined, Person> {
  return rowRule({
    when,
    allows: (_viewer, place) => isMember(place) && test(place),
    refuse: (_viewer, place) => (isMember(place) ? refusal() : groupNotFound()),
  });
}

/** A person may read or leave a group when he is a member; to anyone else every group does not exist (404). */
const member = rowRule<GroupPlace | undefined, Person>({
  when: "he is a member (to anyone else the group does not exist: 404)",
  allows: (_viewer, place) => isMember(place),
  refuse: groupNotFound,
});

/** What a leader's rule answers anyone else: a member 403, anyone else 404. */
const refuseNonLeader = (place: GroupPlace | undefined) => (place?.myRole === "member" ? forbidden() : groupNotFound());

/** A person may update a group (and its members) when he leads it; a member gets 403, anyone else 404. */
const leads = rowRule<GroupPlace | undefined, Person>({
  when: "he leads it (a member: 403, anyone else: 404)",
  allows: (_viewer, place) => place?.myRole === "leader",
  refuse: (_viewer, place) => refuseNonLeader(place),
});

/** A member a leader changes: who he is, a son's age band, and the role he is to have (a removal: none). */
export interface GroupMemberChange extends GroupPlace {
  targetId: string;
  targetSonAgeBand: string | null;
  newRole: "leader" | "member" | null;
}

/**
 * A leader changes another member's role or removes him, never himself (so the acting leader remains one and the
 * group cannot lose its last leader this way); a son under 13 is never made a leader.
 */
const leadsAnother = rowRule<GroupMemberChange | undefined, Person>({
  when: "he leads it (a member: 403, anyone else: 404), the member is not himself (403), and a new leader is not a son under 13 (403)",
  allows: (viewer, change) =>
    change?.myRole === "leader" && change.targetId !== viewer.userId && !(change.newRole === "leader" && change.targetSonAgeBand === "under_13"),
  refuse: (viewer, change) => {
    if (change?.myRole !== "leader") return refuseNonLeader(change);
    if (change.targetId === viewer.userId) return forbidden(change.newRole === null ? groupMessages.cannotRemoveYourself : groupMessages.cannotChangeOwnRole);
    return forbidden(groupMessages.youngSonCannotLead);
  },
});

/** A member leaving, with the group's counts: the only leader of a group others remain in must promote one first. */
export interface GroupLeaving extends GroupPlace {
  members: number;
  leaders: number;
}

const mayLeave = memberWho<GroupLeaving>(
  "he is a member (anyone else: 404), and not its only leader while others remain (409)",
  (place) => !(place.myRole === "leader" && place.leaders <= 1 && place.members > 1),
  () => new AppError("CONFLICT", groupMessages.lastLeaderMustPromote),
);

/** Who starts a group: his role and a son's age band; for an organization's group, his place in its staff. */
export interface GroupFounder {
  role: string;
  sonAgeBand: string | null;
  /** Set when the group is to be the organization's: whether he is its staff and has two-factor sign-in on. */
  organization?: { staff: boolean; twoFactorEnabled: boolean; twoFactorRequired: boolean };
}

/**
 * A person may create a group unless he is a son under 13 (his dad decides whom he meets). A group for an
 * organization is a staff power: only its owners and editors start one, and like every staff power it needs
 * two-factor sign-in (REQUIRE_STAFF_TWO_FACTOR=0 turns that off in development).
 */
const mayFound = rowRule<GroupFounder, Person>({
  when: "he is not a son under 13 (403); for an organization's group, he is its owner or editor (403) with two-factor sign-in on (403)",
  allows: (_viewer, founder) =>
    !(founder.role === "son" && founder.sonAgeBand === "under_13") &&
    (founder.organization === undefined || (founder.organization.staff && (founder.organization.twoFactorEnabled || !founder.organization.twoFactorRequired))),
  refuse: (_viewer, founder) => {
    if (founder.role === "son" && founder.sonAgeBand === "under_13") return forbidden(groupMessages.youngSonCannotCreate);
    if (founder.organization?.staff !== true) return forbidden(groupMessages.notOrganizationStaff);
    return new AppError("TWO_FACTOR_REQUIRED", TWO_FACTOR_REQUIRED_MESSAGE);
  },
});

/**
 * The viewer as the group's plan and conversation see him — his place in the group, and whether he
 * speaks for his family (a dad, or anyone on no confirmed family link) or is a son and may join the conversation.
 */
export interface GroupPlanPlace extends GroupPlace {
  /** A son on a confirmed family link: his dad chooses the family's plan and what it shares. */
  isSon: boolean;
  /** His account's role. */
  role: string;
  /** A son's right to converse as his confirmed family link holds it (his age band, his dad's switch); undefined: none. */
  conversationRight: { ageBand: string; allowed: boolean } | undefined;
}

/** A dad converses; a son on a confirmed link at 13 or older when his dad allows it; a son under 13 never. */
function mayConverse(place: GroupPlanPlace): boolean {
  if (place.role === "dad") return true;
  return place.role === "son" && place.conversationRight?.ageBand === "13_plus" && place.conversationRight.allowed;
}

/** A person may follow the group's plan or choose what his family shares when he is a member and not a son. */
const memberForFamily = memberWho<GroupPlanPlace>(
  "he is a member and speaks for his family, not a son (a son: 403, anyone else: 404)",
  (place) => !place.isSon,
  () => forbidden(groupMessages.onlyDadFollows),
);

/** A person may read and write the week's conversation when he is a member who may converse. */
const converses = memberWho<GroupPlanPlace>(
  "he is a member and a dad, or a son of 13 or older whose dad allows it (a son under 13 never: 403; anyone else: 404)",
  mayConverse,
  () => forbidden(groupMessages.conversationClosed),
);

/**
 * A leader may see a group's weekly counts when the families they would tell him about — those following the plan
 * that keep their progress to themselves, his own family aside — are none or at least MIN_FAMILIES_IN_COUNTS
 * (shared/constants.ts says why). Below that the counts are withheld, as aggregate reports withhold small cells.
 */
export function leaderMaySeeCounts(unseenFamilies: number): boolean {
  return unseenFamilies === 0 || unseenFamilies >= MIN_FAMILIES_IN_COUNTS;
}

/** A dad's membership of an organization (organization_families), undefined when his family is not a member. */
const familyInOrganization = ownedBy("dadId", {
  when: "his family is a member of the organization",
  refuse: () => notFound(messages.organizationNotFound),
});

export const groupPolicy = {
  "group.list": action("family", "A dad or a son: the groups he is a member of."),
  "group.create": action(
    "family",
    "A dad or a son starts a group and leads it; not a confirmed son under 13. An organization's group: only its owner or editor, with two-factor on.",
    { row: mayFound },
  ),
  "group.join": action(
    "family",
    "A dad or a son with the group's code; rate-limited. A confirmed son under 13 waits for his dad's yes unless his dad is a member.",
  ),
  "group.read": action("family", "A member opens the group.", { row: member }),
  "group.update": action("family", "A leader edits the group.", { row: leads }),
  "group.member.update": action("family", "A leader makes another member a leader or a member; never himself, and never a confirmed son under 13 a leader.", {
    row: leadsAnother,
  }),
  "group.member.remove": action("family", "A leader removes another member, never himself.", { row: leadsAnother }),
  "group.leave": action("family", "A member leaves the group; its only leader first names another while others remain.", { row: mayLeave }),
  "group.plan.set": action(
    "family",
    "A leader chooses the group's plan (a listed one, or any of its organization's) and its start date (not in the past, at most 8 weeks ahead).",
    { row: leads },
  ),
  "group.plan.follow": action("family", "A member, not a confirmed son: his family follows the group's plan on its schedule.", { row: memberForFamily }),
  "group.sharing.update": action("family", "A member, not a confirmed son, lets the group's leaders see his family's own progress, or stops.", {
    row: memberForFamily,
  }),
  "group.progress.read": action(
    "family",
    "A leader: how many families started and finished each week (hidden if only 1 or 2 private families, his own aside, would count), and the weeks of families whose dad shares them (never a journal; sons by first name only).",
    { row: leads },
  ),
  "group.post.list": action(
    "family",
    "A member who may talk (a dad, or a son from 13 whose dad allows it) reads the week's conversation (hidden posts: leaders only).",
    { row: converses },
  ),
  "group.post.create": action("family", "A member who may talk posts in the week's conversation; rate-limited.", { row: converses }),
  "group.post.report": action("family", "A member who may talk reports another's visible post, once; rate-limited.", { row: converses }),
  "group.post.hide": action("family", "A leader hides or shows a post.", { row: leads }),
  "group.post.remove": action("family", "A leader removes a post.", { row: leads }),
  "group.report.list": action("family", "A leader reads the open reports.", { row: leads }),
  "group.report.dismiss": action("family", "A leader answers a report by keeping the post.", { row: leads }),
  "family.sharing.read": action("dad", "A dad: which of his groups and organizations can see what of his family."),
  "family.sharing.organization": action("dad", "A dad lets an organization his family belongs to see its progress, or stops.", { row: familyInOrganization }),
} as const satisfies Record<string, ActionPolicy>;
