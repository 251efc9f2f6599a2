// npm run bench:reminders — the reminder sweep on a seeded database.
//
// Seeds N families (a user and a reminder each; BENCH_FAMILIES, default 10,000 and 100,000) into its own
// database on BENCH_DATABASE_URL / TEST_DATABASE_URL (created once as sb_bench_reminders and reused: the seeded
// rows are replaced, the database is never dropped), then measures:
//  - a normal minute: reminders spread over the week (every minute slot holds N / 10,080 of them): the sweep's
//    time for one slot, and the plan PostgreSQL chose (an index range scan on reminder_settings_due_idx);
//  - the worst minute: every family due at the same minute (all on "Sunday 7 pm" in one zone): the whole sweep,
//    claimed and queued in batches of SWEEP_BATCH, as milliseconds per 1,000 families.
// The ratio of time to families should stay flat from 10k to 100k (bounded: linear in the due rows, not in N).
import crypto from "node:crypto";
import pg from "pg";
import pino from "pino";
import { PgBoss } from "pg-boss";
import { migrateDatabase, withDatabaseName } from "../src/server/db/client.ts";
import { createDatabase } from "../src/server/platform/database.ts";
import { SCHEMA_INSTALLERS } from "../src/server/schema-installers.ts";
import { JOB_SCHEMA, QUEUES } from "../src/server/jobs/job-queue.ts";
import { SWEEP_BATCH, sweepReminders } from "../src/server/modules/reminders/reminder-jobs.ts";
import { SWEEP_SQL } from "../src/server/modules/reminders/reminder-jobs.queries.ts";

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NAME = "sb_bench_reminders";
const SIZES = (process.env.BENCH_FAMILIES ?? "10000,100000").split(",").map(Number);
const SLOT = new Date("2026-03-01T01:00:00Z");

async function ensureDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [NAME]);
  if (!rowCount) await admin.query(`create database ${NAME}`);
  await admin.end();
  const url = withDatabaseName(SERVER, NAME);
  const db = createDatabase(url, { max: 2 });
  await migrateDatabase(db, SCHEMA_INSTALLERS);
  await db.$client.end();
  return url;
}

async function seed(pool: pg.Pool, families: number, spread: boolean): Promise<void> {
  await pool.query("truncate reminder_settings, reminder_deliveries");
  await pool.query(`delete from ${JOB_SCHEMA}.job where name = $1`, [QUEUES.reminder.name]);
  await pool.query("delete from users where email like 'bench-%@bench.invalid'");
  const tag = crypto.randomBytes(3).toString("hex");
  // One statement per 20,000 rows: users, profiles and reminders from generate_series.
  for (let from = 0; from < families; from += 20_000) {
    const to = Math.min(families, from + 20_000) - 1;
    await pool.query(
      `insert into users (id, name, email) select 'bench-' || $1 || '-' || i, 'Bench Dad', 'bench-' || $1 || '-' || i || '@bench.invalid' from generate_series($2::int, $3::int) i`,
      [tag, from, to],
    );
    await pool.query(
      `insert into profiles (id, full_name, role) select 'bench-' || $1 || '-' || i, 'Bench Dad', 'dad' from generate_series($2::int, $3::int) i`,
      [tag, from, to],
    );
    // Spread: slot i mod 10,080 of the week; worst case: everyone at SLOT.
    await pool.query(
      `insert into reminder_settings (user_id, weekday, hour, minute, time_zone, channels, next_due_at)
       select 'bench-' || $1 || '-' || i, 0, 19, 0, 'America/Chicago', '{email}',
              case when $4 then $5::timestamptz + make_interval(mins => (i % 10080)) else $5::timestamptz end
         from generate_series($2::int, $3::int) i`,
      [tag, from, to, spread, SLOT.toISOString()],
    );
  }
  await pool.query("analyze reminder_settings");
}

async function main(): Promise<void> {
  const url = await ensureDatabase();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const boss = new PgBoss({ connectionString: url, schema: JOB_SCHEMA, migrate: false, createSchema: false, schedule: false, supervise: false, max: 2 });
  boss.on("error", () => {});
  await boss.start();
  const logger = pino({ level: "silent" });
  void logger;
  const results: Array<Record<string, number | string>> = [];
  for (const families of SIZES) {
    // A normal minute: one slot's share of the week.
    await seed(pool, families, true);
    const plan = await pool.query<{ "QUERY PLAN": string }>(
      `explain ${SWEEP_SQL.replace(/\$1/g, `'${SLOT.toISOString()}'::timestamptz`).replace(/\$2/g, String(SWEEP_BATCH))}`,
    );
    const usesIndex = plan.rows.some((r) => r["QUERY PLAN"].includes("reminder_settings_due_idx"));
    const t0 = performance.now();
    const slotCount = await sweepReminders(pool, boss, SLOT);
    const slotMs = performance.now() - t0;
    // The worst minute: everyone due together.
    await seed(pool, families, false);
    const t1 = performance.now();
    const all = await sweepReminders(pool, boss, new Date(SLOT.getTime() + 30_000));
    const allMs = performance.now() - t1;
    const row = {
      families,
      slotDue: slotCount,
      slotMs: Math.round(slotMs * 10) / 10,
      indexRangeScan: usesIndex ? "yes" : "NO",
      worstMinuteDue: all,
      worstMinuteMs: Math.round(allMs),
      msPer1000: Math.round((allMs / (all / 1000)) * 10) / 10,
    };
    results.push(row);
    console.log(JSON.stringify(row));
  }
  const first = results[0];
  const last = results[results.length - 1];
  if (first && last && first !== last) {
    console.log(
      `ratio of ms per 1,000 families, ${String(last.families)} vs ${String(first.families)}: ${(Number(last.msPer1000) / Number(first.msPer1000)).toFixed(2)}`,
    );
  }
  await pool.query("truncate reminder_settings, reminder_deliveries");
  await pool.query(`delete from ${JOB_SCHEMA}.job where name = $1`, [QUEUES.reminder.name]);
  await pool.query("delete from users where email like 'bench-%@bench.invalid'");
  await boss.stop({ graceful: false });
  await pool.end();
}

await main();
