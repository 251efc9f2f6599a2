// The bench's data: N families with a year of progress and 20 journal entries each, 200 groups and 50 plans,
// inserted with bulk SQL into a database the server has migrated and seeded with the demo accounts.
import type pg from "pg";
import { DEMO_ACCOUNTS } from "../../src/server/db/seed/accounts.ts";

/** N families (dad + son, confirmed link, a year of progress, 20 journal entries each), 200 groups, 50 plans; the demo family gets the same year. */
export async function seedBenchFamilies(client: pg.Client, families: number): Promise<void> {
  await client.query("begin");
  await client.query(
    `insert into devotional_plans (title, description, duration_weeks, is_public, status, created_at)
     select 'Bench plan ' || i, 'A plan seeded by the bench.', 52, true, 'published', now() - make_interval(days => i) from generate_series(1, 50) i`,
  );
  await client.query(
    `insert into users (id, name, email, email_verified)
     select 'bench-' || kind || '-' || i, 'Bench ' || kind || ' ' || i, 'bench.' || kind || '.' || i || '@example.com', true
       from generate_series(1, $1::int) i cross join (values ('dad'), ('son')) k(kind)`,
    [families],
  );
  await client.query(
    `insert into profiles (id, full_name, role, selected_plan_id)
     select id, name, case when id like 'bench-dad-%' then 'dad'::user_role else 'son'::user_role end,
            (select id from devotional_plans where status = 'published' order by id limit 1)
       from users where id like 'bench-%'`,
  );
  await client.query(
    `insert into family_links (dad_id, son_id, confirmed_at) select 'bench-dad-' || i, 'bench-son-' || i, now() from generate_series(1, $1::int) i`,
    [families],
  );
  await client.query(
    `insert into sessions (id, expires_at, token, user_id) select 'bench-session-' || id, now() + interval '7 days', md5(random()::text) || md5(id), id from users where id like 'bench-%'`,
  );
  const demo = await client.query<{ id: string }>("select id from users where email = any($1)", [[DEMO_ACCOUNTS.dad.email, DEMO_ACCOUNTS.son.email]]);
  const people = `(select id from users where id like 'bench-%' or id = any($1))`;
  const ids = demo.rows.map((r) => r.id);
  await client.query(`delete from progress where user_id = any($1)`, [ids]);
  // Each family's general run (no plan), owned by the dad; a son's rows join his dad's run.
  await client.query(
    `insert into plan_runs (user_id, plan_id, starts_on)
     select u.id, null, current_date - 7 * 51 from ${people} u join profiles p on p.id = u.id where p.role = 'dad' on conflict do nothing`,
    [ids],
  );
  await client.query(
    `insert into progress (user_id, plan_run_id, week_number, devotional_completed, challenge_completed, journal_completed)
     select u.id, r.id, w, w % 3 <> 0, w % 4 <> 0, w % 5 <> 0
       from ${people} u
       join plan_runs r on r.plan_id is null and r.user_id = coalesce((select fl.dad_id from family_links fl where fl.son_id = u.id and fl.confirmed_at is not null limit 1), u.id)
       cross join generate_series(1, 52) w`,
    [ids],
  );
  await client.query(
    `insert into journal_entries (user_id, title, content, week_number, is_private, entry_type, created_at)
     select u.id, 'Entry ' || k, repeat('A week of walking together. ', 30), k, k % 2 = 0, 'reflection', now() - make_interval(days => 7 * k)
       from ${people} u cross join generate_series(1, 20) k`,
    [ids],
  );
  await client.query(
    `insert into dad_groups (name, description, is_private, group_code, created_by)
     select 'Bench group ' || g, 'Dads who meet on Sundays.', g % 2 = 0, 'B' || lpad(g::text, 5, '0'), 'bench-dad-' || ((g % $1::int) + 1) from generate_series(1, 200) g`,
    [families],
  );
  await client.query(
    `insert into group_members (group_id, user_id, role)
     select g.id, 'bench-dad-' || (((g.id * 7 + k) % $1::int) + 1), case when k = 0 then 'leader'::group_member_role else 'member'::group_member_role end
       from dad_groups g cross join generate_series(0, 9) k where g.name like 'Bench group %' on conflict do nothing`,
    [families],
  );
  await client.query(
    `insert into group_members (group_id, user_id) select id, $1 from dad_groups where name like 'Bench group %' order by id limit 5 on conflict do nothing`,
    [ids[0]],
  );
  await client.query("commit");
  await client.query("analyze");
}
