// Test plans inserted straight into the database (the admin screens and the seed are other areas).
import type { Queryable } from "../../src/server/db/client.ts";
import { devotionalPlans, userPurchases } from "../../src/server/db/schema/index.ts";
import { DEFAULT_COMMISSION_RATE, type PlanCategory, type PlanStatus, type PurchaseStatus } from "../../src/shared/constants.ts";

export interface PlanFixture {
  title?: string;
  description?: string | null;
  coverImageUrl?: string | null;
  language?: "en" | "es";
  durationWeeks?: number;
  category?: PlanCategory | null;
  tags?: string[];
  isPublic?: boolean;
  status?: PlanStatus;
  priceCents?: number;
  organizationId?: number | null;
  createdAt?: Date;
}

let counter = 0;

/** Inserts a plan (published, public and free unless told otherwise) and returns its id. */
export async function insertPlan(db: Queryable, plan: PlanFixture = {}): Promise<number> {
  counter += 1;
  const [row] = await db
    .insert(devotionalPlans)
    .values({
      title: plan.title ?? `Test Plan ${counter}`,
      description: plan.description === undefined ? "A plan made for a test." : plan.description,
      coverImageUrl: plan.coverImageUrl ?? null,
      durationWeeks: plan.durationWeeks ?? 4,
      category: plan.category === undefined ? "faith" : plan.category,
      tags: plan.tags ?? [],
      isPublic: plan.isPublic ?? true,
      status: plan.status ?? "published",
      priceCents: plan.priceCents ?? 0,
      organizationId: plan.organizationId ?? null,
      language: plan.language ?? "en",
      ...(plan.createdAt ? { createdAt: plan.createdAt } : {}),
    })
    .returning({ id: devotionalPlans.id });
  if (!row) throw new Error("plan not inserted");
  return row.id;
}

/** Records a purchase of a plan by a user (completed unless told otherwise). */
export async function insertPurchase(
  db: Queryable,
  purchase: { userId: string; planId: number; pricePaidCents?: number; status?: PurchaseStatus; organizationId?: number | null },
): Promise<void> {
  const price = purchase.pricePaidCents ?? 1000;
  const commission = Math.round(price * DEFAULT_COMMISSION_RATE);
  await db.insert(userPurchases).values({
    userId: purchase.userId,
    planId: purchase.planId,
    pricePaidCents: price,
    appCommissionCents: commission,
    organizationPayoutCents: price - commission,
    status: purchase.status ?? "completed",
    organizationId: purchase.organizationId ?? null,
  });
}
