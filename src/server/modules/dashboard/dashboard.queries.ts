// The dashboard's reads: everything but the week's content in one statement.
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { param, preparedSql } from "../../platform/statements.ts";
import { devotionalPlans, encouragements, familyLinks, journalEntries, planRunPauses, planRuns, profiles, progress } from "../../db/schema/index.ts";
import { planLockedFor } from "../progress/progress.queries.ts";
import { openToAuthor } from "../journal/journal.queries.ts";
import { DASHBOARD_JOURNAL_LIMIT, DASHBOARD_PLAN_LIMIT, MAX_DASHBOARD_WEEK, MIN_WEEK, type JournalEntryType } from "../../../shared/constants.ts";
import {
  DASHBOARD_EXCERPT_LENGTH,
  type TDashboardJournalEntry,
  type TDashboardPlan,
  type TFamilyMemberWeek,
  type TFromDad,
} from "../../../shared/schemas/dashboard.ts";

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
 * The family (confirmed links only): a dad's sons or a son's dad, with their items for the week
 * of the family's run (everyone's ticks for the same family week) and their latest entry for it only
 * when they shared it. A scalar subquery aggregated to JSON.
 */
function familySubquery(userId: SQL, week: SQL, runId: SQL): SQL {
  return sql`(select coalesce(json_agg(f order by f.link_id), '[]'::json) from (
        select m.member_id as user_id, mp.full_name, mp.role, m.link_id,
               pr.devotional_completed, pr.challenge_completed, pr.journal_completed,
               (select json_build_object('id', je.id, 'title', je.title, 'excerpt', left(je.content, ${DASHBOARD_EXCERPT_LENGTH}::int))
                  from ${journalEntries} je
                 where je.user_id = m.member_id and je.week_number = ${week} and not je.is_private
                 order by je.created_at desc, je.id desc limit 1) as shared_entry
        from (
          select fl.son_id as member_id, fl.id as link_id from ${familyLinks} fl where fl.dad_id = ${userId} and fl.confirmed_at is not null
          union all
          select fl.dad_id, fl.id from ${familyLinks} fl where fl.son_id = ${userId} and fl.confirmed_at is not null
        ) m
        join ${profiles} mp on mp.id = m.member_id
        left join ${progress} pr on pr.user_id = m.member_id and pr.week_number = ${week} and pr.plan_run_id = ${runId}
      ) f)`;
}

export interface DashboardBase {
  rows: ProgressRowJson[];
  plan: { title: string; durationWeeks: number } | null;
  /** When week 1 of the family's run starts (null: no run yet). */
  startsOn: string | null;
  /** When the run's schedule was last set (null: no run yet). */
  scheduleSetOn: string | null;
  /** Weeks 2 and later of the plan are closed to the family (a paid plan it has not bought). */
  planLocked: boolean;
  plans: TDashboardPlan[];
  recentEntries: TDashboardJournalEntry[];
  /** The family's items for familyWeek: the requested week, else the current week as the database counts it. */
  family: TFamilyMemberWeek[];
  familyWeek: number;
  /** What the family streak is counted from: whom it counts, the weeks each finished ("id|week"), the run's pauses. */
  streak: { members: string[]; finished: Set<string>; pauses: Array<{ startsOn: string; endsOn: string | null }> };
  /** The latest encouragement sent to the viewer in the last 14 days (only sons receive them). */
  fromDad: TFromDad | null;
}

interface DashboardBaseRow extends Record<string, unknown> {
  rows: ProgressRowJson[];
  plan_title: string | null;
  plan_weeks: number | null;
  starts_on: string | null;
  schedule_set_on: string | null;
  plan_locked: boolean | null;
  plans: PlanJson[];
  entries: EntryJson[];
  family: FamilyJson[];
  family_week: number;
  streak_members: string[];
  streak_finished: Array<[string, number]>;
  streak_pauses: Array<{ startsOn: string; endsOn: string | null }>;
  from_dad: { id: number; message: string; sentAt: string } | null;
}

const dashboardBase = preparedSql<DashboardBaseRow, { userId: string; ownerId: string; planId: number | null; requestedWeek: number | null }>(
  "dashboard_base",
  () => sql`
    with plan as (
      select ${devotionalPlans.title} as title, ${devotionalPlans.durationWeeks} as weeks from ${devotionalPlans} where ${devotionalPlans.id} = ${param("planId")}::int
    ), run as (
      select ${planRuns.id} as id, ${planRuns.startsOn} as starts_on, ${planRuns.scheduleSetOn} as schedule_set_on from ${planRuns}
      where ${planRuns.userId} = ${param("ownerId")} and ${planRuns.planId} is not distinct from ${param("planId")}::int
    ), streak_members as (
      -- Whom the family streak counts: the run's owner and his confirmed sons.
      select ${param("ownerId")}::text as id
      union
      select ${familyLinks.sonId} from ${familyLinks} where ${familyLinks.dadId} = ${param("ownerId")} and ${familyLinks.confirmedAt} is not null
    ), mine as (
      select ${progress.id}, ${progress.weekNumber}, ${progress.devotionalCompleted}, ${progress.challengeCompleted}, ${progress.journalCompleted}
      from ${progress} where ${progress.userId} = ${param("userId")} and ${progress.planRunId} = (select id from run)
    ), shown as (
      -- The family week (shared/plan-run.ts familyWeekOn): week 1 until the run's start date, then one
      -- more every 7 days, up to one past the plan's end (at most 52). Without a run yet: week 1.
      select coalesce(${param("requestedWeek")}::int, (
        select least(greatest(((now() at time zone 'utc')::date - run.starts_on) / 7 + 1, ${MIN_WEEK}::int),
                     least(coalesce((select weeks from plan), ${MAX_DASHBOARD_WEEK}::int - 1) + 1, ${MAX_DASHBOARD_WEEK}::int))
          from run
      ), ${MIN_WEEK}::int) as week
    )
    select
      (select coalesce(json_agg(r order by r.week_number), '[]'::json) from mine r) as rows,
      (select title from plan) as plan_title,
      (select weeks from plan) as plan_weeks,
      (select starts_on::text from run) as starts_on,
      (select schedule_set_on::text from run) as schedule_set_on,
      ${planLockedFor(sql`${param("planId")}::int`, param("userId"))} as plan_locked,
      (select coalesce(json_agg(p order by p.created_at desc, p.id desc), '[]'::json) from (
        select ${devotionalPlans.id}, ${devotionalPlans.title}, ${devotionalPlans.description},
               ${devotionalPlans.coverImageUrl}, ${devotionalPlans.durationWeeks}, ${devotionalPlans.createdAt}
        from ${devotionalPlans}
        where ${devotionalPlans.status} = 'published' and ${devotionalPlans.isPublic} and not ${devotionalPlans.membersOnly}
        order by ${devotionalPlans.createdAt} desc, ${devotionalPlans.id} desc
        limit ${DASHBOARD_PLAN_LIMIT}
      ) p) as plans,
      (select coalesce(json_agg(j order by j.created_at desc, j.id desc), '[]'::json) from (
        select ${journalEntries.id}, ${journalEntries.title}, left(${journalEntries.content}, ${DASHBOARD_EXCERPT_LENGTH}::int) as excerpt,
               ${journalEntries.entryType}, ${journalEntries.weekNumber}, ${journalEntries.createdAt}
        from ${journalEntries}
        where ${journalEntries.userId} = ${param("userId")} and ${openToAuthor()}
        order by ${journalEntries.createdAt} desc, ${journalEntries.id} desc
        limit ${DASHBOARD_JOURNAL_LIMIT}
      ) j) as entries,
      ${familySubquery(param("userId"), sql`(select week from shown)`, sql`(select id from run)`)} as family,
      (select week from shown) as family_week,
      (select coalesce(json_agg(m.id), '[]'::json) from streak_members m) as streak_members,
      (select coalesce(json_agg(json_build_array(${progress.userId}, ${progress.weekNumber})), '[]'::json) from ${progress}
        where ${progress.planRunId} = (select id from run) and ${progress.userId} in (select id from streak_members)
          and ${progress.devotionalCompleted} and ${progress.challengeCompleted} and ${progress.journalCompleted}) as streak_finished,
      (select coalesce(json_agg(json_build_object('startsOn', ${planRunPauses.startsOn}::text, 'endsOn', ${planRunPauses.endsOn}::text)
                                order by ${planRunPauses.startsOn}, ${planRunPauses.id}), '[]'::json)
        from ${planRunPauses} where ${planRunPauses.planRunId} = (select id from run)) as streak_pauses,
      (select json_build_object('id', ${encouragements.id}, 'message', ${encouragements.message}, 'sentAt', ${encouragements.createdAt})
        from ${encouragements}
        where ${encouragements.toUserId} = ${param("userId")} and ${encouragements.createdAt} >= now() - interval '14 days'
        order by ${encouragements.createdAt} desc, ${encouragements.id} desc limit 1) as from_dad`,
);

/**
 * Everything of the dashboard but the week's content, in one statement: the viewer's progress rows (at most one
 * per week) and the family plan's title and length; the 3 latest published public plans (those the marketplace
 * lists, so every card's link opens); the viewer's 3 latest journal entries; the family's items for the
 * requested week or, without one, for the family week counted from the run's start date (the service
 * checks that both agree).
 */
export async function selectDashboardBase(
  db: Queryable,
  ids: { userId: string; ownerId: string; planId: number | null },
  requestedWeek: number | null,
): Promise<DashboardBase> {
  const [row] = await dashboardBase(db, { ...ids, requestedWeek });
  const plan = row?.plan_title != null && row.plan_weeks != null ? { title: row.plan_title, durationWeeks: Number(row.plan_weeks) } : null;
  return {
    rows: row?.rows ?? [],
    plan,
    startsOn: row?.starts_on ?? null,
    scheduleSetOn: row?.schedule_set_on ?? null,
    planLocked: row?.plan_locked === true,
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
    family: toFamily(row?.family ?? []),
    familyWeek: Number(row?.family_week ?? 0),
    streak: {
      members: row?.streak_members ?? [],
      finished: new Set((row?.streak_finished ?? []).map(([userId, week]) => `${userId}|${week}`)),
      pauses: row?.streak_pauses ?? [],
    },
    fromDad: row?.from_dad ? { id: row.from_dad.id, message: row.from_dad.message, sentAt: new Date(row.from_dad.sentAt).toISOString() } : null,
  };
}

const familyWeek = preparedSql<{ family: FamilyJson[] }, { userId: string; ownerId: string; planId: number | null; weekNumber: number }>(
  "dashboard_family_week",
  () =>
    sql`select ${familySubquery(
      param("userId"),
      sql`${param("weekNumber")}::int`,
      sql`(select ${planRuns.id} from ${planRuns} where ${planRuns.userId} = ${param("ownerId")} and ${planRuns.planId} is not distinct from ${param("planId")}::int)`,
    )} as family`,
);

/** The family's items for one week (only when the service's family week differs from the database's: a date turning over). */
export async function selectFamilyWeek(
  db: Queryable,
  ids: { userId: string; ownerId: string; planId: number | null },
  weekNumber: number,
): Promise<TFamilyMemberWeek[]> {
  const [row] = await familyWeek(db, { ...ids, weekNumber });
  return toFamily(row?.family ?? []);
}

function toFamily(rows: FamilyJson[]): TFamilyMemberWeek[] {
  return rows.map((f) => ({
    userId: f.user_id,
    fullName: f.full_name,
    role: f.role,
    progress: {
      devotionalCompleted: f.devotional_completed === true,
      challengeCompleted: f.challenge_completed === true,
      journalCompleted: f.journal_completed === true,
    },
    sharedEntry: f.shared_entry,
  }));
}
