// The fitness migrations on databases migrated and filled the old way: 0010 gave the launch library's "measure and
// compare" challenges a measure; 0018 and 0019 turn each challenge's one measure into a list (the fitness test gets
// its four), carry the editor's drafts and published versions along, and keep every result a family logged.
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase, type Database } from "../../db/client.ts";
import { SCHEMA_INSTALLERS } from "../../schema-installers.ts";
import { migrationDatabase, type MigrationDatabase } from "../../../../tests/support/migration-database.ts";

const databases: MigrationDatabase[] = [];
afterAll(() => Promise.all(databases.map((database) => database.drop())));

/** A fresh database migrated up to (not including) the first migration tagged `before` or later. */
async function databaseBefore(before: string): Promise<Database> {
  const database = migrationDatabase("fitmig");
  databases.push(database);
  const folder = database.migrationsBefore((tag) => tag >= before);
  const db = await database.open();
  await migrateDatabase(db, [], folder);
  return db;
}

const noTargets = { standard: null, easier: null, harder: null };
const FITNESS_TEST = [
  { unit: "repetitions", label: "Push-ups", targets: noTargets },
  { unit: "seconds", label: "Forearm plank", targets: noTargets },
  { unit: "centimetres", label: "Standing long jump", targets: noTargets },
  { unit: "centimetres", label: "Sit and reach", targets: noTargets },
];

describe("migration 0010_fitness (and the list it became)", () => {
  it("gives the seeded 'measure and compare' challenges their measures and leaves every other row as it was", async () => {
    const db = await databaseBefore("0010");
    try {
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

      const rows = await client.query<{ id: number; measures: unknown; description: string }>(`select id, measures, description from challenges order by id`);
      const byId = new Map(rows.rows.map((r) => [r.id, r]));
      expect(rows.rows).toHaveLength(before.rows[0]?.n);
      expect(byId.get(stature ?? 0)?.measures).toEqual(FITNESS_TEST);
      expect(byId.get(run ?? 0)?.measures).toEqual([{ unit: "rounds", label: "Run-walk intervals", targets: { standard: 8, easier: 6, harder: 10 } }]);
      expect(byId.get(ladder ?? 0)?.measures).toEqual([{ unit: "repetitions", label: "Top rung", targets: { standard: null, easier: 5, harder: null } }]);
      expect(byId.get(other ?? 0)).toMatchObject({ measures: [], description: "Old row" });
      const table = await client.query(`select count(*)::int as n from fitness_results`);
      expect(table.rows[0]?.n).toBe(0);
    } finally {
      await db.$client.end();
    }
  });
});

describe("migrations 0018_fitness_measures and 0019_fitness_measures_drop", () => {
  it("moves each challenge's measure into its list, gives the fitness test its four, and keeps every result, draft and version", async () => {
    const db = await databaseBefore("0018");
    try {
      const client = db.$client;
      await client.query(`insert into users (id, name, email) values ('dad-1', 'Dad', 'dad@example.com'), ('son-1', 'Son', 'son@example.com')`);
      const oldStep =
        "5. Sit and reach (2 min): sit with your legs straight and reach toward your toes. Measure how far past (or short of) your toes your fingertips reach.";
      const challenge = async (title: string, measure: string, org: number | null = null) =>
        (
          await client.query<{ id: number }>(
            `insert into challenges (week_number, title, description, fitness_focus, organization_id, measure_unit, measure_label, target_standard, target_easier, target_harder)
             select 1, $1, $2, 'Fitness Test', $3, m.unit::fitness_unit, m.label, m.standard, m.easier, m.harder
             from json_to_record($4::json) as m(unit text, label text, standard float8, easier float8, harder float8) returning id`,
            [title, `Intro\n1. Warm up.\n${oldStep}`, org, measure],
          )
        ).rows[0]?.id ?? 0;
      const stature = await challenge("Measure Your Stature", `{"unit": "repetitions", "label": "Push-ups"}`);
      const run = await challenge("So Run", `{"unit": "rounds", "label": "Run-walk intervals", "standard": 8, "easier": 6, "harder": 10}`);
      const carry = await challenge("Carry the Load", `{}`);
      await client.query(`insert into organizations (name, slug) values ('Grace', 'grace')`);
      const churchTest = await challenge("Measure Your Stature", `{"unit": "seconds", "label": "Wall sit", "standard": 45.5}`, 1);
      const gone = await challenge("Gone", `{"unit": "repetitions", "label": "Push-ups"}`);

      const plan = (
        await client.query<{ id: number }>(`insert into devotional_plans (title, status, draft) values ('Old plan', 'published', $1) returning id`, [
          JSON.stringify({
            details: { title: "Old plan" },
            weeks: [
              {
                weekNumber: 1,
                devotional: null,
                challenge: {
                  id: stature,
                  title: "T",
                  measureUnit: "repetitions",
                  measureLabel: "",
                  targetStandard: 20,
                  targetEasier: null,
                  targetHarder: null,
                },
                dadsCorner: null,
              },
              {
                weekNumber: 2,
                devotional: null,
                challenge: { id: carry, title: "C", measureUnit: null, measureLabel: "", targetStandard: null, targetEasier: null, targetHarder: null },
                dadsCorner: null,
              },
              { weekNumber: 3, devotional: null, challenge: null, dadsCorner: null },
            ],
          }),
        ])
      ).rows[0]?.id;
      await client.query(`insert into plan_versions (plan_id, version_number, snapshot) values ($1, 1, $2)`, [
        plan,
        JSON.stringify({
          details: { title: "Old plan" },
          weeks: [{ weekNumber: 1, challenge: { id: run, title: "R", measureUnit: "rounds", measureLabel: "Intervals", targetStandard: 8 } }],
        }),
      ]);
      await client.query(
        `insert into fitness_results (user_id, challenge_id, plan_id, week_number, challenge_title, measure_label, unit, version, value, logged_by) values
          ('dad-1', $1, $2, 1, 'Measure Your Stature', 'Push-ups', 'repetitions', 'standard', 25, 'dad-1'),
          ('son-1', $1, $2, 1, 'Measure Your Stature', 'Push-ups', 'repetitions', 'easier', 12, 'dad-1'),
          ('son-1', $3, $2, 2, 'Gone', 'Push-ups', 'repetitions', 'standard', 14, 'son-1')`,
        [stature, plan, gone],
      );
      // Its challenge deleted, the son's week 2 result stays (challenge_id set to null).
      await client.query(`delete from challenges where id = $1`, [gone]);
      const resultsBefore = (
        await client.query(
          `select id, user_id, challenge_id, plan_id, week_number, challenge_title, measure_label, unit, version, value, logged_by from fitness_results order by id`,
        )
      ).rows;

      await migrateDatabase(db, SCHEMA_INSTALLERS);

      const measuresOf = async (id: number) =>
        (await client.query<{ measures: unknown; description: string }>(`select measures, description from challenges where id = $1`, [id])).rows[0];
      const statureAfter = await measuresOf(stature);
      expect(statureAfter?.measures).toEqual(FITNESS_TEST);
      expect(statureAfter?.description).toContain("with its 50 cm mark on the line");
      expect(statureAfter?.description).not.toContain("short of");
      expect((await measuresOf(run))?.measures).toEqual([{ unit: "rounds", label: "Run-walk intervals", targets: { standard: 8, easier: 6, harder: 10 } }]);
      expect((await measuresOf(carry))?.measures).toEqual([]);
      // A church's own challenge of that name keeps its own measure and words.
      const church = await measuresOf(churchTest);
      expect(church?.measures).toEqual([{ unit: "seconds", label: "Wall sit", targets: { standard: 45.5, easier: null, harder: null } }]);
      expect(church?.description).toContain(oldStep);
      const oldColumns = await client.query(
        `select column_name from information_schema.columns where table_name = 'challenges' and column_name in ('measure_unit', 'measure_label', 'target_standard', 'target_easier', 'target_harder')`,
      );
      expect(oldColumns.rows).toEqual([]);

      const resultsAfter = await client.query(
        `select id, user_id, challenge_id, plan_id, week_number, challenge_title, measure_label, unit, version, value, logged_by from fitness_results order by id`,
      );
      expect(resultsAfter.rows).toEqual(resultsBefore);
      expect((await client.query(`select measure_name from fitness_results order by id`)).rows).toEqual([
        { measure_name: "push-ups" },
        { measure_name: "push-ups" },
        { measure_name: "push-ups" },
      ]);

      const draft = (
        await client.query<{ draft: { weeks: { challenge: Record<string, unknown> | null }[] } }>(`select draft from devotional_plans where id = $1`, [plan])
      ).rows[0]?.draft;
      expect(draft?.weeks.map((w) => w.challenge)).toEqual([
        { id: stature, title: "T", measures: [{ unit: "repetitions", label: "", targets: { standard: 20, easier: null, harder: null } }] },
        { id: carry, title: "C", measures: [] },
        null,
      ]);
      const snapshot = (await client.query<{ snapshot: { weeks: { challenge: unknown }[] } }>(`select snapshot from plan_versions where plan_id = $1`, [plan]))
        .rows[0]?.snapshot;
      expect(snapshot?.weeks[0]?.challenge).toEqual({
        id: run,
        title: "R",
        measures: [{ unit: "rounds", label: "Intervals", targets: { standard: 8, easier: null, harder: null } }],
      });

      // After the move, one result per person, plan, week, challenge and measure (case ignored): the family's own
      // weekly push-ups of week 1 sit beside that week's test result, a second of them does not.
      const weekly = `insert into fitness_results (user_id, challenge_id, plan_id, week_number, challenge_title, measure_label, unit, value) values ('son-1', null, $1, 1, null, $2, 'repetitions', 13)`;
      await client.query(weekly, [plan, "Push-ups"]);
      await expect(client.query(weekly, [plan, "push-ups"])).rejects.toThrow(/fitness_results_person_plan_week_measure_unique/);
    } finally {
      await db.$client.end();
    }
  });
});
