// The family a person belongs to, its current run and week, and each member's week: what reminders, the recap and
// the streak are counted from (the family's week on its plan, never app opens).
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { familyWeekOn, lastSunday, todayIn } from "../../../shared/plan-run.ts";
import { serverNow } from "../../lib/clock.ts";
import { ensureRun, planWeeks, type PlanRunRow } from "../progress/progress.queries.ts";

export interface FamilyMemberRow {
  userId: string;
  name: string;
  email: string;
  role: "dad" | "son";
  under13: boolean;
}

export interface FamilyWeek {
  ownerId: string;
  planId: number | null;
  run: PlanRunRow;
  totalWeeks: number | null;
  familyWeek: number;
  /** The family's clock: the owner's zone, and the day `familyWeek` was counted on. */
  timeZone: string;
  today: string;
  /** The owner first, then his confirmed sons. */
  members: FamilyMemberRow[];
}

/** The family of `userId`: its owner (his confirmed dad, or himself), the owner's plan, and the confirmed sons. */
export async function findFamily(
  db: Queryable,
  userId: string,
): Promise<{ ownerId: string; planId: number | null; timeZone: string; members: FamilyMemberRow[] }> {
  const result = await db.execute<{ owner_id: string; plan_id: number | null; time_zone: string | null }>(sql`
    select o.owner_id, p.selected_plan_id as plan_id, p.time_zone
      from (select coalesce((select dad_id from family_links where son_id = ${userId} and confirmed_at is not null), ${userId}) as owner_id) o
      left join profiles p on p.id = o.owner_id`);
  const ownerId = result.rows[0]?.owner_id ?? userId;
  const planId = result.rows[0]?.plan_id ?? null;
  const timeZone = result.rows[0]?.time_zone ?? "UTC";
  const members = await db.execute<{ user_id: string; name: string; email: string; role: string; under13: boolean; ord: number }>(sql`
    select p.id as user_id, p.full_name as name, u.email, p.role::text as role, false as under13, 0 as ord
      from profiles p join users u on u.id = p.id where p.id = ${ownerId}
    union all
    select p.id, p.full_name, u.email, 'son', l.son_age_band = 'under_13', l.id
      from family_links l join profiles p on p.id = l.son_id join users u on u.id = l.son_id
     where l.dad_id = ${ownerId} and l.confirmed_at is not null
    order by ord`);
  return {
    ownerId,
    planId,
    timeZone,
    members: members.rows.map((r) => ({ userId: r.user_id, name: r.name, email: r.email, role: r.role === "son" ? "son" : "dad", under13: r.under13 })),
  };
}

/** The family, its current run (begun this week when it had none) and the family week on `today` (else its today now). */
export async function findFamilyWeek(db: Queryable, userId: string, on?: string): Promise<FamilyWeek> {
  const family = await findFamily(db, userId);
  const today = on ?? todayIn(family.timeZone, serverNow());
  const run = await ensureRun(db, { ownerId: family.ownerId, planId: family.planId }, lastSunday(today));
  const totalWeeks = await planWeeks(db, family.planId);
  return { ...family, run, totalWeeks, today, familyWeek: familyWeekOn(run.startsOn, today, totalWeeks) };
}

/** Items done per member and week of the run, weeks 1..upTo (one statement). */
export async function itemsDone(db: Queryable, runId: number, userIds: string[], upTo: number): Promise<Map<string, Map<number, number>>> {
  const byUser = new Map<string, Map<number, number>>();
  if (userIds.length === 0 || upTo < 1) return byUser;
  const rows = await db.execute<{ user_id: string; week_number: number; done: number }>(sql`
    select user_id, week_number,
           (devotional_completed::int + challenge_completed::int + journal_completed::int) as done
      from progress
     where plan_run_id = ${runId} and week_number <= ${upTo}
       and user_id in (${sql.join(
         userIds.map((id) => sql`${id}`),
         sql`, `,
       )})`);
  for (const row of rows.rows) {
    const weeks = byUser.get(row.user_id) ?? new Map<number, number>();
    weeks.set(row.week_number, Number(row.done));
    byUser.set(row.user_id, weeks);
  }
  return byUser;
}

/** The run's pauses (oldest first); `endsOn` null while one lasts. */
export async function findPauses(db: Queryable, runId: number): Promise<Array<{ id: number; startsOn: string; endsOn: string | null; reason: string }>> {
  const rows = await db.execute<{ id: number; starts_on: string; ends_on: string | null; reason: string }>(sql`
    select id, starts_on::text, ends_on::text, reason from plan_run_pauses where plan_run_id = ${runId} order by starts_on, id`);
  return rows.rows.map((r) => ({ id: r.id, startsOn: r.starts_on, endsOn: r.ends_on, reason: r.reason }));
}
