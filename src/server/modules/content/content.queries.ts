// The only Drizzle code of the content area: reading a week's devotional, challenge and Dad's Corner.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { param, preparedQuery } from "../../platform/statements.ts";
import { challenges, dadsCorner, devotionalPlans, devotionals, planContent } from "../../db/schema/index.ts";
import { familyOwnsPlan, planInsider } from "../payments/payments.queries.ts";

/**
 * One round trip for a week's content. The selected plan's plan_content row for the week wins (even
 * when one of its ids is empty); without a plan, or without a row for the week, each item falls back to
 * the general content of that week number, the first by id. Dad's Corner is joined only when asked for,
 * so a son's query never reads it.
 */
export async function selectWeekContent(db: Queryable, input: { weekNumber: number; planId: number | null; includeDadsCorner: boolean; userId: string }) {
  const statement = input.planId === null ? generalWeekContent(db) : planWeekContent(db);
  const rows = await statement.execute(input);
  return rows[0];
}

/**
 * Prepared once per database handle (or transaction), so PostgreSQL parses it once per connection and keeps a
 * generic plan. Two statements, with and without a plan: one statement for both would be planned afresh on every
 * request, since a custom plan for "no plan" (the joins folded away) always looks cheaper to PostgreSQL than the
 * generic plan.
 */
const generalWeekContent = preparedQuery("week_content_general", (db: Queryable) => weekContentQuery(db, false));
const planWeekContent = preparedQuery("week_content_of_plan", (db: Queryable) => weekContentQuery(db, true));

function weekContentQuery(db: Queryable, ofPlan: boolean) {
  const week = sql`${param("weekNumber")}::int`;
  // A plan_content row exists for the plan and week: use its ids; otherwise the first item of the week.
  const pick = (planColumn: AnyColumn, fallback: SQL) =>
    ofPlan ? sql`case when ${planContent.id} is null then (${fallback}) else ${planColumn} end` : sql`(${fallback})`;

  // The fallback is the platform's own live content: an organization's items reach families only through its plans.
  const firstDevotional = sql`select min(${devotionals.id}) from ${devotionals} where ${devotionals.weekNumber} = ${week} and ${devotionals.organizationId} is null and ${devotionals.archivedAt} is null`;
  const firstChallenge = sql`select min(${challenges.id}) from ${challenges} where ${challenges.weekNumber} = ${week} and ${challenges.organizationId} is null and ${challenges.archivedAt} is null`;
  const firstDadsCorner = sql`select min(${dadsCorner.id}) from ${dadsCorner} where ${dadsCorner.weekNumber} = ${week} and ${dadsCorner.organizationId} is null and ${dadsCorner.archivedAt} is null`;

  return db
    .select({
      planId: devotionalPlans.id,
      planTitle: devotionalPlans.title,
      // The reader's own facts for the plan's read rule (policies/plan-content.ts), decided in week-content.ts.
      owned: sql<boolean>`coalesce(${familyOwnsPlan(devotionalPlans.id, param("userId"))}, false)`,
      insider: sql<boolean>`coalesce(${planInsider(devotionalPlans.id, devotionalPlans.organizationId, param("userId"))}, false)`,
      membersOnly: devotionalPlans.membersOnly,
      // Without the viewer: the week is of a paid plan and past the free first week.
      paidWeek: sql<boolean>`coalesce(${week} >= 2 and ${devotionalPlans.priceCents} > 0, false)`,
      planWeeks: devotionalPlans.durationWeeks,
      devotional: {
        id: devotionals.id,
        weekNumber: devotionals.weekNumber,
        title: devotionals.title,
        scriptureReference: devotionals.scriptureReference,
        content: devotionals.content,
        memoryVerse: devotionals.memoryVerse,
        discussionQuestions: devotionals.discussionQuestions,
      },
      challenge: {
        id: challenges.id,
        weekNumber: challenges.weekNumber,
        title: challenges.title,
        description: challenges.description,
        fitnessFocus: challenges.fitnessFocus,
        difficulty: challenges.difficulty,
        durationMinutes: challenges.durationMinutes,
        equipmentNeeded: challenges.equipmentNeeded,
        measures: challenges.measures,
      },
      dadsCorner: {
        id: dadsCorner.id,
        weekNumber: dadsCorner.weekNumber,
        title: dadsCorner.title,
        content: dadsCorner.content,
        resources: dadsCorner.resources,
      },
    })
    .from(sql`(select 1) as week_input`)
    .leftJoin(devotionalPlans, ofPlan ? sql`${devotionalPlans.id} = ${param("planId")}::int` : sql`false`)
    .leftJoin(planContent, ofPlan ? sql`${planContent.planId} = ${devotionalPlans.id} and ${planContent.weekNumber} = ${week}` : sql`false`)
    .leftJoin(devotionals, sql`${devotionals.id} = ${pick(planContent.devotionalId, firstDevotional)}`)
    .leftJoin(challenges, sql`${challenges.id} = ${pick(planContent.challengeId, firstChallenge)}`)
    .leftJoin(dadsCorner, sql`${param("includeDadsCorner")}::boolean and ${dadsCorner.id} = ${pick(planContent.dadsCornerId, firstDadsCorner)}`)
    .limit(1);
}

/**
 * A row of selectWeekContent. Drizzle turns each left-joined item into null when it did not match, so an item
 * is either null or complete.
 */
export type WeekContentRow = NonNullable<Awaited<ReturnType<typeof selectWeekContent>>>;
