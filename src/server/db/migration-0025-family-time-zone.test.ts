// Migration 0025 on profiles written the old way, with no time zone: a person who had chosen a zone for his reminders
// keeps it as his family's clock; everyone else starts on UTC. The migration runs again in a transaction that first
// puts the table back as it was before it, then rolls back.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../tests/support/test-app.ts";
import { inRolledBackTransaction, migrationStatements } from "../../../tests/support/migration-replay.ts";
import { registerDad } from "../../../tests/support/actors.ts";

const t = testAppForFile();

const statements = migrationStatements("0025_family_time_zone.sql");

describe("migration 0025_family_time_zone", () => {
  it("copies each reminder's zone to its person's profile, and gives the others UTC", async () => {
    const [withReminder, without] = await Promise.all([registerDad(t), registerDad(t)]);
    let zones: Record<string, string> = {};
    await inRolledBackTransaction(t.db, async (tx) => {
      await tx.execute(sql`alter table profiles drop column time_zone`);
      await tx.execute(sql`delete from reminder_settings where user_id in (${withReminder.id}, ${without.id})`);
      await tx.execute(sql`insert into reminder_settings (user_id, weekday, hour, time_zone) values (${withReminder.id}, 0, 19, 'America/Chicago')`);
      for (const statement of statements) await tx.execute(sql.raw(statement));
      const rows = await tx.execute<{ id: string; time_zone: string }>(sql`select id, time_zone from profiles where id in (${withReminder.id}, ${without.id})`);
      zones = Object.fromEntries(rows.rows.map((row) => [row.id, row.time_zone]));
    });
    expect(statements).toHaveLength(2);
    expect(zones[withReminder.id]).toBe("America/Chicago");
    expect(zones[without.id]).toBe("UTC");
  });
});
