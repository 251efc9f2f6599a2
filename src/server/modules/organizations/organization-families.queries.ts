// The database access of an organization's member families: invitations (the shared link and mailed
// ones), memberships, the roster, the public page's plans and the leader guide's plan.
import type { Language } from "../../../shared/language.ts";
import { and, asc, count, desc, eq, gt, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { deleteRows, updateRows } from "../../platform/row-changes.queries.ts";
import { planCardColumns } from "../marketplace/marketplace.queries.ts";
import {
  dadGroups,
  devotionalPlans,
  familyInvitationGroups,
  familyLinks,
  organizationFamilies,
  organizationFamilyInvitations,
  organizations,
  profiles,
  users,
} from "../../db/schema/index.ts";

export type FamilyInvitation = typeof organizationFamilyInvitations.$inferSelect;

/** The organization's live shared link (not revoked, not expired, carrying no group), if any. */
export async function findLiveLink(db: Queryable, organizationId: number, now: Date) {
  const [row] = await db
    .select({
      linkToken: organizationFamilyInvitations.linkToken,
      shortCode: organizationFamilyInvitations.shortCode,
      expiresAt: organizationFamilyInvitations.expiresAt,
    })
    .from(organizationFamilyInvitations)
    .where(
      and(
        eq(organizationFamilyInvitations.organizationId, organizationId),
        isNotNull(organizationFamilyInvitations.linkToken),
        eq(organizationFamilyInvitations.forGroup, false),
        isNull(organizationFamilyInvitations.revokedAt),
        gt(organizationFamilyInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(organizationFamilyInvitations.createdAt))
    .limit(1);
  return row;
}

/** Withdraws the invitations `where` picks as of `now`; how many. */
const revokeInvitations = (db: Queryable, now: Date, where: SQL | undefined) => updateRows(db, organizationFamilyInvitations, { revokedAt: now }, where);

/**
 * Withdraws the organization's shared links to the church alone (a new one replaces them, or the leader stops it), or
 * with `groupId` that group's links only.
 */
export async function revokeLinks(db: Queryable, organizationId: number, now: Date, groupId?: number): Promise<number> {
  return revokeInvitations(
    db,
    now,
    and(
      eq(organizationFamilyInvitations.organizationId, organizationId),
      isNotNull(organizationFamilyInvitations.linkToken),
      isNull(organizationFamilyInvitations.revokedAt),
      groupId === undefined
        ? eq(organizationFamilyInvitations.forGroup, false)
        : sql`${organizationFamilyInvitations.id} in (select ${familyInvitationGroups.invitationId} from ${familyInvitationGroups} where ${familyInvitationGroups.groupId} = ${groupId})`,
    ),
  );
}

/** A shared link; with `groupId` it carries that group. False when its short code was taken (draw another). */
export async function insertLink(
  db: Queryable,
  input: { organizationId: number; linkToken: string; shortCode: string; tokenHash: string; invitedBy: string; expiresAt: Date; groupId?: number },
): Promise<boolean> {
  const { groupId, ...link } = input;
  const [row] = await db
    .insert(organizationFamilyInvitations)
    .values({ ...link, forGroup: groupId !== undefined })
    .onConflictDoNothing({ target: organizationFamilyInvitations.shortCode })
    .returning({ id: organizationFamilyInvitations.id });
  if (!row) return false;
  if (groupId !== undefined) await db.insert(familyInvitationGroups).values({ invitationId: row.id, groupId });
  return true;
}

/** The link token a short code opens (any state: the join page says why a withdrawn or expired one no longer works). */
export async function findLinkTokenByShortCode(db: Queryable, shortCode: string): Promise<string | undefined> {
  const [row] = await db
    .select({ linkToken: organizationFamilyInvitations.linkToken })
    .from(organizationFamilyInvitations)
    .where(eq(organizationFamilyInvitations.shortCode, shortCode))
    .limit(1);
  return row?.linkToken ?? undefined;
}

/** A mailed invitation to an address: a new one replaces the earlier one to the same address (fresh token, clock and follow-up). */
export async function upsertMailedInvitation(
  db: Queryable,
  input: { organizationId: number; email: string; tokenHash: string; invitedBy: string; expiresAt: Date; now: Date },
) {
  await db
    .insert(organizationFamilyInvitations)
    .values({
      organizationId: input.organizationId,
      email: input.email,
      tokenHash: input.tokenHash,
      invitedBy: input.invitedBy,
      expiresAt: input.expiresAt,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: [organizationFamilyInvitations.organizationId, organizationFamilyInvitations.email],
      set: {
        tokenHash: input.tokenHash,
        followUpTokenHash: null,
        invitedBy: input.invitedBy,
        expiresAt: input.expiresAt,
        createdAt: input.now,
        revokedAt: null,
        acceptedAt: null,
        remindedAt: null,
      },
    });
}

/** Mailed invitations the organization sent since `since`, and those still waiting for an answer. */
export async function mailedInvitationCounts(db: Queryable, organizationId: number, since: Date, now: Date) {
  const [row] = await db
    .select({
      sentSince: sql<number>`count(*) filter (where ${organizationFamilyInvitations.createdAt} > ${since})`.mapWith(Number),
      pending:
        sql<number>`count(*) filter (where ${organizationFamilyInvitations.acceptedAt} is null and ${organizationFamilyInvitations.revokedAt} is null and ${organizationFamilyInvitations.expiresAt} > ${now})`.mapWith(
          Number,
        ),
    })
    .from(organizationFamilyInvitations)
    .where(and(eq(organizationFamilyInvitations.organizationId, organizationId), isNotNull(organizationFamilyInvitations.email)));
  return row ?? { sentSince: 0, pending: 0 };
}

export async function listMailedInvitations(db: Queryable, organizationId: number) {
  return db
    .select({
      id: organizationFamilyInvitations.id,
      email: organizationFamilyInvitations.email,
      createdAt: organizationFamilyInvitations.createdAt,
      expiresAt: organizationFamilyInvitations.expiresAt,
      revokedAt: organizationFamilyInvitations.revokedAt,
      acceptedAt: organizationFamilyInvitations.acceptedAt,
      remindedAt: organizationFamilyInvitations.remindedAt,
    })
    .from(organizationFamilyInvitations)
    .where(and(eq(organizationFamilyInvitations.organizationId, organizationId), isNotNull(organizationFamilyInvitations.email)))
    .orderBy(desc(organizationFamilyInvitations.createdAt))
    .limit(200);
}

/** Withdraws one mailed invitation of the organization (scoped to it: another's id matches nothing). */
export async function revokeMailedInvitation(db: Queryable, organizationId: number, invitationId: number, now: Date): Promise<boolean> {
  const where = and(
    eq(organizationFamilyInvitations.id, invitationId),
    eq(organizationFamilyInvitations.organizationId, organizationId),
    isNotNull(organizationFamilyInvitations.email),
  );
  return (await revokeInvitations(db, now, where)) > 0;
}

/**
 * The invitation a token opens (the first mail's or the follow-up's), locked when `lock` for accepting, with the group
 * it carries while that group is still the organization's (its plan and schedule too).
 */
export async function findInvitationByTokenHash(db: Queryable, tokenHash: string, lock = false) {
  const query = db
    .select({
      invitation: organizationFamilyInvitations,
      organization: { name: organizations.name, slug: organizations.slug, description: organizations.description },
      groupId: dadGroups.id,
      groupName: dadGroups.name,
      planId: dadGroups.planId,
      planStartsOn: dadGroups.planStartsOn,
      planTitle: devotionalPlans.title,
      planDurationWeeks: devotionalPlans.durationWeeks,
    })
    .from(organizationFamilyInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationFamilyInvitations.organizationId))
    .leftJoin(familyInvitationGroups, eq(familyInvitationGroups.invitationId, organizationFamilyInvitations.id))
    .leftJoin(dadGroups, and(eq(dadGroups.id, familyInvitationGroups.groupId), eq(dadGroups.organizationId, organizationFamilyInvitations.organizationId)))
    .leftJoin(devotionalPlans, eq(devotionalPlans.id, dadGroups.planId))
    .where(or(eq(organizationFamilyInvitations.tokenHash, tokenHash), eq(organizationFamilyInvitations.followUpTokenHash, tokenHash)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: organizationFamilyInvitations }) : await query;
  return row;
}

export async function markInvitationAccepted(db: Queryable, invitationId: number, now: Date): Promise<void> {
  await db.update(organizationFamilyInvitations).set({ acceptedAt: now }).where(eq(organizationFamilyInvitations.id, invitationId));
}

/** The sign-in addresses of the organization's member dads (an invitation to one of them is skipped). */
export async function memberEmails(db: Queryable, organizationId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(organizationFamilies)
    .innerJoin(users, eq(users.id, organizationFamilies.dadId))
    .where(eq(organizationFamilies.organizationId, organizationId));
  return rows.map((row) => row.email);
}

/** Serializes one organization's invitation requests for the rest of the transaction, so its limits are counted once. */
export async function lockOrganizationInvitations(db: Queryable, organizationId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('organization_family_invitations'), ${organizationId})`);
}

/** Adds the family; false when it already belongs. */
export async function insertFamily(db: Queryable, organizationId: number, dadId: string): Promise<boolean> {
  const rows = await db.insert(organizationFamilies).values({ organizationId, dadId }).onConflictDoNothing().returning({ id: organizationFamilies.id });
  return rows.length > 0;
}

/** A family's membership as its dad sees it: the organization's name and address, since when, whether it shares. */
function selectMemberships(db: Queryable) {
  return db
    .select({
      organizationId: organizationFamilies.organizationId,
      dadId: organizationFamilies.dadId,
      name: organizations.name,
      slug: organizations.slug,
      joinedAt: organizationFamilies.joinedAt,
      sharesProgress: organizationFamilies.sharesProgress,
    })
    .from(organizationFamilies)
    .innerJoin(organizations, eq(organizations.id, organizationFamilies.organizationId));
}

export async function findMembership(db: Queryable, organizationId: number, dadId: string) {
  const [row] = await selectMemberships(db).where(and(eq(organizationFamilies.organizationId, organizationId), eq(organizationFamilies.dadId, dadId)));
  return row;
}

export async function listMemberships(db: Queryable, dadId: string) {
  return selectMemberships(db).where(eq(organizationFamilies.dadId, dadId)).orderBy(asc(organizationFamilies.joinedAt));
}

/** The family leaves: its row goes, and with it whatever the organization could see. */
export async function deleteMembership(db: Queryable, organizationId: number, dadId: string): Promise<boolean> {
  return (await deleteRows(db, organizationFamilies, and(eq(organizationFamilies.organizationId, organizationId), eq(organizationFamilies.dadId, dadId)))) > 0;
}

/** The roster: each family's dad's name, how many sons he has linked and confirmed, when it joined. No child's data. */
export async function listRoster(db: Queryable, organizationId: number) {
  const sons = db
    .select({ dadId: familyLinks.dadId, sonCount: count().as("son_count") })
    .from(familyLinks)
    .where(isNotNull(familyLinks.confirmedAt))
    .groupBy(familyLinks.dadId)
    .as("sons");
  return db
    .select({
      id: organizationFamilies.id,
      dadName: profiles.fullName,
      sonCount: sql<number>`coalesce(${sons.sonCount}, 0)`.mapWith(Number),
      joinedAt: organizationFamilies.joinedAt,
    })
    .from(organizationFamilies)
    .innerJoin(profiles, eq(profiles.id, organizationFamilies.dadId))
    .leftJoin(sons, eq(sons.dadId, organizationFamilies.dadId))
    .where(eq(organizationFamilies.organizationId, organizationId))
    .orderBy(asc(organizationFamilies.joinedAt), asc(organizationFamilies.id));
}

/** An organization by its public address, with its published public plans. */
/** Its public page: the organization and its listed plans, the reader's language first (only `filter`'s when given), newest first. */
export async function findPublicOrganization(db: Queryable, slug: string, order: { first: Language; filter?: Language | undefined }) {
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name, slug: organizations.slug, description: organizations.description })
    .from(organizations)
    .where(and(eq(organizations.slug, slug), isNull(organizations.archivedAt)));
  if (!organization) return undefined;
  const plans = await db
    .select(planCardColumns)
    .from(devotionalPlans)
    // Its members-only plans are its members': never on the public page.
    .where(
      and(
        eq(devotionalPlans.organizationId, organization.id),
        eq(devotionalPlans.status, "published"),
        eq(devotionalPlans.isPublic, true),
        eq(devotionalPlans.membersOnly, false),
        order.filter === undefined ? undefined : eq(devotionalPlans.language, order.filter),
      ),
    )
    .orderBy(desc(sql`${devotionalPlans.language} = ${order.first}`), desc(devotionalPlans.createdAt), desc(devotionalPlans.id));
  return { organization, plans };
}

/** A plan's header for the leader guide, with its organization's name. */
export async function findGuidePlan(db: Queryable, planId: number) {
  const [row] = await db
    .select({
      id: devotionalPlans.id,
      title: devotionalPlans.title,
      durationWeeks: devotionalPlans.durationWeeks,
      organizationId: devotionalPlans.organizationId,
      organizationName: organizations.name,
    })
    .from(devotionalPlans)
    .leftJoin(organizations, eq(organizations.id, devotionalPlans.organizationId))
    .where(eq(devotionalPlans.id, planId));
  return row;
}

/**
 * The follow-up sweep's claim: mailed invitations sent at least `before` ago, unanswered, not withdrawn or expired and
 * never reminded, oldest first; each gets its follow-up token's hash and `reminded_at` in the same statement (the
 * caller's transaction), so a second sweep finds none of them. SKIP LOCKED keeps two processes apart.
 */
export async function claimFollowUps(db: Queryable, input: { before: Date; now: Date; limit: number; hashes: (id: number) => string }) {
  const due = await db
    .select({ id: organizationFamilyInvitations.id })
    .from(organizationFamilyInvitations)
    .where(
      and(
        isNotNull(organizationFamilyInvitations.email),
        isNull(organizationFamilyInvitations.remindedAt),
        isNull(organizationFamilyInvitations.acceptedAt),
        isNull(organizationFamilyInvitations.revokedAt),
        sql`${organizationFamilyInvitations.createdAt} <= ${input.before}`,
        gt(organizationFamilyInvitations.expiresAt, input.now),
      ),
    )
    .orderBy(asc(organizationFamilyInvitations.createdAt))
    .limit(input.limit)
    .for("update", { skipLocked: true });
  const claimed: Array<{ id: number; email: string; organizationName: string; expiresAt: Date; invitedBy: string | null }> = [];
  for (const { id } of due) {
    const [row] = await db
      .update(organizationFamilyInvitations)
      .set({ remindedAt: input.now, followUpTokenHash: input.hashes(id) })
      .where(eq(organizationFamilyInvitations.id, id))
      .returning({
        id: organizationFamilyInvitations.id,
        email: organizationFamilyInvitations.email,
        organizationId: organizationFamilyInvitations.organizationId,
        expiresAt: organizationFamilyInvitations.expiresAt,
        invitedBy: organizationFamilyInvitations.invitedBy,
      });
    if (!row?.email) continue;
    const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, row.organizationId));
    claimed.push({ id: row.id, email: row.email, organizationName: organization?.name ?? "your church", expiresAt: row.expiresAt, invitedBy: row.invitedBy });
  }
  return claimed;
}
