// The only Drizzle code of sponsored access: an organization's seat purchases, the seats its member
// families hold, and members-only plans.
import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { countRows } from "../../platform/row-changes.queries.ts";
import { devotionalPlans, organizationFamilies, organizations, sponsoredSeats, userPurchases } from "../../db/schema/index.ts";
import { familyDads, seatsBought } from "./payments.queries.ts";
import { listPurchases } from "../studio/authoring.queries.ts";

const seller = sql`seller`;

/** A published plan with its seller's payment state and whether it is kept for members. */
export async function findPlanToSponsor(db: Queryable, planId: number) {
  const rows = await db.execute<{
    id: number;
    title: string;
    price_cents: number;
    members_only: boolean;
    organization_id: number | null;
    stripe_account_id: string | null;
    payouts_enabled: boolean | null;
    commission_rate: string | null;
  }>(sql`
    select p.id, p.title, p.price_cents, p.members_only, p.organization_id,
           ${seller}.stripe_account_id, ${seller}.payouts_enabled, ${seller}.default_commission_rate as commission_rate
    from ${devotionalPlans} p left join ${organizations} ${seller} on ${seller}.id = p.organization_id
    where p.id = ${planId} and p.status = 'published'`);
  const row = rows.rows[0];
  return row && { ...row, commission_rate: row.commission_rate === null ? null : Number(row.commission_rate) };
}

/** The seats an organization bought of a plan (confirmed payments that count) and the seats its families hold. */
export async function seatsOf(db: Queryable, organizationId: number, planId: number): Promise<{ bought: number; used: number }> {
  const rows = await db.execute<{ bought: string; used: string }>(sql`
    select ${seatsBought(sql`${organizationId}::int`, sql`${planId}::int`)}::text as bought,
           (select count(*) from ${sponsoredSeats} where ${sponsoredSeats.organizationId} = ${organizationId} and ${sponsoredSeats.planId} = ${planId})::text as used`);
  const row = rows.rows[0];
  return { bought: Number(row?.bought ?? 0), used: Number(row?.used ?? 0) };
}

export async function countMemberFamilies(db: Queryable, organizationId: number): Promise<number> {
  return countRows(db, organizationFamilies, eq(organizationFamilies.organizationId, organizationId));
}

/** A pending purchase of seats, paid by `buyerId` for his organization; its Checkout session is stored after. */
export async function insertSponsorshipPurchase(
  tx: Queryable,
  input: {
    buyerId: string;
    planId: number;
    sellerOrganizationId: number;
    sponsorOrganizationId: number;
    seats: number;
    priceCents: number;
    commissionCents: number;
    payoutCents: number;
  },
): Promise<number> {
  const [created] = await tx
    .insert(userPurchases)
    .values({
      userId: input.buyerId,
      planId: input.planId,
      organizationId: input.sellerOrganizationId,
      sponsorOrganizationId: input.sponsorOrganizationId,
      sponsoredSeats: input.seats,
      pricePaidCents: input.priceCents,
      appCommissionCents: input.commissionCents,
      organizationPayoutCents: input.payoutCents,
      status: "pending",
    })
    .returning({ id: userPurchases.id });
  if (!created) throw new Error("sponsorship purchase not inserted");
  return created.id;
}

/** Every plan the organization sponsors (a confirmed payment or a seat taken), with seats bought and held. */
export async function listSponsorships(db: Queryable, organizationId: number) {
  const rows = await db.execute<{ plan_id: number; plan_title: string; seller_name: string | null; price_cents: number; bought: string; used: string }>(sql`
    select p.id as plan_id, p.title as plan_title, ${seller}.name as seller_name, p.price_cents,
           ${seatsBought(sql`${organizationId}::int`, sql`p.id`)}::text as bought,
           (select count(*) from ${sponsoredSeats} s where s.organization_id = ${organizationId} and s.plan_id = p.id)::text as used
    from ${devotionalPlans} p left join ${organizations} ${seller} on ${seller}.id = p.organization_id
    where p.id in (select ${userPurchases.planId} from ${userPurchases} where ${userPurchases.sponsorOrganizationId} = ${organizationId} and ${userPurchases.status} = 'completed'
                   union select s.plan_id from ${sponsoredSeats} s where s.organization_id = ${organizationId})
    order by p.title, p.id`);
  return rows.rows.map((r) => ({
    planId: r.plan_id,
    planTitle: r.plan_title,
    sellerName: r.seller_name,
    priceCents: r.price_cents,
    seatsTotal: Number(r.bought),
    seatsUsed: Number(r.used),
  }));
}

/** The organization's own seat purchases, newest first. */
export async function listSponsorshipPurchases(db: Queryable, organizationId: number, limit: number) {
  return listPurchases(db, eq(userPurchases.sponsorOrganizationId, organizationId), limit, { seats: sql<number>`${userPurchases.sponsoredSeats}` });
}

/** Published paid plans the organization may sponsor: listed ones, and its own (members-only included). */
export async function listSponsorablePlans(db: Queryable, organizationId: number) {
  const rows = await db.execute<{ id: number; title: string; price_cents: number; seller_name: string | null }>(sql`
    select p.id, p.title, p.price_cents, ${seller}.name as seller_name
    from ${devotionalPlans} p left join ${organizations} ${seller} on ${seller}.id = p.organization_id
    where p.status = 'published' and p.price_cents > 0
      and (p.organization_id = ${organizationId} or (p.is_public and not p.members_only))
    order by (p.organization_id = ${organizationId}) desc nulls last, p.title, p.id
    limit 200`);
  return rows.rows.map((r) => ({ id: r.id, title: r.title, priceCents: r.price_cents, sellerName: r.seller_name }));
}

/**
 * The organization through which the family could take a free sponsored seat of the plan, when it has no purchase
 * and no seat of it yet: the first it joined with a seat free. Undefined in the steady state (one indexed read).
 */
export async function findFreeSeatFor(db: Queryable, planId: number, userId: string): Promise<{ organizationId: number; dadId: string } | undefined> {
  const rows = await db.execute<{ organization_id: number; dad_id: string }>(sql`
    select member.organization_id, member.dad_id from ${organizationFamilies} as member
    where member.dad_id in ${familyDads(userId)}
      and not exists (select 1 from ${sponsoredSeats} s where s.plan_id = ${planId} and s.dad_id in ${familyDads(userId)})
      and not exists (select 1 from ${userPurchases} up where up.plan_id = ${planId} and up.sponsor_organization_id is null
                        and up.status = 'completed' and up.user_id in ${familyDads(userId)})
      and (select count(*) from ${sponsoredSeats} s where s.organization_id = member.organization_id and s.plan_id = ${planId})
          < ${seatsBought(sql`member.organization_id`, sql`${planId}::int`)}
    order by member.joined_at, member.organization_id
    limit 1`);
  const row = rows.rows[0];
  return row && { organizationId: row.organization_id, dadId: row.dad_id };
}

/**
 * Takes a seat for the family, serialised per organization and plan (a transaction-level advisory lock), so two
 * families opening at once never take more seats than were bought. True when the seat is the family's.
 */
export async function takeSeat(tx: Queryable, organizationId: number, planId: number, dadId: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seats:${organizationId}:${planId}`}))`);
  const rows = await tx.execute(sql`
    insert into ${sponsoredSeats} (organization_id, plan_id, dad_id)
    select ${organizationId}, ${planId}, ${dadId}
    where (select count(*) from ${sponsoredSeats} s where s.organization_id = ${organizationId} and s.plan_id = ${planId})
          < ${seatsBought(sql`${organizationId}::int`, sql`${planId}::int`)}
      and exists (select 1 from ${organizationFamilies} f where f.organization_id = ${organizationId} and f.dad_id = ${dadId})
    on conflict do nothing
    returning id`);
  return rows.rows.length > 0;
}

/** The plan as its organization's owner changes who sees it: only a plan of his own organization. */
export async function findOwnPlan(db: Queryable, planId: number) {
  const [row] = await db
    .select({
      id: devotionalPlans.id,
      organizationId: devotionalPlans.organizationId,
      membersOnly: devotionalPlans.membersOnly,
      token: devotionalPlans.membersLinkToken,
      status: devotionalPlans.status,
      reviewState: devotionalPlans.reviewState,
    })
    .from(devotionalPlans)
    .where(eq(devotionalPlans.id, planId))
    .limit(1)
    .for("update");
  return row;
}

/** The organization's published plans with who sees each. */
export async function listOwnPlans(db: Queryable, organizationId: number) {
  return db
    .select({ id: devotionalPlans.id, title: devotionalPlans.title, membersOnly: devotionalPlans.membersOnly, token: devotionalPlans.membersLinkToken })
    .from(devotionalPlans)
    .where(and(eq(devotionalPlans.organizationId, organizationId), eq(devotionalPlans.status, "published")))
    .orderBy(devotionalPlans.title, devotionalPlans.id);
}
