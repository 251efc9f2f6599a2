// A church's groups: its staff make them from the church dashboard with a plan the church may run and
// a start date (the maker leads it), owners share each group's own invitation link, and the church's member families
// see them on its page. The group rules themselves (codes, leaders, the plan's schedule) stay the groups module's.
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Database } from "../../db/client.ts";
import { authorize } from "../../policies/index.ts";
import { isOrganizationOwner, type OrganizationActor } from "../../policies/guards.ts";
import { familyWeekOn, lastFamilyWeek, todayUtc } from "../../../shared/plan-run.ts";
import {
  churchGroupMessages,
  type TChurchGroup,
  type TChurchGroupCreatedResponse,
  type TChurchGroupsResponse,
  type TCreateChurchGroup,
  type TMemberChurchGroupsResponse,
} from "../../../shared/schemas/church-groups.ts";
import { familyInvitationMessages } from "../../../shared/schemas/organization-families.ts";
import { normalizeGroupCode } from "../../../shared/schemas/groups.ts";
import { createGroup } from "../groups/groups.service.ts";
import {
  findChurchGroup,
  findOrganizationForInsider,
  listChurchGroups,
  listGroupLinks,
  listRunnablePlans,
  type ChurchGroupRow,
} from "./church-groups.queries.ts";
import { findLinkTokenByShortCode, revokeLinks } from "./organization-families.queries.ts";
import { insertSharedLink, linkOf } from "./organization-families.service.ts";

function planOf(row: ChurchGroupRow, today: string) {
  if (row.plan_id === null || row.plan_title === null || row.starts_on === null) return null;
  const durationWeeks = row.duration_weeks ?? 1;
  return {
    id: row.plan_id,
    title: row.plan_title,
    durationWeeks,
    startsOn: row.starts_on,
    week: Math.min(familyWeekOn(row.starts_on, today, durationWeeks), lastFamilyWeek(durationWeeks)),
    started: today >= row.starts_on,
  };
}

async function churchGroups(db: Database, appUrl: string, actor: OrganizationActor, now: Date): Promise<TChurchGroup[]> {
  const canInvite = isOrganizationOwner(actor);
  const [rows, links] = await Promise.all([
    listChurchGroups(db, actor.organizationId, actor.viewer.userId, actor.viewer.familyDadId ?? actor.viewer.userId),
    canInvite ? listGroupLinks(db, actor.organizationId, now) : Promise.resolve([]),
  ]);
  const linkOfGroup = new Map<number, (typeof links)[number]>();
  for (const link of links) if (!linkOfGroup.has(link.group_id)) linkOfGroup.set(link.group_id, link);
  const today = todayUtc(now);
  return rows.map((row) => {
    const link = linkOfGroup.get(row.id);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      plan: planOf(row, today),
      memberCount: row.member_count,
      familyCount: row.family_count,
      leads: row.leads,
      link: link ? linkOf(appUrl, { linkToken: link.link_token, shortCode: link.short_code, expiresAt: new Date(link.expires_at) }) : null,
    };
  });
}

/** The church dashboard's groups: each with its plan and counts (owners: its link), and the plans a group may run. */
export async function getChurchGroups(db: Database, appUrl: string, actor: OrganizationActor, now = new Date()): Promise<TChurchGroupsResponse> {
  const [groups, plans] = await Promise.all([churchGroups(db, appUrl, actor, now), listRunnablePlans(db, actor.organizationId)]);
  return {
    groups,
    planChoices: plans.map((plan) => ({
      id: plan.id,
      title: plan.title,
      durationWeeks: plan.duration_weeks,
      ofThisChurch: plan.of_this_church,
      membersOnly: plan.members_only,
    })),
    canInvite: isOrganizationOwner(actor),
  };
}

/**
 * A staff member (a dad: he leads it) makes a group of his own organization — never one named by the request — running
 * a plan the church may run from its start date, in one transaction (groups.service createGroup).
 */
export async function createChurchGroup(
  db: Database,
  settings: { appUrl: string; staffTwoFactorRequired: boolean },
  actor: OrganizationActor,
  input: TCreateChurchGroup,
  now = new Date(),
): Promise<TChurchGroupCreatedResponse> {
  authorize(actor, "organization.groups.create", actor.viewer);
  const groupId = await createGroup(
    db,
    actor.viewer,
    {
      name: input.name,
      description: input.description,
      isPrivate: true,
      organizationId: actor.organizationId,
      plan: { planId: input.planId, startsOn: input.startsOn },
    },
    { staffTwoFactorRequired: settings.staffTwoFactorRequired },
  );
  const group = (await churchGroups(db, settings.appUrl, actor, now)).find((candidate) => candidate.id === groupId);
  if (!group) throw new Error("the new group is not listed");
  return { group, message: churchGroupMessages.created(group.name) };
}

/** An owner's new invitation link that carries one of the church's groups; the group's earlier link stops working. */
export async function createGroupInvitationLink(db: Database, appUrl: string, actor: OrganizationActor, groupId: number, now = new Date()) {
  const found = await findChurchGroup(db, actor.organizationId, groupId);
  const group = authorize(actor, "organization.groups.invite", found ? { organizationId: found.organization_id, name: found.name } : undefined);
  const { link, replaced } = await db.transaction(async (tx) => {
    const revoked = await revokeLinks(tx, actor.organizationId, now, groupId);
    return {
      link: await insertSharedLink(tx, appUrl, { organizationId: actor.organizationId, invitedBy: actor.viewer.userId, now, groupId }),
      replaced: revoked > 0,
    };
  });
  return { link, message: replaced ? familyInvitationMessages.groupLinkReplaced(group.name) : familyInvitationMessages.groupLinkCreated(group.name) };
}

/** The church's groups on its page, for its member families (a dad, or a son through his dad) and its staff. */
export async function getMemberChurchGroups(db: Database, viewer: Viewer, slug: string): Promise<TMemberChurchGroupsResponse> {
  const familyOwner = viewer.familyDadId ?? viewer.userId;
  const organization = authorize(viewer, "membership.groups.read", await findOrganizationForInsider(db, slug, viewer.userId, familyOwner));
  const today = todayUtc();
  const rows = await listChurchGroups(db, organization.id, viewer.userId, familyOwner);
  return {
    groups: rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      plan: planOf(row, today),
      memberCount: row.member_count,
      mine: row.mine,
      code: row.code,
    })),
  };
}

/** Where a short link's code leads: its join page, or the join page's "not valid" for an unknown code. */
export async function shortLinkTarget(db: Database, code: string): Promise<string> {
  const normalized = normalizeGroupCode(code);
  const token = /^[A-Z0-9]{1,16}$/.test(normalized) ? await findLinkTokenByShortCode(db, normalized) : undefined;
  return token ? `/join?token=${encodeURIComponent(token)}` : "/join";
}
