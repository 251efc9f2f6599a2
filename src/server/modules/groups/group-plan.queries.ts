// The only Drizzle code for a group's plan and what its leaders see. Families are counted by their
// run's owner: a member's dad on a confirmed link, else the member himself.
import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { updateRows } from "../../platform/row-changes.queries.ts";
import { memberOfGroup } from "./groups.queries.ts";
import { dadGroups, devotionalPlans, familyLinks, groupMembers, organizationFamilies, organizations, profiles } from "../../db/schema/index.ts";

/** The group's organization and plan, with the viewer's place and his family's sharing choices. */
export async function findGroupPlanRow(db: Queryable, groupId: number, userId: string, familyOwnerId: string) {
  const [row] = await db
    .select({
      organizationId: dadGroups.organizationId,
      organizationName: organizations.name,
      planId: dadGroups.planId,
      planTitle: devotionalPlans.title,
      durationWeeks: devotionalPlans.durationWeeks,
      startsOn: dadGroups.planStartsOn,
      myRole: groupMembers.role,
      mySharesProgress: groupMembers.sharesProgress,
      organizationShares: sql<boolean>`coalesce((select ${organizationFamilies.sharesProgress} from ${organizationFamilies}
        where ${organizationFamilies.organizationId} = ${dadGroups.organizationId} and ${organizationFamilies.dadId} = ${familyOwnerId}), false)`,
    })
    .from(dadGroups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, dadGroups.id), eq(groupMembers.userId, userId)))
    .leftJoin(organizations, eq(organizations.id, dadGroups.organizationId))
    .leftJoin(devotionalPlans, eq(devotionalPlans.id, dadGroups.planId))
    .where(eq(dadGroups.id, groupId))
    .limit(1);
  return row;
}

export type GroupPlanRow = NonNullable<Awaited<ReturnType<typeof findGroupPlanRow>>>;

/** A published plan a group may run, with its owner organization (null: the platform's) and whether it is listed. */
export async function findRunnablePlan(db: Queryable, planId: number) {
  const [row] = await db
    .select({
      id: devotionalPlans.id,
      title: devotionalPlans.title,
      durationWeeks: devotionalPlans.durationWeeks,
      isPublic: devotionalPlans.isPublic,
      membersOnly: devotionalPlans.membersOnly,
      organizationId: devotionalPlans.organizationId,
    })
    .from(devotionalPlans)
    .where(and(eq(devotionalPlans.id, planId), eq(devotionalPlans.status, "published")))
    .limit(1);
  return row;
}

/** The group's plan and start date, and the start before the change (to move the families that followed it). */
export async function setGroupPlan(tx: Queryable, groupId: number, planId: number, startsOn: string) {
  const [before] = await tx.select({ planId: dadGroups.planId, startsOn: dadGroups.planStartsOn }).from(dadGroups).where(eq(dadGroups.id, groupId));
  await tx.update(dadGroups).set({ planId, planStartsOn: startsOn, updatedAt: new Date() }).where(eq(dadGroups.id, groupId));
  return before;
}

/** The owners of the group's families: each member's dad on a confirmed link, else the member. */
function familyOwnersOf(groupId: number) {
  return sql`select distinct coalesce(fl.dad_id, gm.user_id) as owner_id
    from ${groupMembers} gm left join ${familyLinks} fl on fl.son_id = gm.user_id and fl.confirmed_at is not null
    where gm.group_id = ${groupId}`;
}

/**
 * The families that followed the group's schedule of this plan (on it, week 1 on the old start) move with it to the
 * new start: the group is one schedule. Families on another plan or schedule are left alone.
 */
export async function moveFollowingRuns(tx: Queryable, groupId: number, planId: number, oldStart: string, newStart: string, today: string): Promise<number> {
  const result = await tx.execute(sql`
    update plan_runs pr set starts_on = ${newStart}::date, schedule_set_on = ${today}::date, updated_at = now()
      from (${familyOwnersOf(groupId)}) owners, ${profiles} p
     where pr.user_id = owners.owner_id and p.id = owners.owner_id and p.selected_plan_id = ${planId}
       and pr.plan_id = ${planId} and pr.starts_on = ${oldStart}::date`);
  return result.rowCount ?? 0;
}

/** The start date of the family's run of a plan, or undefined when it has none. */
export async function findRunStart(db: Queryable, ownerId: string, planId: number): Promise<string | undefined> {
  const result = await db.execute<{ starts_on: string }>(sql`select starts_on::text from plan_runs where user_id = ${ownerId} and plan_id = ${planId}`);
  return result.rows[0]?.starts_on;
}

/** The condition "this family's dad shares its progress with the group's leaders" on `owner_id`. */
function sharesWithGroup(groupId: number) {
  return sql`(exists (select 1 from group_members gm where gm.group_id = ${groupId} and gm.user_id = owner_id and gm.shares_progress)
    or exists (select 1 from organization_families ofam join dad_groups g on g.organization_id = ofam.organization_id
                where g.id = ${groupId} and ofam.dad_id = owner_id and ofam.shares_progress))`;
}

/**
 * How many families the group has, how many of them follow its plan (have a run of it), and how many of those keep
 * their progress to themselves.
 */
export async function countFamilies(db: Queryable, groupId: number, planId: number | null, viewerFamily: string) {
  const result = await db.execute<{ all: number; following: number; private: number; unseen: number }>(sql`
    select count(*)::int as all,
           count(*) filter (where following)::int as following,
           count(*) filter (where following and not ${sharesWithGroup(groupId)})::int as private,
           count(*) filter (where following and not ${sharesWithGroup(groupId)} and owner_id <> ${viewerFamily})::int as unseen
      from (select owner_id, exists (select 1 from plan_runs pr where pr.user_id = owner_id and pr.plan_id = ${planId}::int) as following
              from (${familyOwnersOf(groupId)}) owners) families`);
  return result.rows[0] ?? { all: 0, following: 0, private: 0, unseen: 0 };
}

/**
 * Per week of the plan, how many of the group's families started it (anyone in the family's run ticked something)
 * and finished it (the run's owner completed all three items). Counts only: no family is named.
 */
export async function countWeeks(db: Queryable, groupId: number, planId: number, lastWeek: number) {
  const result = await db.execute<{ week: number; started: number; finished: number }>(sql`
    with owners as (${familyOwnersOf(groupId)}),
    runs as (select pr.id, pr.user_id from plan_runs pr join owners o on o.owner_id = pr.user_id where pr.plan_id = ${planId})
    select p.week_number as week,
           count(distinct r.user_id) filter (where p.devotional_completed or p.challenge_completed or p.journal_completed)::int as started,
           count(distinct r.user_id) filter (where p.user_id = r.user_id and p.devotional_completed and p.challenge_completed and p.journal_completed)::int as finished
      from runs r join progress p on p.plan_run_id = r.id
     where p.week_number between 1 and ${lastWeek}
     group by p.week_number`);
  return result.rows;
}

/**
 * The families whose dad shares their progress with this group's leaders: through his membership of the group, or
 * through the group's organization. The dad's name, his sons' names (first names are taken by the service), and
 * the weeks of the plan the dad finished. Nothing of a journal is read.
 */
export async function findSharingFamilies(db: Queryable, groupId: number, planId: number | null) {
  const result = await db.execute<{ owner_id: string; dad_name: string; son_names: string[] | null; finished_weeks: number[] | null }>(sql`
    with owners as (${familyOwnersOf(groupId)}),
    sharing as (select owner_id from owners where ${sharesWithGroup(groupId)})
    select s.owner_id, dp.full_name as dad_name,
           (select array_agg(sp.full_name order by fl.id) from family_links fl join profiles sp on sp.id = fl.son_id
             where fl.dad_id = s.owner_id and fl.confirmed_at is not null) as son_names,
           (select array_agg(p.week_number order by p.week_number) from plan_runs pr join progress p on p.plan_run_id = pr.id and p.user_id = pr.user_id
             where pr.user_id = s.owner_id and pr.plan_id = ${planId}::int
               and p.devotional_completed and p.challenge_completed and p.journal_completed) as finished_weeks
      from sharing s join profiles dp on dp.id = s.owner_id
     order by dp.full_name`);
  return result.rows;
}

/** The dad's choice for this group (his own membership row); false when he is not a member. */
export async function setMemberSharing(db: Queryable, groupId: number, userId: string, sharesProgress: boolean): Promise<boolean> {
  return (await updateRows(db, groupMembers, { sharesProgress }, memberOfGroup(groupId, userId))) > 0;
}

/** Whether the viewer is on the organization's staff (an owner or an editor may link a group to it). */
export async function isOrganizationStaff(db: Queryable, organizationId: number, userId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from organization_members where organization_id = ${organizationId} and user_id = ${userId}`);
  return result.rows.length > 0;
}

/** The organization link of a new group. */
export async function setGroupOrganization(tx: Queryable, groupId: number, organizationId: number): Promise<void> {
  await tx.update(dadGroups).set({ organizationId }).where(eq(dadGroups.id, groupId));
}

/** A son's confirmed link with his conversation switch, for the group rules. */
export async function findSonConversationRight(db: Queryable, sonId: string) {
  const [row] = await db
    .select({ ageBand: familyLinks.sonAgeBand, allowed: familyLinks.sonInGroupConversations })
    .from(familyLinks)
    .where(and(eq(familyLinks.sonId, sonId), sql`${familyLinks.confirmedAt} is not null`))
    .limit(1);
  return row;
}

/** What a dad's family shares and with whom (his /family page): his groups and his organizations. */
export async function findFamilySharing(db: Queryable, dadId: string) {
  const groups = await db.execute<{
    group_id: number;
    name: string;
    organization_id: number | null;
    organization_name: string | null;
    shares_progress: boolean;
    organization_shares: boolean;
    plan_title: string | null;
  }>(sql`
    select g.id as group_id, g.name, g.organization_id, o.name as organization_name, gm.shares_progress,
           coalesce(ofam.shares_progress, false) as organization_shares, dp.title as plan_title
      from group_members gm join dad_groups g on g.id = gm.group_id
      left join organizations o on o.id = g.organization_id
      left join organization_families ofam on ofam.organization_id = g.organization_id and ofam.dad_id = gm.user_id
      left join devotional_plans dp on dp.id = g.plan_id
     where gm.user_id = ${dadId}
     order by g.name, g.id`);
  const orgs = await db.execute<{ organization_id: number; name: string; shares_progress: boolean }>(sql`
    select ofam.organization_id, o.name, ofam.shares_progress
      from organization_families ofam join organizations o on o.id = ofam.organization_id
     where ofam.dad_id = ${dadId}
     order by o.name, o.id`);
  return { groups: groups.rows, organizations: orgs.rows };
}

/** The dad's organization membership row, locked for his change. */
export async function lockOrganizationFamily(tx: Queryable, organizationId: number, dadId: string) {
  const [row] = await tx
    .select({ dadId: organizationFamilies.dadId })
    .from(organizationFamilies)
    .where(and(eq(organizationFamilies.organizationId, organizationId), eq(organizationFamilies.dadId, dadId)))
    .for("update");
  return row;
}

export async function setOrganizationSharing(tx: Queryable, organizationId: number, dadId: string, sharesProgress: boolean): Promise<void> {
  await tx
    .update(organizationFamilies)
    .set({ sharesProgress })
    .where(and(eq(organizationFamilies.organizationId, organizationId), eq(organizationFamilies.dadId, dadId)));
}
