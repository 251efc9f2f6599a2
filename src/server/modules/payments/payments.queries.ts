// The only Drizzle code of payments: organizations' connected accounts, purchases, and applied Stripe events.
import { and, desc, eq, inArray, isNull, sql, type SQL, type AnyColumn } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { param, preparedSql } from "../../platform/statements.ts";
import {
  dadGroups,
  devotionalPlans,
  familyLinks,
  groupMembers,
  organizationFamilies,
  organizationMembers,
  organizations,
  sponsoredSeats,
  stripeChargeFacts,
  stripeEvents,
  userPurchases,
  users,
} from "../../db/schema/index.ts";

/** SQL: the family's dads — the user himself and, for a son, his confirmed dad (a family's membership is its dad's). */
export function familyDads(userId: string | SQL): SQL {
  return sql`(select ${userId}::text union all select ${familyLinks.dadId} from ${familyLinks} where ${familyLinks.sonId} = ${userId} and ${familyLinks.confirmedAt} is not null)`;
}

/** SQL: the family of `userId` is a member family of the organization in `organizationColumn`. */
export function familyBelongsTo(organizationColumn: AnyColumn | SQL, userId: string | SQL): SQL {
  return sql`exists (select 1 from ${organizationFamilies} where ${organizationFamilies.organizationId} = ${organizationColumn} and ${organizationFamilies.dadId} in ${familyDads(userId)})`;
}

/**
 * SQL: the reader `userId` is inside the organization of the plan in `planColumn` (policies/plan-content.ts): his
 * family is one of its member families, he is on its staff, or his family is in one of its groups that runs the plan.
 */
export function planInsider(planColumn: AnyColumn | SQL, organizationColumn: AnyColumn | SQL, userId: string | SQL): SQL {
  return sql`(${familyBelongsTo(organizationColumn, userId)}
    or exists (select 1 from ${organizationMembers} where ${organizationMembers.organizationId} = ${organizationColumn} and ${organizationMembers.userId} = ${userId})
    or exists (select 1 from ${dadGroups} join ${groupMembers} on ${groupMembers.groupId} = ${dadGroups.id}
      where ${dadGroups.organizationId} = ${organizationColumn} and ${dadGroups.planId} = ${planColumn} and ${groupMembers.userId} in ${familyDads(userId)}))`;
}

/** SQL: a purchase that counts (completed; a disputed one only once the dispute is won). */
const countingPurchase = sql`${userPurchases.status} = 'completed'
      and (${userPurchases.disputeStatus} is null or ${userPurchases.disputeStatus} in ('won', 'warning_closed', 'prevented'))`;

/** SQL: the seats an organization bought of a plan, by completed sponsorships that count. */
export function seatsBought(organizationId: AnyColumn | SQL, planColumn: AnyColumn | SQL): SQL {
  return sql`coalesce((select sum(${userPurchases.sponsoredSeats}) from ${userPurchases}
    where ${userPurchases.sponsorOrganizationId} = ${organizationId} and ${userPurchases.planId} = ${planColumn} and ${countingPurchase}), 0)`;
}

/**
 * SQL: the family of `userId` holds a seat its organization sponsors of the plan, ranked by when
 * seats were taken: a family holding one of the first `bought` seats is in. A seat is taken by a write (POST
 * /api/marketplace/plans/:id/seat), never by reading a week. A refund or a dispute that lowers the seats bought
 * closes the latest seats first.
 */
function familySponsored(planColumn: AnyColumn | SQL, userId: string | SQL): SQL {
  return sql`exists (
    select 1 from ${organizationFamilies} as member
    join ${sponsoredSeats} as mine on mine.organization_id = member.organization_id and mine.plan_id = ${planColumn} and mine.dad_id = member.dad_id
    where member.dad_id in ${familyDads(userId)}
      and (select count(*) from ${sponsoredSeats} as taken
           where taken.organization_id = member.organization_id and taken.plan_id = ${planColumn} and taken.id <= mine.id)
          <= ${seatsBought(sql`member.organization_id`, planColumn)}
  )`;
}

/**
 * SQL: the family of `userId` owns the plan in `planColumn` — a completed purchase by the user or by the dad
 * who registered him (a family buys once; the son follows through his dad's purchase), or a seat an organization
 * the family belongs to sponsors. Used by every read that decides whether weeks ≥ 2 of a paid plan
 * are open (week content, marketplace, dashboard, ticks). A purchase whose charge is disputed opens nothing until
 * the dispute is won; a lost dispute keeps it closed. An organization's sponsorship never opens the
 * plan to its buyer's own family (only a seat does).
 */
export function familyOwnsPlan(planColumn: AnyColumn | SQL, userId: string | SQL): SQL {
  return sql`(exists (
    select 1 from ${userPurchases}
    where ${userPurchases.planId} = ${planColumn}
      and ${userPurchases.sponsorOrganizationId} is null
      and ${countingPurchase}
      and ${userPurchases.userId} in ${familyDads(userId)}
  ) or ${familySponsored(planColumn, userId)})`;
}

const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  createdBy: organizations.createdBy,
  stripeAccountId: organizations.stripeAccountId,
  payoutsEnabled: organizations.payoutsEnabled,
  commissionRate: organizations.defaultCommissionRate,
};

export async function findOrganization(db: Queryable, organizationId: number) {
  const [row] = await db.select(organizationColumns).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  return row;
}

/** Stores the connected account unless one is already stored; returns the account the organization keeps. */
export async function keepStripeAccount(db: Queryable, organizationId: number, accountId: string): Promise<string> {
  const [updated] = await db
    .update(organizations)
    .set({ stripeAccountId: accountId, updatedAt: new Date() })
    .where(and(eq(organizations.id, organizationId), sql`${organizations.stripeAccountId} is null`))
    .returning({ accountId: organizations.stripeAccountId });
  if (updated?.accountId) return updated.accountId;
  const row = await findOrganization(db, organizationId);
  return row?.stripeAccountId ?? accountId;
}

export async function setPayoutsEnabled(db: Queryable, accountId: string, enabled: boolean): Promise<number | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ payoutsEnabled: enabled, updatedAt: new Date() })
    .where(eq(organizations.stripeAccountId, accountId))
    .returning({ id: organizations.id });
  return row?.id;
}

/** A published plan with its organization's payment state, for checkout. */
export async function findPlanForCheckout(db: Queryable, planId: number, userId: string) {
  const [row] = await db
    .select({
      id: devotionalPlans.id,
      title: devotionalPlans.title,
      priceCents: devotionalPlans.priceCents,
      organizationId: organizations.id,
      stripeAccountId: organizations.stripeAccountId,
      payoutsEnabled: organizations.payoutsEnabled,
      commissionRate: organizations.defaultCommissionRate,
      owned: sql<boolean>`${familyOwnsPlan(devotionalPlans.id, userId)}`,
      isPublic: devotionalPlans.isPublic,
      membersOnly: devotionalPlans.membersOnly,
      member: sql<boolean>`coalesce(${planInsider(devotionalPlans.id, devotionalPlans.organizationId, userId)}, false)`,
    })
    .from(devotionalPlans)
    .leftJoin(organizations, eq(organizations.id, devotionalPlans.organizationId))
    .where(and(eq(devotionalPlans.id, planId), eq(devotionalPlans.status, "published")))
    .limit(1);
  return row;
}

/**
 * The buyer's open (pending or failed) purchase of the plan, updated to today's price and split, or a new one.
 * Serialised per buyer and plan by a transaction-level advisory lock, so two clicks make one row.
 */
export async function upsertOpenPurchase(
  tx: Queryable,
  input: { userId: string; planId: number; organizationId: number; priceCents: number; commissionCents: number; payoutCents: number },
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`purchase:${input.userId}:${input.planId}`}))`);
  const amounts = {
    organizationId: input.organizationId,
    pricePaidCents: input.priceCents,
    appCommissionCents: input.commissionCents,
    organizationPayoutCents: input.payoutCents,
    status: "pending" as const,
    updatedAt: new Date(),
  };
  const [open] = await tx
    .update(userPurchases)
    .set(amounts)
    .where(
      and(
        eq(userPurchases.userId, input.userId),
        eq(userPurchases.planId, input.planId),
        isNull(userPurchases.sponsorOrganizationId),
        inArray(userPurchases.status, ["pending", "failed"]),
      ),
    )
    .returning({ id: userPurchases.id });
  if (open) return open.id;
  const [created] = await tx
    .insert(userPurchases)
    .values({ userId: input.userId, planId: input.planId, ...amounts })
    .returning({ id: userPurchases.id });
  if (!created) throw new Error("purchase not inserted");
  return created.id;
}

export async function setCheckoutSession(db: Queryable, purchaseId: number, sessionId: string): Promise<void> {
  await db.update(userPurchases).set({ stripeCheckoutSessionId: sessionId, updatedAt: new Date() }).where(eq(userPurchases.id, purchaseId));
}

/** Records a Stripe event id; false when it was already recorded (a duplicate or a replay). */
export async function recordStripeEvent(tx: Queryable, id: string, type: string): Promise<boolean> {
  const rows = await tx.insert(stripeEvents).values({ id, type }).onConflictDoNothing().returning({ id: stripeEvents.id });
  return rows.length > 0;
}

export async function findPurchase(db: Queryable, purchaseId: number) {
  const [row] = await db
    .select({
      id: userPurchases.id,
      status: userPurchases.status,
      priceCents: userPurchases.pricePaidCents,
      refundedCents: userPurchases.refundedCents,
      paymentIntentId: userPurchases.stripePaymentIntentId,
      organizationId: userPurchases.organizationId,
      checkoutSessionId: userPurchases.stripeCheckoutSessionId,
      buyerId: userPurchases.userId,
      buyerEmail: users.email,
    })
    .from(userPurchases)
    .innerJoin(users, eq(users.id, userPurchases.userId))
    .where(eq(userPurchases.id, purchaseId))
    .limit(1);
  return row;
}

/** Payment confirmed: completes a pending or failed purchase (never a refunded one), keeping the payment intent. */
export async function completePurchase(tx: Queryable, purchaseId: number, paymentIntentId: string | null): Promise<boolean> {
  const rows = await tx
    .update(userPurchases)
    .set({
      status: "completed",
      completedAt: new Date(),
      updatedAt: new Date(),
      ...(paymentIntentId ? { stripePaymentIntentId: paymentIntentId } : {}),
    })
    .where(and(eq(userPurchases.id, purchaseId), inArray(userPurchases.status, ["pending", "failed"])))
    .returning({ id: userPurchases.id });
  return rows.length > 0;
}

/** Remembers the payment intent of a session still being paid (a delayed method), without completing it. */
export async function notePaymentIntent(tx: Queryable, purchaseId: number, paymentIntentId: string): Promise<void> {
  await tx
    .update(userPurchases)
    .set({ stripePaymentIntentId: paymentIntentId, updatedAt: new Date() })
    .where(and(eq(userPurchases.id, purchaseId), sql`${userPurchases.stripePaymentIntentId} is null`));
}

/** The delayed payment failed: only a still-pending purchase becomes failed. */
export async function failPurchase(tx: Queryable, purchaseId: number): Promise<void> {
  await tx
    .update(userPurchases)
    .set({ status: "failed", updatedAt: new Date() })
    .where(and(eq(userPurchases.id, purchaseId), eq(userPurchases.status, "pending")));
}

/**
 * A charge's refunded total as Stripe reports it. Refunded cents only grow (an older, smaller event arriving
 * late changes nothing); a full refund marks the purchase refunded, which closes weeks ≥ 2.
 */
export async function applyRefundedTotal(tx: Queryable, paymentIntentId: string, refundedCents: number, chargeCents: number): Promise<boolean> {
  const full = refundedCents >= chargeCents;
  const rows = await tx
    .update(userPurchases)
    .set({
      refundedCents: sql`least(${userPurchases.pricePaidCents}, greatest(${userPurchases.refundedCents}, ${refundedCents}::int))`,
      status: full ? "refunded" : sql`${userPurchases.status}`,
      updatedAt: new Date(),
    })
    .where(eq(userPurchases.stripePaymentIntentId, paymentIntentId))
    .returning({ id: userPurchases.id });
  return rows.length > 0;
}

/** Stripe's final dispute statuses: once one is recorded, a late event with an open status changes nothing. */
const finalDispute = (column: AnyColumn) => sql`${column} in ('won', 'lost', 'warning_closed', 'prevented')`;

export async function recordDispute(tx: Queryable, paymentIntentId: string, status: string): Promise<boolean> {
  const rows = await tx
    .update(userPurchases)
    .set({
      disputeStatus: sql`case when ${finalDispute(userPurchases.disputeStatus)} then ${userPurchases.disputeStatus} else ${status} end`,
      disputedAt: sql`coalesce(${userPurchases.disputedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(userPurchases.stripePaymentIntentId, paymentIntentId))
    .returning({ id: userPurchases.id });
  return rows.length > 0;
}

/**
 * Keeps what Stripe said about a charge by payment intent, whatever the order of events: the refunded
 * total only grows, a final dispute status is never replaced by an open one.
 */
export async function keepChargeFacts(
  tx: Queryable,
  paymentIntentId: string,
  facts: { amountCents?: number; refundedCents?: number; disputeStatus?: string },
): Promise<void> {
  const refunded = facts.refundedCents ?? 0;
  await tx
    .insert(stripeChargeFacts)
    .values({
      paymentIntentId,
      amountCents: facts.amountCents ?? null,
      refundedCents: refunded,
      disputeStatus: facts.disputeStatus ?? null,
      disputedAt: facts.disputeStatus ? new Date() : null,
    })
    .onConflictDoUpdate({
      target: stripeChargeFacts.paymentIntentId,
      set: {
        amountCents: sql`coalesce(excluded.amount_cents, ${stripeChargeFacts.amountCents})`,
        refundedCents: sql`greatest(${stripeChargeFacts.refundedCents}, excluded.refunded_cents)`,
        disputeStatus: sql`case when excluded.dispute_status is null or ${finalDispute(stripeChargeFacts.disputeStatus)} then ${stripeChargeFacts.disputeStatus} else excluded.dispute_status end`,
        disputedAt: sql`coalesce(${stripeChargeFacts.disputedAt}, excluded.disputed_at)`,
        updatedAt: new Date(),
      },
    });
}

export async function findChargeFacts(tx: Queryable, paymentIntentId: string) {
  const [row] = await tx.select().from(stripeChargeFacts).where(eq(stripeChargeFacts.paymentIntentId, paymentIntentId)).limit(1);
  return row;
}

/** The buyer's state for the plan page's wait after Checkout: owned, or the latest purchase's status. */
export async function latestPurchaseStatus(db: Queryable, userId: string, planId: number) {
  const [row] = await db
    .select({ status: userPurchases.status })
    .from(userPurchases)
    .where(and(eq(userPurchases.userId, userId), eq(userPurchases.planId, planId), isNull(userPurchases.sponsorOrganizationId)))
    .orderBy(desc(userPurchases.updatedAt), desc(userPurchases.id))
    .limit(1);
  return row?.status;
}

const readerFactsStatement = preparedSql<{ owned: boolean; insider: boolean }, { planId: number; userId: string }>(
  "plan_reader_facts",
  () => sql`select ${familyOwnsPlan(sql`${param("planId")}::int`, param("userId"))} as owned,
    ${planInsider(sql`${param("planId")}::int`, sql`(select ${devotionalPlans.organizationId} from ${devotionalPlans} where ${devotionalPlans.id} = ${param("planId")}::int)`, param("userId"))} as insider`,
);

/** The reader's facts for a plan's read rule: his family owns it (a purchase or a seat), he is inside its organization. */
export async function selectReaderFacts(db: Queryable, planId: number, userId: string): Promise<{ owned: boolean; insider: boolean }> {
  const [row] = await readerFactsStatement(db, { planId, userId });
  return { owned: row?.owned === true, insider: row?.insider === true };
}
