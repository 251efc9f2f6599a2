// The dashboard's read of plans and journal entries: both panels in one round trip.
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { devotionalPlans, journalEntries } from "../../db/schema/index.ts";
import { DASHBOARD_JOURNAL_LIMIT, DASHBOARD_PLAN_LIMIT, type JournalEntryType } from "../../../shared/constants.ts";
import { DASHBOARD_EXCERPT_LENGTH, type DashboardJournalEntry, type DashboardPlan } from "../../../shared/schemas/dashboard.ts";

interface PlanJson {
  id: number;
  title: string;
  description: string | null;
  cover_image_url: string | null;
  duration_weeks: number;
}

interface EntryJson {
  id: number;
  title: string;
  excerpt: string;
  entry_type: JournalEntryType;
  week_number: number | null;
  created_at: string;
}

/**
 * The 3 latest published public plans (those the marketplace lists, so every card's link opens) and the user's
 * 3 latest journal entries. Two unrelated lists, so each is a
 * scalar subquery aggregated to JSON: one statement instead of two keeps the dashboard within 3 round trips.
 */
export async function selectPlansAndRecentEntries(
  db: Queryable,
  userId: string,
): Promise<{ plans: DashboardPlan[]; recentEntries: DashboardJournalEntry[] }> {
  const result = await db.execute<{ plans: PlanJson[]; entries: EntryJson[] }>(sql`
    select
      (select coalesce(json_agg(p order by p.created_at desc, p.id desc), '[]'::json) from (
        select ${devotionalPlans.id}, ${devotionalPlans.title}, ${devotionalPlans.description},
               ${devotionalPlans.coverImageUrl}, ${devotionalPlans.durationWeeks}, ${devotionalPlans.createdAt}
        from ${devotionalPlans}
        where ${devotionalPlans.status} = 'published' and ${devotionalPlans.isPublic}
        order by ${devotionalPlans.createdAt} desc, ${devotionalPlans.id} desc
        limit ${DASHBOARD_PLAN_LIMIT}
      ) p) as plans,
      (select coalesce(json_agg(j order by j.created_at desc, j.id desc), '[]'::json) from (
        select ${journalEntries.id}, ${journalEntries.title}, left(${journalEntries.content}, ${DASHBOARD_EXCERPT_LENGTH}::int) as excerpt,
               ${journalEntries.entryType}, ${journalEntries.weekNumber}, ${journalEntries.createdAt}
        from ${journalEntries}
        where ${journalEntries.userId} = ${userId}
        order by ${journalEntries.createdAt} desc, ${journalEntries.id} desc
        limit ${DASHBOARD_JOURNAL_LIMIT}
      ) j) as entries`);
  const row = result.rows[0];
  return {
    plans: (row?.plans ?? []).map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      coverImageUrl: p.cover_image_url,
      durationWeeks: p.duration_weeks,
    })),
    recentEntries: (row?.entries ?? []).map((e) => ({
      id: e.id,
      title: e.title,
      excerpt: e.excerpt,
      entryType: e.entry_type,
      weekNumber: e.week_number,
      createdAt: new Date(e.created_at).toISOString(),
    })),
  };
}
