// Migration 0010 on a database migrated and filled the old way (before it): the launch library's "measure and
// compare" challenges get their measure, nothing else changes and no row is lost (decision 038).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../platform/database.ts";
import { migrateDatabase, withDatabaseName } from "../../db/client.ts";
import { SCHEMA_INSTALLERS } from "../../schema-installers.ts";

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../db/migrations");
const { serverUrl, template } = inject("testDatabase");
// Named like the harness's own databases, so its clean-up drops it even if this file stops half-way.
const name = `${template.replace("sb_tpl_", "sb_t_")}_fitmig_${crypto.randomBytes(3).toString("hex")}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fitness-migration-"));

afterAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The migrations folder as it was before 0010. */
function migrationsBefore0010(): string {
  fs.cpSync(MIGRATIONS, tmp, { recursive: true });
  const journalPath = path.join(tmp, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < "0010");
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return tmp;
}

describe("migration 0010_fitness", () => {
  it("gives the seeded 'measure and compare' challenges their measure and leaves every other row as it was", async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const db = createDatabase(withDatabaseName(serverUrl, name), { max: 1 });
    try {
      await migrateDatabase(db, [], migrationsBefore0010());
      const client = db.$client;
      const insert = (title: string) =>
        client.query<{ id: number }>(
          `insert into challenges (week_number, title, description, fitness_focus) values (1, $1, 'Old row', 'Strength') returning id`,
          [title],
        );
      const stature = (await insert("Measure Your Stature")).rows[0]?.id;
      const run = (await insert("So Run")).rows[0]?.id;
      const ladder = (await insert("Brick by Brick Push-Up Ladder")).rows[0]?.id;
      const other = (await insert("Carry the Load")).rows[0]?.id;
      const before = await client.query(`select count(*)::int as n from challenges`);

      await migrateDatabase(db, SCHEMA_INSTALLERS);

      const rows = await client.query<{
        id: number;
        measure_unit: string | null;
        measure_label: string | null;
        target_standard: number | null;
        target_easier: number | null;
        target_harder: number | null;
        description: string;
      }>(`select id, measure_unit, measure_label, target_standard, target_easier, target_harder, description from challenges order by id`);
      const byId = new Map(rows.rows.map((r) => [r.id, r]));
      expect(rows.rows).toHaveLength(before.rows[0]?.n);
      expect(byId.get(stature ?? 0)).toMatchObject({ measure_unit: "repetitions", measure_label: "Push-ups", target_standard: null });
      expect(byId.get(run ?? 0)).toMatchObject({
        measure_unit: "rounds",
        measure_label: "Run-walk intervals",
        target_standard: 8,
        target_easier: 6,
        target_harder: 10,
      });
      expect(byId.get(ladder ?? 0)).toMatchObject({ measure_unit: "repetitions", measure_label: "Top rung", target_easier: 5 });
      expect(byId.get(other ?? 0)).toMatchObject({ measure_unit: null, measure_label: null, description: "Old row" });
      const table = await client.query(`select count(*)::int as n from fitness_results`);
      expect(table.rows[0]?.n).toBe(0);
    } finally {
      await db.$client.end();
    }
  });
});
