// A database for testing one migration: migrated up to just before it, filled the old way by the test, then
// migrated to the end. Named like the harness's own databases, so its clean-up drops it even if a file stops half-way.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { inject } from "vitest";
import { withDatabaseName } from "../../src/server/db/client.ts";
import { createDatabase } from "../../src/server/platform/database.ts";

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src/server/db/migrations");

export interface MigrationDatabase {
  /** The migrations folder as it was before the first entry `isTheMigration` picks (a copy). */
  migrationsBefore(isTheMigration: (tag: string) => boolean): string;
  /** A fresh, empty database (call once). */
  open(): Promise<ReturnType<typeof createDatabase>>;
  /** Drops the database and the copy (afterAll). */
  drop(): Promise<void>;
}

export function migrationDatabase(label: string): MigrationDatabase {
  const { serverUrl, template } = inject("testDatabase");
  const name = `${template.replace("sb_tpl_", "sb_t_")}_${label}_${crypto.randomBytes(3).toString("hex")}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-migration-`));
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    migrationsBefore(isTheMigration) {
      fs.cpSync(MIGRATIONS, tmp, { recursive: true });
      const journalPath = path.join(tmp, "meta/_journal.json");
      const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((entry) => isTheMigration(entry.tag));
      if (at <= 0) throw new Error("the migration under test is not in the journal");
      journal.entries = journal.entries.slice(0, at);
      fs.writeFileSync(journalPath, JSON.stringify(journal));
      return tmp;
    },
    async open() {
      await admin(`create database ${name}`);
      return createDatabase(withDatabaseName(serverUrl, name), { max: 1 });
    },
    async drop() {
      await admin(`drop database if exists ${name} with (force)`);
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
