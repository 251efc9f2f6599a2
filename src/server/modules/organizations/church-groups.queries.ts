// The database access of a church's groups: the groups with their plan, members and families on the
// plan, their live invitation links, the plans they may run, and who counts as inside the church.
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";

export type ChurchGroupRow = {
  id: number;
  name: string;
  description: string | null;
  code: string;
  plan_id: number | null;
  plan_title: string | null;
  duration_weeks: number | null;
  starts_on: string | null;
  member_count: number;
  family_count: number;
  leads: boolean;
  mine: boolean;
};

/**
 * The organization's groups, newest first, each with its plan, how many members, how many families follow its plan
 * (a member's family counted once, by its dad on a confirmed link) and the viewer's place. One statement for the list.
 */
export async function listChurchGroups(db: Queryable, organizationId: number, viewerId: string, familyOwnerId: string): Promise<ChurchGroupRow[]> {
  const result = await db.execute<ChurchGroupRow>(sql`
    select g.id, g.name, g.description, g.group_code as code, g.plan_id, dp.title as plan_title, dp.duration_weeks,
           g.plan_starts_on::text as starts_on,
           (select count(*)::int from group_members gm where gm.group_id = g.id) as member_count,
           (select count(distinct coalesce(fl.dad_id, gm.user_id))::int
              from group_members gm left join family_links fl on fl.son_id = gm.user_id and fl.confirmed_at is not null
             where gm.group_id = g.id and g.plan_id is not null
               and exists (select 1 from plan_runs pr where pr.user_id = coalesce(fl.dad_id, gm.user_id) and pr.plan_id = g.plan_id)) as family_count,
           exists (select 1 from group_members gm where gm.group_id = g.id and gm.user_id = ${viewerId} and gm.role = 'leader') as leads,
           exists (select 1 from group_members gm where gm.group_id = g.id and gm.user_id in (${viewerId}, ${familyOwnerId})) as mine
      from dad_groups g left join devotional_plans dp on dp.id = g.plan_id
     where g.organization_id = ${organizationId}
     order by g.created_at desc, g.id desc
     limit 200`);
  return result.rows;
}

/** The live invitation links of the organization's groups, newest first (the first per group is its link). */
export async function listGroupLinks(db: Queryable, organizationId: number, now: Date) {
  const result = await db.execute<{ group_id: number; link_token: string; short_code: string | null; expires_at: Date | string }>(sql`
    select fig.group_id, ofi.link_token, ofi.short_code, ofi.expires_at
      from family_invitation_groups fig join organization_family_invitations ofi on ofi.id = fig.invitation_id
     where ofi.organization_id = ${organizationId} and ofi.revoked_at is null and ofi.expires_at > ${now.toISOString()}::timestamptz
       and ofi.link_token is not null
     order by ofi.created_at desc, ofi.id desc`);
  return result.rows;
}

/**
 * The plans the organization's groups may run (policies/plan-content.ts groupMayRunPlan): its own published plans,
 * members-only and unlisted included, then the published listed plans that are not kept for members. Its own first.
 */
export async function listRunnablePlans(db: Queryable, organizationId: number) {
  const result = await db.execute<{ id: number; title: string; duration_weeks: number; of_this_church: boolean; members_only: boolean }>(sql`
    select dp.id, dp.title, dp.duration_weeks, (dp.organization_id is not distinct from ${organizationId}::int) as of_this_church, dp.members_only
      from devotional_plans dp
     where dp.status = 'published'
       and (dp.organization_id = ${organizationId} or (dp.is_public and not dp.members_only))
     order by (dp.organization_id is not distinct from ${organizationId}::int) desc, dp.title, dp.id
     limit 200`);
  return result.rows;
}

/** One of the organization's groups (another's or unknown: undefined). */
export async function findChurchGroup(db: Queryable, organizationId: number, groupId: number) {
  const result = await db.execute<{ id: number; name: string; organization_id: number }>(sql`
    select id, name, organization_id from dad_groups where id = ${groupId} and organization_id = ${organizationId}`);
  return result.rows[0];
}

/**
 * An organization by its public address, and whether the viewer is inside it: his family (his own, or his dad's on a
 * confirmed link) is a member family, or he is on its staff.
 */
export async function findOrganizationForInsider(db: Queryable, slug: string, viewerId: string, familyOwnerId: string) {
  const result = await db.execute<{ id: number; insider: boolean }>(sql`
    select o.id,
           (exists (select 1 from organization_families ofam where ofam.organization_id = o.id and ofam.dad_id = ${familyOwnerId})
            or exists (select 1 from organization_members om where om.organization_id = o.id and om.user_id = ${viewerId})) as insider
      from organizations o
     where o.slug = ${slug} and o.archived_at is null`);
  return result.rows[0];
}
