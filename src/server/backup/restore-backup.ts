// Restores a backup file into an empty DATA_DIR (a new embedded cluster) or an empty DATABASE_URL database:
// the migrations the backup's database had are applied, the tables are COPYed in (foreign keys dropped during the
// load and added back, which validates every row), sequences are set, row counts compared, then the newer
// migrations of this version run (so an older backup is upgraded), the files come back, and the database's own
// consistency checks (verify-database.ts) must pass.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Logger } from "pino";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import * as tar from "tar";
import type { AppConfig } from "../config.ts";
import { migrateDatabase, MIGRATIONS_FOLDER } from "../db/client.ts";
import { OperatorError } from "../lib/startup-error.ts";
import { openDatabase } from "../open-database.ts";
import { BACKUP_FORMAT_VERSION, isBackupManifest, quoteIdent, type BackupManifest } from "./backup-format.ts";
import { findOnPath, runTool } from "./pg-tools.ts";
import { verifyDatabase, type VerifyReport } from "./verify-database.ts";
import { SCHEMA_INSTALLERS } from "../schema-installers.ts";

export interface RestoreSummary {
  target: string;
  kind: BackupManifest["kind"];
  createdAt: string;
  tables: number;
  rows: number;
  files: number;
  verify: VerifyReport;
  ms: number;
}

interface JournalEntry {
  when: number;
  tag: string;
}

function readJournal(folder: string): { version: string; dialect: string; entries: JournalEntry[] } {
  return JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { version: string; dialect: string; entries: JournalEntry[] };
}

/**
 * A migrations folder holding only the migrations the backup's database had, so the tables are exactly as they
 * were when the backup was made. Refuses a backup from a newer StrongBond (a migration this version lacks).
 */
function migrationsAsInBackup(manifest: BackupManifest, into: string): string {
  const journal = readJournal(MIGRATIONS_FOLDER);
  const known = new Map(journal.entries.map((e) => [e.when, e]));
  const entries: JournalEntry[] = [];
  for (const applied of manifest.migrations) {
    const entry = known.get(applied.createdAt);
    if (!entry) {
      throw new OperatorError(
        `This backup was made by a newer StrongBond (its database has a migration from ${new Date(applied.createdAt).toISOString()} that this version does not know): restore it with that version or a later one.`,
      );
    }
    entries.push(entry);
  }
  fs.mkdirSync(path.join(into, "meta"), { recursive: true });
  fs.writeFileSync(path.join(into, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(into, `${entry.tag}.sql`));
  return into;
}

async function extract(file: string, into: string): Promise<BackupManifest> {
  try {
    await tar.x({ file, cwd: into, strict: true });
  } catch {
    throw new OperatorError(`${file} is not a StrongBond backup (it is not a gzipped tar archive).`);
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(into, "manifest.json"), "utf8"));
  } catch {
    throw new OperatorError(`${file} is not a StrongBond backup (it has no manifest.json).`);
  }
  if (!isBackupManifest(manifest)) throw new OperatorError(`${file} is not a StrongBond backup (its manifest.json is not one).`);
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new OperatorError(`${file} was written in a newer backup format (${manifest.formatVersion}): restore it with the StrongBond version that made it.`);
  }
  return manifest;
}

/** Loads the tables in one transaction: foreign keys dropped, COPY in, keys added back (validating every row). */
async function loadTables(client: pg.ClientBase, dir: string, manifest: BackupManifest): Promise<void> {
  await client.query("begin");
  try {
    const { rows: keys } = await client.query<{ table: string; name: string; definition: string }>(
      `select c.relname as table, con.conname as name, pg_get_constraintdef(con.oid) as definition
         from pg_constraint con join pg_class c on c.oid = con.conrelid
        where con.contype = 'f' and con.connamespace = 'public'::regnamespace`,
    );
    for (const key of keys) await client.query(`alter table ${quoteIdent(key.table)} drop constraint ${quoteIdent(key.name)}`);
    for (const table of manifest.tables) {
      try {
        const stream = client.query(copyFrom(`copy ${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(", ")}) from stdin`));
        await pipeline(fs.createReadStream(path.join(dir, table.file)), stream);
        if (stream.rowCount !== table.rows) throw new Error(`${stream.rowCount} rows read, the backup says ${table.rows}`);
      } catch (error) {
        throw new OperatorError(`Restoring the table ${table.name} failed (${error instanceof Error ? error.message : String(error)}); nothing was restored.`);
      }
    }
    for (const key of keys) {
      try {
        await client.query(`alter table ${quoteIdent(key.table)} add constraint ${quoteIdent(key.name)} ${key.definition}`);
      } catch (error) {
        throw new OperatorError(
          `The backup's ${key.table} rows break the foreign key ${key.name} (${error instanceof Error ? error.message : String(error)}); nothing was restored.`,
        );
      }
    }
    for (const seq of manifest.sequences) {
      await client.query("select setval($1::regclass, $2, $3)", [quoteIdent(seq.name), seq.lastValue, seq.isCalled]);
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
}

function assertEmptyDataDir(dataDir: string): void {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new OperatorError(
      `DATA_DIR ${dataDir} is not empty, and a restore only goes into an empty or new folder so that nothing is overwritten: set DATA_DIR to a new folder (for example DATA_DIR=./data-restored npm run restore -- FILE).`,
    );
  }
}

/** Empties a DATA_DIR a failed restore had filled (it was empty before), the cluster it links to included. */
function undoRestore(dataDir: string): void {
  const pg = path.join(dataDir, "pg");
  if (fs.lstatSync(pg, { throwIfNoEntry: false })?.isSymbolicLink()) {
    fs.rmSync(path.dirname(fs.realpathSync(pg)), { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
}

export async function restoreBackup(input: { config: AppConfig; file: string; logger: Logger; log: (m: string) => void }): Promise<RestoreSummary> {
  const file = path.resolve(input.file);
  if (!fs.existsSync(file)) throw new OperatorError(`There is no backup file at ${file}.`);
  const external = input.config.databaseUrl !== undefined;
  if (external) return restoreInto(input, file);
  assertEmptyDataDir(input.config.dataDir);
  try {
    return await restoreInto(input, file);
  } catch (error) {
    if (fs.existsSync(input.config.dataDir)) undoRestore(input.config.dataDir);
    throw error;
  }
}

async function restoreInto(input: { config: AppConfig; logger: Logger; log: (m: string) => void }, file: string): Promise<RestoreSummary> {
  const started = Date.now();
  const { config, logger, log } = input;
  const external = config.databaseUrl !== undefined;

  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-restore-"));
  try {
    const manifest = await extract(file, staging);
    const migrationsFolder = manifest.kind === "logical" ? migrationsAsInBackup(manifest, path.join(staging, "migrations")) : undefined;
    const pgRestore = manifest.kind === "pg_dump" ? findOnPath("pg_restore") : undefined;
    if (manifest.kind === "pg_dump" && !pgRestore) {
      throw new OperatorError(
        "This backup was made with pg_dump and pg_restore is not on the PATH: install the PostgreSQL client tools (e.g. apt-get install postgresql-client) and run the restore again.",
      );
    }

    if (!external) {
      // The restored DATA_DIR keeps the backed-up auth secret, so existing sessions stay valid.
      fs.mkdirSync(config.dataDir, { recursive: true });
      if (manifest.authSecret && !config.authSecret) {
        const secrets = { authSecret: manifest.authSecret, databasePassword: crypto.randomBytes(24).toString("base64url") };
        fs.writeFileSync(path.join(config.dataDir, "secrets.json"), JSON.stringify(secrets, null, 2), { mode: 0o600 });
      }
    }
    const opened = await openDatabase(config, logger, { migrate: false });
    try {
      const client = await opened.db.$client.connect();
      try {
        if (external) {
          const { rows } = await client.query<{ n: number }>(
            "select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle') and c.relkind = 'r'",
          );
          if (rows[0]!.n > 0) {
            throw new OperatorError(
              "The database in DATABASE_URL is not empty, and a restore only goes into an empty database so that nothing is overwritten: create a new database and point DATABASE_URL at it.",
            );
          }
        }
        if (manifest.kind === "logical") {
          log(`Restoring ${manifest.tables.length} tables from a backup of ${manifest.createdAt}`);
          await migrateDatabase(opened.db, SCHEMA_INSTALLERS, migrationsFolder);
          await loadTables(client, staging, manifest);
        } else {
          log(`Restoring a pg_dump backup of ${manifest.createdAt} with ${pgRestore}`);
          await runTool(pgRestore!, [
            "--no-owner",
            "--no-privileges",
            "--exit-on-error",
            `--dbname=${opened.url}`,
            path.join(staging, "database", "pg_dump.custom"),
          ]).catch((error: unknown) => {
            throw new OperatorError(`pg_restore could not restore the backup (${error instanceof Error ? error.message : String(error)}).`);
          });
        }
        // Migrations this version has and the backup's database had not yet (a backup from an older StrongBond).
        await migrateDatabase(opened.db, SCHEMA_INSTALLERS);

        let files = 0;
        for (const folder of manifest.folders) {
          const source = path.join(staging, "files", folder.name);
          if (!fs.existsSync(source)) continue;
          fs.cpSync(source, path.join(config.dataDir, folder.name), { recursive: true });
          files += folder.files;
        }

        const verify = await verifyDatabase(client);
        if (verify.problems.length > 0) {
          throw new OperatorError(`The restored database failed its consistency checks (${verify.problems.slice(0, 3).join("; ")}).`);
        }
        return {
          target: opened.label,
          kind: manifest.kind,
          createdAt: manifest.createdAt,
          tables: manifest.tables.length,
          rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
          files,
          verify,
          ms: Date.now() - started,
        };
      } finally {
        client.release();
      }
    } finally {
      await opened.close();
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
