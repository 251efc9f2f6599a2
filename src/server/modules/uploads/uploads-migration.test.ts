// The uploads migration on a database filled the old way (before it): every image in use — a picture, a plan's
// cover, a draft's, a published version's, a group's image — gets its row, so it stays served; an address that is
// not ours gets none.
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "../../db/client.ts";
import { SCHEMA_INSTALLERS } from "../../schema-installers.ts";
import { migrationDatabase } from "../../../../tests/support/migration-database.ts";

const database = migrationDatabase("upmig");
afterAll(() => database.drop());

const url = (letter: string) => `/uploads/${letter.repeat(64)}.webp`;

describe("the uploads migration", () => {
  it("records every image in use, with its kind, and nothing else", async () => {
    const db = await database.open();
    try {
      // Found by its name: the number may change when branches merge.
      await migrateDatabase(
        db,
        [],
        database.migrationsBefore((tag) => tag.endsWith("_updates_uploads")),
      );
      const client = db.$client;
      await client.query(`insert into users (id, name, email, image) values ('u1', 'Dad', 'dad@example.com', $1), ('u2', 'Other', 'o@example.com', $2)`, [
        url("a"),
        "https://example.com/me.png",
      ]);
      await client.query(`insert into profiles (id, full_name, role, avatar_url) values ('u1', 'Dad', 'dad', $1)`, [url("a")]);
      const plan = await client.query<{ id: number }>(`insert into devotional_plans (title, cover_image_url, draft) values ('P', $1, $2::jsonb) returning id`, [
        url("b"),
        JSON.stringify({ details: { coverImageUrl: url("c") }, weeks: [] }),
      ]);
      await client.query(`insert into plan_versions (plan_id, version_number, snapshot) values ($1, 1, $2::jsonb)`, [
        plan.rows[0]?.id,
        JSON.stringify({ details: { coverImageUrl: url("d") }, weeks: [] }),
      ]);
      await client.query(`insert into dad_groups (name, group_code, group_image_url) values ('G', 'ABC123', $1)`, [url("e")]);

      await migrateDatabase(db, SCHEMA_INSTALLERS);

      const rows = await client.query<{ key: string; kind: string; uploaded_by: string | null; deleted_at: Date | null }>(
        `select key, kind, uploaded_by, deleted_at from uploads order by key`,
      );
      expect(rows.rows).toEqual([
        { key: `${"a".repeat(64)}.webp`, kind: "avatar", uploaded_by: "u1", deleted_at: null },
        { key: `${"b".repeat(64)}.webp`, kind: "cover", uploaded_by: null, deleted_at: null },
        { key: `${"c".repeat(64)}.webp`, kind: "cover", uploaded_by: null, deleted_at: null },
        { key: `${"d".repeat(64)}.webp`, kind: "cover", uploaded_by: null, deleted_at: null },
        { key: `${"e".repeat(64)}.webp`, kind: "group", uploaded_by: null, deleted_at: null },
      ]);
      const users = await client.query(`select id, image from users order by id`);
      expect(users.rows).toEqual([
        { id: "u1", image: url("a") },
        { id: "u2", image: "https://example.com/me.png" },
      ]);
    } finally {
      await db.$client.end();
    }
  });
});
