// The dashboard's read of plans and journal entries: both panels in one round trip.
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { devotionalPlans, familyLinks, journalEntries, profiles, progress } from "../../db/schema/index.ts";
import { DASHBOARD_JOURNAL_LIMIT, DASHBOARD_PLAN_LIMIT, type JournalEntryType } from "../../../shared/constants.ts";
import { DASHBOARD_EXCERPT_LENGTH, type DashboardJournalEntry, type DashboardPlan, type TFamilyMemberWeek } from "../../../shared/schemas/dashboard.ts";

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

export interface ProgressRowJson {
  id: number;
  week_number: number;
  devotional_completed: boolean;
  challenge_completed: boolean;
  journal_completed: boolean;
}

/** The viewer's progress rows (at most one per week) and the family plan's title and length: one statement. */
export async function selectJourney(
  db: Queryable,
  userId: string,
  planId: number | null,
): Promise<{ rows: ProgressRowJson[]; plan: { title: string; durationWeeks: number } | null }> {
  const result = await db.execute<{ rows: ProgressRowJson[]; plan_title: string | null; plan_weeks: number | null }>(sql`
    select
      (select coalesce(json_agg(r order by r.week_number), '[]'::json) from (
        select ${progress.id}, ${progress.weekNumber}, ${progress.devotionalCompleted}, ${progress.challengeCompleted}, ${progress.journalCompleted}
        from ${progress} where ${progress.userId} = ${userId}
      ) r) as rows,
      (select ${devotionalPlans.title} from ${devotionalPlans} where ${devotionalPlans.id} = ${planId}::int) as plan_title,
      (select ${devotionalPlans.durationWeeks} from ${devotionalPlans} where ${devotionalPlans.id} = ${planId}::int) as plan_weeks`);
  const row = result.rows[0];
  const plan = row?.plan_title != null && row.plan_weeks != null ? { title: row.plan_title, durationWeeks: Number(row.plan_weeks) } : null;
  return { rows: row?.rows ?? [], plan };
}

interface FamilyJson {
  user_id: string;
  full_name: string;
  role: "dad" | "son";
  devotional_completed: boolean | null;
  challenge_completed: boolean | null;
  journal_completed: boolean | null;
  shared_entry: { id: number; title: string; excerpt: string } | null;
}

/**
 * The 3 latest published public plans (those the marketplace lists, so every card's link opens) and the user's
 * 3 latest journal entries. Two unrelated lists, so each is a
 * scalar subquery aggregated to JSON: one statement instead of two keeps the dashboard within 3 round trips.
 */
export async function selectPlansAndRecentEntries(
  db: Queryable,
  userId: string,
  weekNumber: number,
): Promise<{ plans: DashboardPlan[]; recentEntries: DashboardJournalEntry[]; family: TFamilyMemberWeek[] }> {
  // The family (confirmed links only, decision 009): a dad's sons or a son's dad, with their items for the week
  // and their latest entry for it only when they shared it.
  const result = await db.execute<{ plans: PlanJson[]; entries: EntryJson[]; family: FamilyJson[] }>(sql`
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
      ) j) as entries,
      (select coalesce(json_agg(f order by f.link_id), '[]'::json) from (
        select m.member_id as user_id, mp.full_name, mp.role, m.link_id,
               pr.devotional_completed, pr.challenge_completed, pr.journal_completed,
               (select json_build_object('id', je.id, 'title', je.title, 'excerpt', left(je.content, ${DASHBOARD_EXCERPT_LENGTH}::int))
                  from ${journalEntries} je
                 where je.user_id = m.member_id and je.week_number = ${weekNumber}::int and not je.is_private
                 order by je.created_at desc, je.id desc limit 1) as shared_entry
        from (
          select fl.son_id as member_id, fl.id as link_id from ${familyLinks} fl where fl.dad_id = ${userId} and fl.confirmed_at is not null
          union all
          select fl.dad_id, fl.id from ${familyLinks} fl where fl.son_id = ${userId} and fl.confirmed_at is not null
        ) m
        join ${profiles} mp on mp.id = m.member_id
        left join ${progress} pr on pr.user_id = m.member_id and pr.week_number = ${weekNumber}::int
      ) f) as family`);
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
    family: (row?.family ?? []).map((f) => ({
      userId: f.user_id,
      fullName: f.full_name,
      role: f.role,
      progress: {
        devotionalCompleted: f.devotional_completed === true,
        challengeCompleted: f.challenge_completed === true,
        journalCompleted: f.journal_completed === true,
      },
      sharedEntry: f.shared_entry,
    })),
  };
}
