// A group runs a plan: its leaders choose the plan and the day week 1 starts; each member family
// follows it on that schedule, so every family — dad and sons — is on the same week. What a leader sees: counts per
// week, and a family's own progress only when its dad shares it.
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Database, Queryable, Tx } from "../../db/client.ts";
import { AppError, badRequest } from "../../lib/app-error.ts";
import { START_DATE_FUTURE_DAYS, daysBetween, familyWeekOn, lastFamilyWeek, todayUtc } from "../../../shared/plan-run.ts";
import { planRunText } from "../../../shared/schemas/plan-run.ts";
import { messages } from "../../../shared/messages.ts";
import { groupMessages, type TFollowGroupPlanResponse, type TGroupProgressResponse } from "../../../shared/schemas/groups.ts";
import { authorize, can } from "../../policies/index.ts";
import { leaderMaySeeCounts, type GroupPlanPlace } from "../../policies/group.ts";
import { groupMayRunPlan } from "../../policies/plan-content.ts";
import { getWeekContent } from "../content/week-content.ts";
import { ensureRun, hasPendingPurchase, setRunStart } from "../progress/progress.queries.ts";
import { lockSelectedPlan, setSelectedPlan } from "../marketplace/marketplace.queries.ts";
import { firstNameOf } from "./group-names.ts";
import {
  countFamilies,
  countWeeks,
  findGroupPlanRow,
  findRunStart,
  findRunnablePlan,
  findSharingFamilies,
  findSonConversationRight,
  moveFollowingRuns,
  setGroupPlan,
  setMemberSharing,
  type GroupPlanRow,
} from "./group-plan.queries.ts";
import { lockGroup } from "./groups.queries.ts";

export type PlanViewer = Pick<Viewer, "userId" | "fullName" | "role" | "familyDadId" | "selectedPlanId" | "sonAgeBand">;

/** The owner of the viewer's family run: his dad on a confirmed link, else himself. */
const familyOwnerOf = (viewer: Pick<Viewer, "userId" | "familyDadId">) => viewer.familyDadId ?? viewer.userId;

/** A son on a confirmed link: his dad chooses the plan and what the family shares. */
const isFamilySon = (viewer: Pick<Viewer, "role" | "familyDadId">) => viewer.role === "son" && viewer.familyDadId !== null;

/**
 * A calendar day is past once it has ended everywhere (UTC−12): a leader west of the server choosing his own today
 * is not refused, and no date that is over for every family is accepted.
 */
export function earliestStart(now: Date = new Date()): string {
  return todayUtc(new Date(now.getTime() - 12 * 3_600_000));
}

/** The group's start date: not in the past, at most START_DATE_FUTURE_DAYS ahead (400 with a field message). */
export function assertGroupStart(startsOn: string, now: Date = new Date()): void {
  if (startsOn < earliestStart(now)) throw badRequest(groupMessages.startInPast, { startsOn: groupMessages.startInPast });
  if (daysBetween(todayUtc(now), startsOn) > START_DATE_FUTURE_DAYS) throw badRequest(groupMessages.startTooLate, { startsOn: groupMessages.startTooLate });
}

/** The viewer's place in the group for its plan's rules: role, whether he is a son, whether he may converse. */
export async function planPlaceOf(db: Queryable, viewer: PlanViewer, myRole: "leader" | "member" | null): Promise<GroupPlanPlace> {
  const isSon = isFamilySon(viewer);
  const conversationRight = viewer.role === "son" ? await findSonConversationRight(db, viewer.userId) : undefined;
  return { myRole, isSon, role: viewer.role, conversationRight };
}

/** The group page's plan part, read for a member. */
export async function groupPlanPart(db: Queryable, groupId: number, viewer: PlanViewer) {
  const row = await findGroupPlanRow(db, groupId, viewer.userId, familyOwnerOf(viewer));
  if (!row) throw new AppError("NOT_FOUND", messages.groupNotFound);
  const place = await planPlaceOf(db, viewer, row.myRole);
  return {
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    plan: await planOf(db, row, viewer),
    canConverse: can(viewer, "group.post.list", place),
    sharesProgress: place.isSon ? null : row.mySharesProgress === true,
    sharesThroughOrganization: row.organizationShares === true,
  };
}

async function planOf(db: Queryable, row: GroupPlanRow, viewer: PlanViewer) {
  if (row.planId === null || row.startsOn === null || row.planTitle === null) return null;
  const today = todayUtc();
  const durationWeeks = row.durationWeeks ?? 1;
  const week = familyWeekOn(row.startsOn, today, durationWeeks);
  const contentWeek = Math.min(week, durationWeeks);
  // The access rule is the payments' one (getWeekContent): a paid plan's week ≥ 2 needs the family's purchase.
  const content = await getWeekContent(db, { weekNumber: contentWeek, planId: row.planId, includeDadsCorner: false, userId: viewer.userId });
  const ownerStart = await findRunStart(db, familyOwnerOf(viewer), row.planId);
  return {
    planId: row.planId,
    title: row.planTitle,
    durationWeeks,
    startsOn: row.startsOn,
    week,
    started: today >= row.startsOn,
    devotionalTitle: content.devotional?.title ?? null,
    discussionQuestions: content.devotional?.discussionQuestions ?? [],
    purchaseRequired: content.purchaseRequired,
    familyFollows: viewer.selectedPlanId === row.planId && ownerStart === row.startsOn,
    familyOnAnotherPlan: viewer.selectedPlanId !== null && viewer.selectedPlanId !== row.planId,
  };
}

/**
 * A leader chooses the group's plan and start date. The plan must be published and listed (not members-only), or
 * the organization's own when the group is that organization's (policies/plan-content.ts). Families that followed the group's schedule of the same plan move to
 * the new date with it; a new plan is each dad's to follow (it moves his whole family).
 */
export async function chooseGroupPlan(db: Database, groupId: number, viewer: PlanViewer, planId: number, startsOn: string): Promise<void> {
  assertGroupStart(startsOn);
  await db.transaction(async (tx) => {
    if (!(await lockGroup(tx, groupId))) throw new AppError("NOT_FOUND", messages.groupNotFound);
    const row = await findGroupPlanRow(tx, groupId, viewer.userId, familyOwnerOf(viewer));
    authorize(viewer, "group.plan.set", row ? { myRole: row.myRole } : undefined);
    // A plan the group may not run answers as an unknown one: counting ids reveals no members-only plan.
    if (!groupMayRunPlan({ plan: await findRunnablePlan(tx, planId), groupOrganizationId: row?.organizationId ?? null })) {
      throw new AppError("NOT_FOUND", messages.planNotFound, { planId: messages.planNotFound });
    }
    const before = await setGroupPlan(tx, groupId, planId, startsOn);
    if (before?.planId === planId && before.startsOn !== null && before.startsOn !== startsOn) {
      await moveFollowingRuns(tx, groupId, planId, before.startsOn, startsOn, todayUtc());
    }
  });
}

/**
 * A member dad's family follows the group's plan: the family's run of it starts (or is moved) so its week 1 is the
 * group's start date; his sons follow him. From another plan he confirms first (the whole family moves; the old
 * run keeps its ticks), and a purchase still being confirmed waits, as a switch from the marketplace does. A paid
 * plan's weeks ≥ 2 still need the family's purchase (the payments' rule is not bypassed by a group).
 */
export async function followGroupPlan(db: Database, groupId: number, viewer: PlanViewer, confirmSwitch: boolean): Promise<TFollowGroupPlanResponse> {
  return db.transaction(async (tx) => {
    const row = await findGroupPlanRow(tx, groupId, viewer.userId, familyOwnerOf(viewer));
    authorize(viewer, "group.plan.follow", row ? await planPlaceOf(tx, viewer, row.myRole) : undefined);
    if (!row || row.planId === null || row.startsOn === null) throw new AppError("CONFLICT", groupMessages.noGroupPlan);
    const followed = await followScheduleInTx(tx, viewer, { planId: row.planId, startsOn: row.startsOn, durationWeeks: row.durationWeeks ?? 1 }, confirmSwitch);
    return { ...followed, message: groupMessages.followed };
  });
}

/**
 * The family's run moves onto a group's schedule, inside the caller's transaction (following from the group page, or
 * accepting an invitation that carries the group). From another plan only with `confirmSwitch` (else 409 and the
 * caller's transaction writes nothing); a purchase still being confirmed waits. The caller authorized the dad.
 */
export async function followScheduleInTx(
  tx: Tx,
  viewer: Pick<Viewer, "userId">,
  schedule: { planId: number; startsOn: string; durationWeeks: number },
  confirmSwitch: boolean,
): Promise<{ startsOn: string; familyWeek: number }> {
  const profile = await lockSelectedPlan(tx, viewer.userId);
  if (!profile) throw new AppError("NOT_FOUND", messages.groupNotFound);
  if (profile.selectedPlanId !== schedule.planId) {
    if (profile.selectedPlanId !== null && !confirmSwitch) throw new AppError("CONFLICT", groupMessages.followNeedsConfirmation);
    if (profile.selectedPlanId !== null && (await hasPendingPurchase(tx, viewer.userId))) throw new AppError("CONFLICT", planRunText.purchasePending);
    await setSelectedPlan(tx, viewer.userId, schedule.planId, new Date());
  }
  const today = todayUtc();
  const run = await ensureRun(tx, { ownerId: viewer.userId, planId: schedule.planId }, schedule.startsOn);
  if (!run.created && run.startsOn !== schedule.startsOn) await setRunStart(tx, run.id, viewer.userId, schedule.startsOn, today);
  return { startsOn: schedule.startsOn, familyWeek: familyWeekOn(schedule.startsOn, today, schedule.durationWeeks) };
}

/** A member dad lets the group's leaders see his family's own progress, or stops. */
/** What a dad's sharing switch answers, for a group or an organization alike. */
export function sharingAnswer(sharesProgress: boolean): { message: string } {
  return { message: sharesProgress ? groupMessages.sharingOn : groupMessages.sharingOff };
}

export async function setGroupSharing(db: Database, groupId: number, viewer: PlanViewer, sharesProgress: boolean): Promise<{ message: string }> {
  const row = await findGroupPlanRow(db, groupId, viewer.userId, familyOwnerOf(viewer));
  authorize(viewer, "group.sharing.update", row ? await planPlaceOf(db, viewer, row.myRole) : undefined);
  await setMemberSharing(db, groupId, viewer.userId, sharesProgress);
  return sharingAnswer(sharesProgress);
}

/**
 * What a leader sees: per week of the group's plan, how many families started and finished it, in
 * week order (no family ranked); and, for the families whose dad shares, the weeks the dad finished with his sons'
 * first names. Never a journal entry; nothing of a child beyond his first name.
 */
export async function groupProgress(db: Database, groupId: number, viewer: PlanViewer): Promise<TGroupProgressResponse> {
  const row = await findGroupPlanRow(db, groupId, viewer.userId, familyOwnerOf(viewer));
  authorize(viewer, "group.progress.read", row ? { myRole: row.myRole } : undefined);
  const {
    all: groupFamilies,
    following: families,
    private: privateFamilies,
    unseen,
  } = await countFamilies(db, groupId, row?.planId ?? null, familyOwnerOf(viewer));
  const countsHidden = !leaderMaySeeCounts(unseen);
  const sharing = await findSharingFamilies(db, groupId, row?.planId ?? null);
  const sharedFamilies = sharing.map((family) => ({
    dadName: family.dad_name,
    sonFirstNames: (family.son_names ?? []).map(firstNameOf),
    finishedWeeks: family.finished_weeks ?? [],
  }));
  if (!row || row.planId === null || row.startsOn === null || row.planTitle === null) {
    return { countsHidden, plan: null, families, groupFamilies, weeks: [], sharedFamilies, privateFamilies };
  }
  const durationWeeks = row.durationWeeks ?? 1;
  const counted = new Map(countsHidden ? [] : (await countWeeks(db, groupId, row.planId, durationWeeks)).map((w) => [w.week, w]));
  const weeks = countsHidden
    ? []
    : Array.from({ length: durationWeeks }, (_, i) => {
        const found = counted.get(i + 1);
        return { week: i + 1, started: found?.started ?? 0, finished: found?.finished ?? 0 };
      });
  return {
    countsHidden,
    plan: {
      title: row.planTitle,
      durationWeeks,
      week: Math.min(familyWeekOn(row.startsOn, todayUtc(), durationWeeks), lastFamilyWeek(durationWeeks)),
      startsOn: row.startsOn,
    },
    families,
    groupFamilies,
    weeks,
    sharedFamilies,
    privateFamilies,
  };
}
