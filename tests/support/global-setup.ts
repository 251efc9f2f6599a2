// Vitest global setup: one PostgreSQL server for the run (the embedded one, or TEST_DATABASE_URL's), with a
// migrated template database. Each test file clones the template (CREATE DATABASE ... TEMPLATE), so every
// file starts from a fresh, migrated database in milliseconds.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../../src/server/platform/database.ts";
import { migrateDatabase, withDatabaseName } from "../../src/server/db/client.ts";
import { startEmbeddedPostgres, type RunningPostgres } from "../../src/server/db/embedded-postgres.ts";
import { SCHEMA_INSTALLERS } from "../../src/server/schema-installers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: { serverUrl: string; template: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The fault, backup and start-up tests spawn the real server and scripts dozens of times, and each spawn compiles
  // the same few hundred modules (most of its start-up CPU). Node's compile cache, inherited by every process the
  // tests spawn, keeps the compiled code between spawns and between runs; it is keyed by each file's contents.
  process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), "strongbond-node-compile-cache");
  let embedded: RunningPostgres | undefined;
  let tmpDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-test-pg-"));
    fs.chmodSync(tmpDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(tmpDir, "pg"), password: crypto.randomBytes(12).toString("hex") });
    serverUrl = embedded.url("postgres");
  }
  const runId = crypto.randomBytes(4).toString("hex");
  const template = `sb_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const db = createDatabase(withDatabaseName(serverUrl, template), { max: 1 });
  await migrateDatabase(db, SCHEMA_INSTALLERS);
  await db.$client.end();
  await admin.end();
  project.provide("testDatabase", { serverUrl, template });

  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>("select datname from pg_database where datname like $1 or datname = $2", [
      `sb_t_${runId}_%`,
      template,
    ]);
    for (const row of rows) await cleanup.query(`drop database if exists ${row.datname} with (force)`);
    await cleanup.end();
    await embedded?.stop();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  };
}
