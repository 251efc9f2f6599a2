// The global admin's dashboard figures: totals over every purchase and every organization's plans,
// revenue and payouts. Plans and purchases lists are authoring's (studio/authoring.queries.ts).
import { asc, count, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { devotionalPlans, organizations, profiles, userPurchases, users } from "../../db/schema/index.ts";

// Revenue counts completed purchases only: a purchase row exists from checkout start (pending) and may end
// failed or refunded, and none of those is money the platform has (see docs/areas/admin.md).
const isCompleted = sql`${userPurchases.status} = 'completed'`;

/** Totals over all purchases for the stat cards, and how many purchases there are in all. */
export async function purchaseTotals(db: Queryable) {
  const [row] = await db
    .select({
      revenueCents: sql<number>`coalesce(sum(${userPurchases.pricePaidCents}) filter (where ${isCompleted}), 0)`.mapWith(Number),
      commissionCents: sql<number>`coalesce(sum(${userPurchases.appCommissionCents}) filter (where ${isCompleted}), 0)`.mapWith(Number),
      purchaseCount: count(),
    })
    .from(userPurchases);
  return row ?? { revenueCents: 0, commissionCents: 0, purchaseCount: 0 };
}

/** Every organization with its plan count, completed revenue and payout total: one query, no per-row lookups. */
export async function listOrganizationsWithTotals(db: Queryable) {
  const planCounts = db
    .select({ organizationId: devotionalPlans.organizationId, planCount: count().as("plan_count") })
    .from(devotionalPlans)
    .groupBy(devotionalPlans.organizationId)
    .as("plan_counts");
  const sales = db
    .select({
      organizationId: userPurchases.organizationId,
      revenueCents: sql<number>`coalesce(sum(${userPurchases.pricePaidCents}) filter (where ${isCompleted}), 0)`.as("revenue_cents"),
      payoutCents: sql<number>`coalesce(sum(${userPurchases.organizationPayoutCents}) filter (where ${isCompleted}), 0)`.as("payout_cents"),
    })
    .from(userPurchases)
    .groupBy(userPurchases.organizationId)
    .as("sales");
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      ownerName: sql<string>`coalesce(${profiles.fullName}, ${users.name})`,
      stripeConnected: sql<boolean>`${organizations.stripeAccountId} is not null`.mapWith(Boolean),
      payoutsEnabled: organizations.payoutsEnabled,
      planCount: sql<number>`coalesce(${planCounts.planCount}, 0)`.mapWith(Number),
      revenueCents: sql<number>`coalesce(${sales.revenueCents}, 0)`.mapWith(Number),
      payoutCents: sql<number>`coalesce(${sales.payoutCents}, 0)`.mapWith(Number),
    })
    .from(organizations)
    .innerJoin(users, eq(users.id, organizations.createdBy))
    .leftJoin(profiles, eq(profiles.id, organizations.createdBy))
    .leftJoin(planCounts, eq(planCounts.organizationId, organizations.id))
    .leftJoin(sales, eq(sales.organizationId, organizations.id))
    .orderBy(asc(organizations.name), asc(organizations.id));
}
