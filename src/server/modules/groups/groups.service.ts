// Group rules (docs/areas/groups.md): codes, joining, who sees what, and the leader rules.
import { releaseUploads } from "../uploads/uploads.service.ts";
import { CACHED_ANSWERS, groupName } from "../../platform/cached-answers.ts";
import { readUsersList } from "../../platform/read-caches.ts";
import type { Database, Tx } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { messages } from "../../../shared/messages.ts";
import type { GroupMemberRole } from "../../../shared/constants.ts";
import { groupMessages, type TGroupDetail, type TGroupForm, type TGroupSummary, type TGroupUpdate } from "../../../shared/schemas/groups.ts";
import { sentFields } from "../../lib/keep-unsent.ts";
import { authorize } from "../../policies/index.ts";
import type { GroupPlace } from "../../policies/group.ts";
import { generateGroupCode, normalizeGroupCode } from "./group-code.ts";
import { firstNameOf } from "./group-names.ts";
import { assertGroupStart, groupPlanPart, type PlanViewer } from "./group-plan.service.ts";
import { findRunnablePlan, isOrganizationStaff, setGroupOrganization, setGroupPlan } from "./group-plan.queries.ts";
import { groupMayRunPlan } from "../../policies/plan-content.ts";
import {
  countMembersAndLeaders,
  deleteGroup,
  deleteMember,
  findGroupForViewer,
  findGroupsOfUser,
  findMembers,
  findMembership,
  findSonAgeBand,
  insertGroup,
  insertJoinRequest,
  insertMember,
  lockGroup,
  lockGroupWithNameByCode,
  updateGroup,
  updateMemberRole,
} from "./groups.queries.ts";

/** Collisions are ~1 in 887 million per draw; a handful of retries is plenty, and a loop without end is not. */
const MAX_CODE_ATTEMPTS = 8;

const memberNotFound = () => notFound(groupMessages.memberNotFound);

/** The viewer's groups for My Groups, with member counts and his role. */
export async function listMyGroups(db: Database, userId: string): Promise<TGroupSummary[]> {
  // Kept until his places change or one of these groups (its row, its members) does.
  return readUsersList(db, CACHED_ANSWERS.groups, userId, findGroupsOfUser, (group) => groupName(group.id));
}

/** Who is asking, as the group rules need him: his role, a son's age band and his dad. */
export interface GroupViewer {
  userId: string;
  role: string;
  sonAgeBand: string | null;
  familyDadId: string | null;
}

/** A son under 13 on a confirmed family link: his dad decides whom he meets. */
const isYoungSon = (viewer: GroupViewer) => viewer.role === "son" && viewer.sonAgeBand === "under_13";

/** A new group's plan and the day its week 1 starts, chosen as it is made (an organization's group). */
export interface NewGroupPlan {
  planId: number;
  startsOn: string;
}

/**
 * Creates a group with a fresh code; the creator becomes its leader, and with `plan` the group runs it from its
 * start date (one transaction). The plan must be one the group may run (policies/plan-content.ts: a members-only
 * plan only in its own organization's group); any other answers as an unknown plan. Returns the id.
 * `staffTwoFactorRequired` is REQUIRE_STAFF_TWO_FACTOR: a group for an organization is a staff power.
 */
export async function createGroup(
  db: Database,
  viewer: GroupViewer & { twoFactorEnabled: boolean },
  input: TGroupForm & { plan?: NewGroupPlan },
  opts: { staffTwoFactorRequired: boolean; nextCode?: () => string },
): Promise<number> {
  const nextCode = opts.nextCode ?? generateGroupCode;
  const organization =
    input.organizationId === undefined
      ? undefined
      : {
          staff: await isOrganizationStaff(db, input.organizationId, viewer.userId),
          twoFactorEnabled: viewer.twoFactorEnabled,
          twoFactorRequired: opts.staffTwoFactorRequired,
        };
  authorize(viewer, "group.create", { role: viewer.role, sonAgeBand: viewer.sonAgeBand, ...(organization ? { organization } : {}) });
  const userId = viewer.userId;
  if (input.plan) assertGroupStart(input.plan.startsOn);
  return db.transaction(async (tx) => {
    const plan = input.plan;
    if (plan && !groupMayRunPlan({ plan: await findRunnablePlan(tx, plan.planId), groupOrganizationId: input.organizationId ?? null })) {
      throw new AppError("NOT_FOUND", messages.planNotFound, { planId: messages.planNotFound });
    }
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      const groupId = await insertGroup(tx, {
        name: input.name,
        description: input.description || null,
        isPrivate: input.isPrivate,
        code: nextCode(),
        createdBy: userId,
      });
      if (groupId === undefined) continue;
      await insertMember(tx, groupId, userId, "leader");
      if (input.organizationId !== undefined) await setGroupOrganization(tx, groupId, input.organizationId);
      if (plan) await setGroupPlan(tx, groupId, plan.planId, plan.startsOn);
      return groupId;
    }
    throw new AppError("INTERNAL", messages.createGroupFailed);
  });
}

export { firstNameOf };

type MemberRow = Awaited<ReturnType<typeof findMembers>>[number];

/**
 * How a member appears to this viewer (a child's name and face are his family's to share): another family's son by
 * first name and without his picture, unless his dad allows his full name (never for a son under 13). His own family
 * — himself, his dad, his brothers — sees him as he is.
 */
export function memberAsSeenBy(member: MemberRow, viewer: Pick<GroupViewer, "userId" | "familyDadId">) {
  const { sonDadId, sonAgeBand, sonFullNameInGroups, ...shown } = member;
  if (member.accountRole !== "son") return shown;
  const ownFamily = member.userId === viewer.userId || (sonDadId !== null && (sonDadId === viewer.userId || sonDadId === viewer.familyDadId));
  if (ownFamily || (sonFullNameInGroups === true && sonAgeBand === "13_plus")) return shown;
  return { ...shown, fullName: firstNameOf(member.fullName), avatarUrl: null };
}

/**
 * The group page, for members only: to anyone else every group, public or private, does
 * not exist (404), so counting ids reveals nothing. The way in is the group's code (joinGroup).
 */
export async function getGroup(db: Database, groupId: number, viewer: PlanViewer): Promise<TGroupDetail> {
  const group = authorize(viewer, "group.read", await findGroupForViewer(db, groupId, viewer.userId));
  const [members, planPart] = await Promise.all([findMembers(db, groupId), groupPlanPart(db, groupId, viewer)]);
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    isPrivate: group.isPrivate,
    imageUrl: group.imageUrl,
    memberCount: members.length,
    myRole: group.myRole,
    code: group.code,
    members: members.map((m) => ({ ...memberAsSeenBy(m, viewer), joinedAt: m.joinedAt.toISOString() })),
    ...planPart,
  };
}

/**
 * Joins the group holding this code as a member. A son under 13 joins at once only when his dad is already a
 * member; otherwise his request waits for his dad on /family and no group id is returned.
 */
export async function joinGroup(db: Database, viewer: GroupViewer, code: string): Promise<{ groupId: number | null; pending: boolean }> {
  return db.transaction(async (tx) => {
    const group = await lockGroupWithNameByCode(tx, normalizeGroupCode(code));
    if (group === undefined) {
      throw new AppError("NOT_FOUND", messages.invalidGroupCode, { code: messages.invalidGroupCode });
    }
    if (isYoungSon(viewer)) {
      if (await findMembership(tx, group.id, viewer.userId)) throw new AppError("CONFLICT", messages.alreadyGroupMember, { code: messages.alreadyGroupMember });
      const dadIsMember = viewer.familyDadId !== null && (await findMembership(tx, group.id, viewer.familyDadId)) !== undefined;
      if (!dadIsMember) {
        await insertJoinRequest(tx, { sonId: viewer.userId, groupId: group.id, groupName: group.name });
        return { groupId: null, pending: true };
      }
    }
    const added = await insertMember(tx, group.id, viewer.userId, "member");
    if (!added) throw new AppError("CONFLICT", messages.alreadyGroupMember, { code: messages.alreadyGroupMember });
    return { groupId: group.id, pending: false };
  });
}

/**
 * The group locked, and the viewer's place in it, as the policy's rules read it (policies/group.ts): undefined
 * when there is no such group, `myRole` null when he is not a member.
 */
async function lockPlace(tx: Tx, groupId: number, userId: string): Promise<GroupPlace | undefined> {
  if (!(await lockGroup(tx, groupId))) return undefined;
  const membership = await findMembership(tx, groupId, userId);
  return { myRole: membership?.role ?? null };
}

/** Runs a leader's change in one transaction with the group locked, once the rule "he leads it" passed. */
async function inLockedGroup<T>(db: Database, groupId: number, userId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    authorize({ userId }, "group.update", await lockPlace(tx, groupId, userId));
    return change(tx);
  });
}

/** Leaders edit the name, description and privacy. */
/** Leaders edit what the request names (an empty description clears it); what it leaves out is kept. */
export async function editGroup(db: Database, groupId: number, userId: string, input: TGroupUpdate): Promise<void> {
  const { description, ...sent } = sentFields(input);
  await inLockedGroup(db, groupId, userId, (tx) =>
    updateGroup(tx, groupId, { ...sent, ...(description === undefined ? {} : { description: description || null }) }),
  );
}

/**
 * Leaders make another member a leader or a member. A leader cannot change himself, so the acting leader
 * always remains one: the group cannot lose its last leader this way (the row lock rules out two leaders
 * demoting each other at once).
 */
export async function changeMemberRole(db: Database, groupId: number, actorId: string, targetId: string, role: GroupMemberRole): Promise<void> {
  await db.transaction(async (tx) => {
    const place = await lockPlace(tx, groupId, actorId);
    const targetSonAgeBand = place?.myRole === "leader" && role === "leader" ? ((await findSonAgeBand(tx, targetId)) ?? null) : null;
    authorize({ userId: actorId }, "group.member.update", place && { ...place, targetId, targetSonAgeBand, newRole: role });
    if (!(await updateMemberRole(tx, groupId, targetId, role))) throw memberNotFound();
  });
}

/** Leaders remove other members (leaders included); never themselves. */
export async function removeMember(db: Database, groupId: number, actorId: string, targetId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const place = await lockPlace(tx, groupId, actorId);
    authorize({ userId: actorId }, "group.member.remove", place && { ...place, targetId, targetSonAgeBand: null, newRole: null });
    if (!(await deleteMember(tx, groupId, targetId))) throw memberNotFound();
  });
}

/**
 * A member leaves. The only leader must promote someone first while others remain; the only member
 * leaving deletes the group (nobody could see or lead it afterwards, yet its code would still admit people).
 */
export async function leaveGroup(db: Database, groupId: number, userId: string): Promise<{ groupDeleted: boolean }> {
  return db.transaction(async (tx) => {
    const place = await lockPlace(tx, groupId, userId);
    const counts = place?.myRole ? await countMembersAndLeaders(tx, groupId) : { members: 0, leaders: 0 };
    authorize({ userId }, "group.leave", place && { ...place, ...counts });
    if (counts.members <= 1) {
      // Its image dies with it.
      await releaseUploads(tx, [await deleteGroup(tx, groupId)]);
      return { groupDeleted: true };
    }
    await deleteMember(tx, groupId, userId);
    return { groupDeleted: false };
  });
}
