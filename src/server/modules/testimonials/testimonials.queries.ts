// The only Drizzle code of the testimonials: whether a dad finished a plan, his words, the admin's list and decision,
// and the latest approved for the landing page.
import { and, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client.ts";
import { deleteRows } from "../../platform/row-changes.queries.ts";
import { devotionalPlans, testimonials } from "../../db/schema/index.ts";
import type { TestimonialStatus } from "../../../shared/schemas/testimonials.ts";

/**
 * SQL: the dad finished the plan — in his run of it, his own last week (the plan's length) has the devotional, the
 * challenge and the journal done.
 */
function finishedBy(userId: string): SQL<boolean> {
  // Spelled with aliases: Drizzle leaves columns unqualified in a select list, where "id" would be ambiguous.
  return sql<boolean>`exists (
    select 1 from plan_runs r
    join progress g on g.plan_run_id = r.id and g.user_id = ${userId}
    where r.user_id = ${userId} and r.plan_id = devotional_plans.id
      and g.week_number = devotional_plans.duration_weeks
      and g.devotional_completed and g.challenge_completed and g.journal_completed
  )`;
}

/** SQL: the dad already shared his words about the plan. */
function sharedBy(userId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from testimonials s where s.user_id = ${userId} and s.plan_id = devotional_plans.id)`;
}

/** Whether the dad finished the plan and already shared about it (both false for an unknown plan). */
export async function findTestimonialPlan(db: Queryable, userId: string, planId: number): Promise<{ finished: boolean; alreadyShared: boolean }> {
  const [row] = await db
    .select({
      finished: finishedBy(userId),
      alreadyShared: sharedBy(userId),
    })
    .from(devotionalPlans)
    .where(eq(devotionalPlans.id, planId));
  return row ?? { finished: false, alreadyShared: false };
}

/** The plans the dad finished and has not shared about yet, by title. */
export async function selectShareablePlans(db: Queryable, userId: string): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: devotionalPlans.id, title: devotionalPlans.title })
    .from(devotionalPlans)
    .where(and(finishedBy(userId), sql`not ${sharedBy(userId)}`))
    .orderBy(devotionalPlans.title);
}

/** Testimonials with their plan's title (`planTitle`), those `where` picks, newest first. */
function selectWithPlanTitle<F extends Record<string, PgColumn>>(db: Queryable, fields: F, where: SQL) {
  return db
    .select({ ...fields, planTitle: devotionalPlans.title })
    .from(testimonials)
    .innerJoin(devotionalPlans, eq(devotionalPlans.id, testimonials.planId))
    .where(where)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

export async function selectOwnTestimonials(db: Queryable, userId: string) {
  return selectWithPlanTitle(db, { id: testimonials.id, words: testimonials.words, status: testimonials.status }, eq(testimonials.userId, userId));
}

export async function insertTestimonial(
  db: Queryable,
  values: { userId: string; planId: number; firstName: string; city: string; words: string; consentedAt: Date },
): Promise<{ id: number; status: TestimonialStatus }> {
  const [row] = await db.insert(testimonials).values(values).returning({ id: testimonials.id, status: testimonials.status });
  if (!row) throw new Error("testimonial not inserted");
  return row;
}

/** The admin's list of one status, newest first (at most 100). */
export async function selectTestimonialsByStatus(db: Queryable, status: TestimonialStatus) {
  const { id, firstName, city, words, createdAt, consentedAt } = getTableColumns(testimonials);
  return selectWithPlanTitle(db, { id, firstName, city, words, status: testimonials.status, createdAt, consentedAt }, eq(testimonials.status, status)).limit(
    100,
  );
}

/** Records the admin's decision; undefined for an unknown id. */
export async function setTestimonialStatus(
  db: Queryable,
  id: number,
  status: TestimonialStatus,
  adminId: string,
): Promise<{ id: number; status: TestimonialStatus } | undefined> {
  const [row] = await db
    .update(testimonials)
    .set({ status, reviewedBy: adminId, reviewedAt: new Date() })
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id, status: testimonials.status });
  return row;
}

/** The latest approved, by when they were approved (index testimonials_status_reviewed_idx). */
export async function selectLatestApproved(db: Queryable, limit: number) {
  return db
    .select({ id: testimonials.id, firstName: testimonials.firstName, city: testimonials.city, words: testimonials.words })
    .from(testimonials)
    .where(eq(testimonials.status, "approved"))
    .orderBy(desc(testimonials.reviewedAt), desc(testimonials.id))
    .limit(limit);
}

/** Who shared the words (undefined for an unknown id). */
export async function findTestimonialOwner(db: Queryable, id: number): Promise<{ userId: string } | undefined> {
  const [row] = await db.select({ userId: testimonials.userId }).from(testimonials).where(eq(testimonials.id, id));
  return row;
}

/** Deletes his words and his consent with them; false when they were gone already. */
export async function deleteOwnTestimonial(db: Queryable, userId: string, id: number): Promise<boolean> {
  return (await deleteRows(db, testimonials, and(eq(testimonials.id, id), eq(testimonials.userId, userId)))) > 0;
}
