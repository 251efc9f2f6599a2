// Migration 0006 (plan runs) on a database seeded the old way: migrate to 0005, write old-shape rows
// (progress keyed by user and week only), then migrate fully and check that every row has a home and nothing is lost.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../platform/database.ts";
import { migrateDatabase, MIGRATIONS_FOLDER, type Database } from "./client.ts";
import { createTestDatabase } from "../../../tests/support/test-app.ts";
import { todayUtc, familyWeekOn } from "../../shared/plan-run.ts";
import { SCHEMA_INSTALLERS } from "../schema-installers.ts";

let db: Database | undefined;
let folder: string | undefined;
afterAll(async () => {
  await db?.$client.end();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

/** A migrations folder holding 0000–0005 only: the schema as it was before plan runs. */
function migrationsUpTo0005(): string {
  const into = fs.mkdtempSync(path.join(os.tmpdir(), "sb-0005-"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
  const entries = journal.entries.filter((e) => e.idx <= 5);
  fs.mkdirSync(path.join(into, "meta"));
  fs.writeFileSync(path.join(into, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(into, `${e.tag}.sql`));
  return into;
}

describe("migration 0006: progress moves into plan runs", () => {
  it("keeps every progress row, gives each family's current plan a run that keeps its current week, and joins sons to their dad's run", async () => {
    const { url } = await createTestDatabase({ empty: true });
    db = createDatabase(url);
    folder = migrationsUpTo0005();
    await migrate(drizzle(db.$client), { migrationsFolder: folder });
    const q = (text: string, values: unknown[] = []) => db!.$client.query(text, values);

    // Old shape: a dad on a 4-week plan (weeks 1–2 complete, week 3 started), his confirmed son with his own rows,
    // a son whose link is still pending (his own plan), and a dad without a plan who ticked week 1.
    await q(`insert into devotional_plans (title, duration_weeks, status) values ('Four weeks', 4, 'published'), ('Solo', 3, 'published')`);
    const plans = (await q(`select id, title from devotional_plans order by id`)).rows as { id: number; title: string }[];
    const four = plans[0]!.id;
    const solo = plans[1]!.id;
    for (const [id, role, plan] of [
      ["dad-a", "dad", four],
      ["son-a", "son", null],
      ["dad-b", "dad", null],
      ["son-b", "son", solo],
      ["dad-c", "dad", null],
    ] as const) {
      await q(`insert into users (id, name, email) values ($1, $1, $1 || '@example.com')`, [id]);
      await q(`insert into profiles (id, full_name, role, selected_plan_id) values ($1, $1, $2, $3)`, [id, role, plan]);
    }
    await q(`insert into family_links (dad_id, son_id, confirmed_at) values ('dad-a', 'son-a', now()), ('dad-b', 'son-b', null)`);
    const old = [
      ["dad-a", 1, true, true, true],
      ["dad-a", 2, true, true, true],
      ["dad-a", 3, true, false, false],
      ["son-a", 1, false, true, false],
      ["son-a", 5, true, false, false],
      ["son-b", 2, true, true, false],
      ["dad-c", 1, true, false, true],
    ] as const;
    for (const [user, week, d, c, j] of old) {
      await q(`insert into progress (user_id, week_number, devotional_completed, challenge_completed, journal_completed) values ($1, $2, $3, $4, $5)`, [
        user,
        week,
        d,
        c,
        j,
      ]);
    }

    await migrateDatabase(db, SCHEMA_INSTALLERS);

    // Every row is still there with its flags, now in a run.
    const rows = (
      await q(`select pr.user_id, pr.week_number, pr.devotional_completed as d, pr.challenge_completed as c, pr.journal_completed as j,
                      pr.devotional_source, r.user_id as owner, r.plan_id
                 from progress pr join plan_runs r on r.id = pr.plan_run_id order by pr.user_id, pr.week_number`)
    ).rows as {
      user_id: string;
      week_number: number;
      d: boolean;
      c: boolean;
      j: boolean;
      devotional_source: string | null;
      owner: string;
      plan_id: number | null;
    }[];
    expect(rows.map((r) => [r.user_id, r.week_number, r.d, r.c, r.j])).toEqual(
      [...old].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]).map((r) => [...r]),
    );
    const runOfRow = (user: string) => rows.filter((r) => r.user_id === user).map((r) => [r.owner, r.plan_id]);
    expect(new Set(runOfRow("dad-a").map(String))).toEqual(new Set([String(["dad-a", four])]));
    // The confirmed son follows his dad's plan: his rows join his dad's run.
    expect(new Set(runOfRow("son-a").map(String))).toEqual(new Set([String(["dad-a", four])]));
    // A son on a pending link keeps his own plan and run; a dad without a plan gets his general run.
    expect(new Set(runOfRow("son-b").map(String))).toEqual(new Set([String(["son-b", solo])]));
    expect(new Set(runOfRow("dad-c").map(String))).toEqual(new Set([String(["dad-c", null])]));
    // Old ticks count as the person's own: the journal will never take them away.
    expect(rows.filter((r) => r.d).every((r) => r.devotional_source === "person")).toBe(true);
    expect(rows.filter((r) => !r.d).every((r) => r.devotional_source === null)).toBe(true);

    // The family's current week stays where it was: dad-a had weeks 1 and 2 complete, so the family is on week 3.
    const run = (await q(`select starts_on::text as starts_on from plan_runs where user_id = 'dad-a' and plan_id = $1`, [four])).rows[0] as {
      starts_on: string;
    };
    expect(familyWeekOn(run.starts_on, todayUtc(), 4)).toBe(3);
    // One key per person, run and week; the old (user, week) key is gone.
    await expect(
      q(`insert into progress (user_id, plan_run_id, week_number) select 'son-a', plan_run_id, 1 from progress where user_id = 'son-a' limit 1`),
    ).rejects.toThrow(/progress_user_run_week_unique/);
  });
});
