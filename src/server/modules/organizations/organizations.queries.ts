// The organizations area's database access: organizations, their staff and invitations, their totals.
import { and, asc, eq, gt, like, or, sql } from "drizzle-orm";
import type { OrganizationRole } from "../../../shared/constants.ts";
import { firstFreeSlug, slugFromName } from "../../../shared/slug.ts";
import type { Queryable, Tx } from "../../db/client.ts";
import { deleteRows } from "../../platform/row-changes.queries.ts";
import { devotionalPlans, organizationInvitations, organizationMembers, organizations, profiles, userPurchases, users } from "../../db/schema/index.ts";

const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  description: organizations.description,
  commissionRate: organizations.defaultCommissionRate,
  stripeConnected: sql<boolean>`${organizations.stripeAccountId} is not null`.mapWith(Boolean),
  payoutsEnabled: organizations.payoutsEnabled,
};

export async function findOrganization(db: Queryable, organizationId: number) {
  const [row] = await db.select(organizationColumns).from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

/** Completed revenue and the number of plans of one organization, in one query. */
export async function organizationTotals(db: Queryable, organizationId: number) {
  const [row] = await db
    .select({
      totalRevenueCents:
        sql<number>`coalesce((select sum(${userPurchases.pricePaidCents}) from ${userPurchases} where ${userPurchases.organizationId} = ${organizationId} and ${userPurchases.status} = 'completed'), 0)`.mapWith(
          Number,
        ),
      totalPlans: sql<number>`(select count(*) from ${devotionalPlans} where ${devotionalPlans.organizationId} = ${organizationId})`.mapWith(Number),
    })
    .from(sql`(select 1) as totals_input`);
  return row ?? { totalRevenueCents: 0, totalPlans: 0 };
}

/** A slug for a new organization with this name: from the name, numbered when another organization has it. */
export async function freeSlugFor(db: Queryable, name: string) {
  const base = slugFromName(name);
  const rows = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(or(eq(organizations.slug, base), like(organizations.slug, `${base}-%`)));
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/**
 * Inserts the organization and its creator as owner, in the caller's transaction. Its address comes from its name,
 * numbered when taken, unless `slug` fixes it (the demo church's known address).
 */
export async function insertOrganization(tx: Tx, input: { name: string; description: string | null; createdBy: string; slug?: string }) {
  const slug = input.slug ?? (await freeSlugFor(tx, input.name));
  const [org] = await tx
    .insert(organizations)
    .values({ ...input, slug })
    .returning({ id: organizations.id });
  if (!org) throw new Error("organization was not inserted");
  await tx.insert(organizationMembers).values({ organizationId: org.id, userId: input.createdBy, role: "owner" });
  return org.id;
}

export async function updateOrganization(db: Queryable, organizationId: number, input: { name?: string; description?: string | null }) {
  await db
    .update(organizations)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}

export async function listStaff(db: Queryable, organizationId: number) {
  return db
    .select({
      userId: organizationMembers.userId,
      fullName: sql<string>`coalesce(${profiles.fullName}, ${users.name})`,
      email: users.email,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .leftJoin(profiles, eq(profiles.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.id));
}

export async function listPendingInvitations(db: Queryable, organizationId: number) {
  return db
    .select({
      id: organizationInvitations.id,
      email: organizationInvitations.email,
      role: organizationInvitations.role,
      expiresAt: organizationInvitations.expiresAt,
    })
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, organizationId), gt(organizationInvitations.expiresAt, new Date())))
    .orderBy(asc(organizationInvitations.createdAt), asc(organizationInvitations.id));
}

export async function findMemberByEmail(db: Queryable, organizationId: number, email: string) {
  const [row] = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, organizationId), sql`lower(${users.email}) = ${email}`));
  return row;
}

/** Replaces any earlier invitation of this address to this organization (a new link, a new expiry). */
export async function upsertInvitation(
  db: Queryable,
  input: { organizationId: number; email: string; role: OrganizationRole; tokenHash: string; invitedBy: string; expiresAt: Date },
) {
  const [row] = await db
    .insert(organizationInvitations)
    .values(input)
    .onConflictDoUpdate({
      target: [organizationInvitations.organizationId, organizationInvitations.email],
      set: { role: input.role, tokenHash: input.tokenHash, invitedBy: input.invitedBy, expiresAt: input.expiresAt, createdAt: new Date() },
    })
    .returning({
      id: organizationInvitations.id,
      email: organizationInvitations.email,
      role: organizationInvitations.role,
      expiresAt: organizationInvitations.expiresAt,
    });
  if (!row) throw new Error("invitation was not stored");
  return row;
}

export async function deleteInvitation(db: Queryable, organizationId: number, invitationId: number): Promise<boolean> {
  return (
    (await deleteRows(
      db,
      organizationInvitations,
      and(eq(organizationInvitations.id, invitationId), eq(organizationInvitations.organizationId, organizationId)),
    )) > 0
  );
}

/** The live invitation with this token hash, locked for the accepting transaction. */
export async function lockInvitationByTokenHash(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      id: organizationInvitations.id,
      organizationId: organizationInvitations.organizationId,
      email: organizationInvitations.email,
      role: organizationInvitations.role,
    })
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.tokenHash, tokenHash), gt(organizationInvitations.expiresAt, new Date())))
    .for("update");
  return row;
}

export async function insertMember(tx: Tx, input: { organizationId: number; userId: string; role: OrganizationRole }) {
  await tx.insert(organizationMembers).values(input);
  await tx
    .delete(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, input.organizationId),
        sql`lower(${organizationInvitations.email}) = lower((select ${users.email} from ${users} where ${users.id} = ${input.userId}))`,
      ),
    );
}

/** Locks the organization's staff rows so "at least one owner" is checked and kept in one step. */
export async function lockStaff(tx: Tx, organizationId: number) {
  return tx
    .select({ userId: organizationMembers.userId, role: organizationMembers.role })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId))
    .for("update");
}

export async function deleteMember(tx: Tx, organizationId: number, userId: string) {
  await tx.delete(organizationMembers).where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
}

/** Locks the staff of the organization the user is on (owner or editor), with who started it; undefined when on none. */
export async function lockStaffPlaceOf(tx: Tx, userId: string) {
  const [place] = await tx
    .select({ organizationId: organizationMembers.organizationId, createdBy: organizations.createdBy })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .limit(1);
  if (!place) return undefined;
  const staff = await tx
    .select({ userId: organizationMembers.userId, role: organizationMembers.role })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, place.organizationId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.id))
    .for("update");
  return { ...place, staff };
}

/** The organization the user started (one per creator), if any. */
export async function organizationStartedBy(db: Queryable, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.createdBy, userId)).limit(1);
  return row?.id;
}

/** Who counts as having started the organization (the creator leaving hands it to another owner; null when archived). */
export async function setOrganizationCreator(tx: Tx, organizationId: number, userId: string | null): Promise<void> {
  await tx.update(organizations).set({ createdBy: userId, updatedAt: new Date() }).where(eq(organizations.id, organizationId));
}

/** Someone leaves the staff: his place goes, and the profile's legacy organization link with it. */
export async function removeFromStaff(tx: Tx, organizationId: number, userId: string): Promise<void> {
  await deleteMember(tx, organizationId, userId);
  await tx
    .update(profiles)
    .set({ organizationId: null, updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), eq(profiles.organizationId, organizationId)));
}

/**
 * Archives an organization nobody owns any more: no one started it, its staff leave, its published plans are
 * archived (off the marketplace; the families who bought them keep their purchases on record).
 */
export async function archiveOrganization(tx: Tx, organizationId: number, staff: string[]): Promise<void> {
  await tx.update(organizations).set({ createdBy: null, archivedAt: new Date(), updatedAt: new Date() }).where(eq(organizations.id, organizationId));
  for (const userId of staff) await removeFromStaff(tx, organizationId, userId);
  await tx
    .update(devotionalPlans)
    .set({ status: "archived", updatedAt: new Date() })
    .where(and(eq(devotionalPlans.organizationId, organizationId), eq(devotionalPlans.status, "published")));
}
