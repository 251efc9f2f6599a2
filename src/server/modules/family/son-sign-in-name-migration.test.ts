// Migration 0022: every son with a made-up address and no family sign-in name gets one from that address, so his
// dad is never shown the made-up address; a name already chosen, real addresses and a taken name stay as they were.
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "../../db/client.ts";
import { SCHEMA_INSTALLERS } from "../../schema-installers.ts";
import { migrationDatabase, type MigrationDatabase } from "../../../../tests/support/migration-database.ts";

const databases: MigrationDatabase[] = [];
afterAll(() => Promise.all(databases.map((database) => database.drop())));

describe("migration 0022_family_son_sign_in_names", () => {
  it("names each son with a made-up address after it and leaves every other account as it was", async () => {
    const database = migrationDatabase("signname");
    databases.push(database);
    const folder = database.migrationsBefore((tag) => tag >= "0022");
    const db = await database.open();
    await migrateDatabase(db, [], folder);
    try {
      const client = db.$client;
      await client.query(
        `insert into users (id, name, email, family_sign_in_name) values
          ('son-1', 'Eli', 'eli.dvag25@family.strongbond.invalid', null),
          ('son-2', 'Sam', 'sam.k7m2pq@family.strongbond.invalid', 'sammy'),
          ('son-3', 'Old', 'peter.pan@family.strongbond.app', null),
          ('son-4', 'Ty', '4ty.abcdef@family.strongbond.invalid', null),
          ('dad-1', 'Dad', 'dad@example.com', null),
          ('son-5', 'Taken', 'zed.aaaaaa@family.strongbond.invalid', null),
          ('son-6', 'Holder', 'holder@example.com', 'zed-aaaaaa')`,
      );

      await migrateDatabase(db, SCHEMA_INSTALLERS);

      const rows = await client.query<{ id: string; family_sign_in_name: string | null }>(`select id, family_sign_in_name from users order by id`);
      const names = Object.fromEntries(rows.rows.map((r) => [r.id, r.family_sign_in_name]));
      expect(names["son-1"]).toBe("eli-dvag25");
      expect(names["son-2"]).toBe("sammy");
      expect(names["son-3"]).toMatch(/^peter-[0-9a-f]{6}$/);
      expect(names["son-4"]).toBe("s4ty-abcdef");
      expect(names["dad-1"]).toBeNull();
      expect(names["son-5"]).toBeNull();
      expect(names["son-6"]).toBe("zed-aaaaaa");
    } finally {
      await db.$client.end();
    }
  });
});
