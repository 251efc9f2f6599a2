// Backups with DATABASE_URL: pg_dump when it is on the PATH (said so), StrongBond's own logical export when it is
// not (said so too), and a restore into an empty database that refuses a database with tables in it.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withDatabaseName } from "../db/client.ts";
import { registerDad } from "../../../tests/support/actors.ts";
import { CHECKOUT } from "../../../tests/support/server-process.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { findOnPath } from "./pg-tools.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-url-backup-"));
let t: TestApp;
let dadEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  dadEmail = (await registerDad(t)).email;
});

afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A new empty database on the test server (dropped with the run's other databases). */
async function emptyDatabase(): Promise<string> {
  const { serverUrl, template } = inject("testDatabase");
  const name = `sb_t_${template.replace("sb_tpl_", "")}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template template0`);
  } finally {
    await admin.end();
  }
  return withDatabaseName(serverUrl, name);
}

function runScript(script: "backup" | "restore", file: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}.ts`, file], {
      cwd: CHECKOUT,
      env: { ...process.env, LOG_LEVEL: "warn", DATA_DIR: path.join(work, "data"), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

async function emailsIn(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ email: string }>("select email from users order by email")).rows.map((r) => r.email);
  } finally {
    await client.end();
  }
}

describe("backups with DATABASE_URL", { timeout: 240_000 }, () => {
  it("says pg_dump is not on the PATH, backs up with the logical export, and restores into an empty database only", async () => {
    const file = path.join(work, "no-pg-dump.tar.gz");
    // Only the directory of the node binary: no pg_dump there.
    const PATH = path.dirname(process.execPath);
    const backup = await runScript("backup", file, { DATABASE_URL: t.databaseUrl, PATH });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain("pg_dump is not on the PATH, so this backup uses StrongBond's own logical export");
    expect(backup.output).toMatch(/\(logical\) to /);

    const target = await emptyDatabase();
    const restore = await runScript("restore", file, { DATABASE_URL: target, PATH });
    expect(restore.code, restore.output).toBe(0);
    expect(await emailsIn(target)).toEqual(await emailsIn(t.databaseUrl));
    expect(await emailsIn(target)).toContain(dadEmail);

    const refused = await runScript("restore", file, { DATABASE_URL: target, PATH });
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toMatch(
      /^The database in DATABASE_URL is not empty, and a restore only goes into an empty database so that nothing is overwritten: .*\.$/,
    );
  });

  it.skipIf(!findOnPath("pg_dump") || !findOnPath("pg_restore"))("uses pg_dump when it is on the PATH (or says why not), and the file restores", async () => {
    const file = path.join(work, "pg-dump.tar.gz");
    const backup = await runScript("backup", file, { DATABASE_URL: t.databaseUrl });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backing up DATABASE_URL with .*pg_dump\./);
    // An older pg_dump cannot dump a newer server: the backup says so and uses the logical export.
    expect(backup.output).toMatch(/\(pg_dump\) to |is older than the PostgreSQL server .* logical export instead/);

    const target = await emptyDatabase();
    const restore = await runScript("restore", file, { DATABASE_URL: target });
    expect(restore.code, restore.output).toBe(0);
    expect(await emailsIn(target)).toContain(dadEmail);
  });
});
