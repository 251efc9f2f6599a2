// Migration 0028 on reminders saved the old way, one string per person: "both" becomes the two channels, "email"
// and "push" themselves, and nothing else about a reminder changes. The migration runs again in a transaction that
// first puts the table back as it was before it, then rolls back.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../tests/support/test-app.ts";
import { inRolledBackTransaction, migrationStatements } from "../../../tests/support/migration-replay.ts";
import { registerDad } from "../../../tests/support/actors.ts";

const t = testAppForFile();

const statements = migrationStatements("0028_reminder_channels.sql");

describe("migration 0028_reminder_channels", () => {
  it("moves each saved channel into the list, keeps every other setting, and refuses an empty or unknown list after", async () => {
    const [both, email, push] = await Promise.all([registerDad(t), registerDad(t), registerDad(t)]);
    const ids = [both.id, email.id, push.id];
    let after: Array<{ user_id: string; channels: string[]; weekday: number; hour: number; time_zone: string; enabled: boolean }> = [];
    const refused: string[] = [];
    await inRolledBackTransaction(t.db, async (tx) => {
      // reminder_settings as 0027 left it.
      await tx.execute(sql`delete from reminder_settings where user_id in (${both.id}, ${email.id}, ${push.id})`);
      await tx.execute(sql`alter table reminder_settings drop constraint reminder_settings_channels`);
      await tx.execute(sql`alter table reminder_settings drop column channels`);
      await tx.execute(sql`alter table reminder_settings add column channel text default 'email' not null`);
      await tx.execute(sql`alter table reminder_settings add constraint reminder_settings_channel check (channel in ('email', 'push', 'both'))`);
      await tx.execute(sql`insert into reminder_settings (user_id, weekday, hour, time_zone, channel, enabled) values
          (${both.id}, 0, 19, 'America/Chicago', 'both', true),
          (${email.id}, 3, 7, 'Europe/London', 'email', false),
          (${push.id}, 6, 21, 'UTC', 'push', true)`);

      for (const statement of statements) await tx.execute(sql.raw(statement));

      const rows = await tx.execute<(typeof after)[number]>(
        sql`select user_id, channels, weekday, hour, time_zone, enabled from reminder_settings where user_id in (${both.id}, ${email.id}, ${push.id})`,
      );
      after = rows.rows;
      for (const list of ["{}", "{pigeon}", "{email,pigeon}"]) {
        await tx.execute(sql`savepoint bad_list`);
        try {
          await tx.execute(sql`update reminder_settings set channels = ${list}::text[] where user_id = ${push.id}`);
        } catch {
          refused.push(list);
        }
        await tx.execute(sql`rollback to savepoint bad_list`);
      }
    });
    const byId = new Map(after.map((row) => [row.user_id, row]));
    expect(after).toHaveLength(ids.length);
    expect(byId.get(both.id)).toEqual({ user_id: both.id, channels: ["email", "push"], weekday: 0, hour: 19, time_zone: "America/Chicago", enabled: true });
    expect(byId.get(email.id)).toEqual({ user_id: email.id, channels: ["email"], weekday: 3, hour: 7, time_zone: "Europe/London", enabled: false });
    expect(byId.get(push.id)).toEqual({ user_id: push.id, channels: ["push"], weekday: 6, hour: 21, time_zone: "UTC", enabled: true });
    expect(refused).toEqual(["{}", "{pigeon}", "{email,pigeon}"]);
  });
});
