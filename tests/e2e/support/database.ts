// The connection string of the e2e server's embedded PostgreSQL, for helpers that read (or prepare) data
// straight in the database: the password is in DATA_DIR/secrets.json and the port in DATA_DIR/pg/postmaster.pid
// (PostgreSQL's own lock file; its 4th line is the port). Nothing test-only is exposed by the app.
import fs from "node:fs";
import path from "node:path";
import { createDatabase } from "../../../src/server/platform/database.ts";
import { type Database } from "../../../src/server/db/client.ts";
import { e2eServer } from "./e2e-server.ts";
import { test } from "./fixtures.ts";

export function e2eDatabaseUrl(database = "postgres", dataDir: string = e2eServer().dataDir): string {
  const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as { databasePassword: string };
  const port = fs
    .readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  if (!port) throw new Error(`No PostgreSQL port in ${dataDir}/pg/postmaster.pid: is the e2e server running?`);
  return `postgres://postgres:${encodeURIComponent(secrets.databasePassword)}@127.0.0.1:${port}/${database}`;
}

/**
 * A connection to the shared e2e server's database for the spec file that calls this at its top level: opened
 * before the file's first test (handed to `opened`), closed after its last.
 */
export function connectE2eDatabase(opened: (db: Database) => void): void {
  let db: Database | undefined;
  test.beforeAll(() => {
    db = createDatabase(e2eDatabaseUrl(), { max: 2 });
    opened(db);
  });
  test.afterAll(async () => {
    await db?.$client.end();
  });
}
