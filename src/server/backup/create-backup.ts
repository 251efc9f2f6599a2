// An online, consistent backup into one file, while the server keeps running. The embedded binaries ship no
// pg_dump, so the default is a snapshot-consistent logical export: one REPEATABLE READ, READ ONLY transaction
// COPYs every table of the `public` schema (all COPYs see the same snapshot) and records the migrations the
// database had. With DATABASE_URL and a pg_dump on the PATH, pg_dump's custom format is used instead.
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import * as tar from "tar";
import { OperatorError } from "../lib/startup-error.ts";
import { findOnPath, runTool } from "./pg-tools.ts";
import { BACKED_UP_FOLDERS, BACKUP_FORMAT, BACKUP_FORMAT_VERSION, quoteIdent, type BackupManifest, type BackupTable } from "./backup-format.ts";

export interface CreateBackupOptions {
  databaseUrl: string;
  /** DATABASE_URL (not the embedded server): pg_dump is used when it is on the PATH. */
  external: boolean;
  dataDir: string;
  file: string;
  authSecret: string | undefined;
  log: (message: string) => void;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  kind: BackupManifest["kind"];
  tables: number;
  rows: number;
  files: number;
  ms: number;
}

function countFiles(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) count++;
  return count;
}

/** The logical export: every COPY in one read-only snapshot. */
async function exportDatabase(
  url: string,
  databaseDir: string,
  afterSnapshot: () => void,
): Promise<Omit<BackupManifest, "format" | "formatVersion" | "createdAt" | "kind" | "folders" | "authSecret">> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read, read only");
    // The first statement fixes the snapshot: everything committed before it is in the backup.
    const version = (await client.query<{ version: string }>("select version()")).rows[0]!.version;
    afterSnapshot();
    const hasMigrations = (await client.query("select to_regclass('drizzle.__drizzle_migrations') as t")).rows[0]?.t !== null;
    const migrations = hasMigrations
      ? (await client.query<{ hash: string; created_at: string }>("select hash, created_at from drizzle.__drizzle_migrations order by created_at")).rows.map(
          (r) => ({
            hash: r.hash,
            createdAt: Number(r.created_at),
          }),
        )
      : [];
    const { rows: tableRows } = await client.query<{ oid: number; name: string }>(
      `select c.oid, c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and not c.relispartition order by c.relname`,
    );
    const tables: BackupTable[] = [];
    for (const table of tableRows) {
      const { rows: cols } = await client.query<{ attname: string }>(
        "select attname from pg_attribute where attrelid = $1 and attnum > 0 and not attisdropped and attgenerated = '' order by attnum",
        [table.oid],
      );
      const columns = cols.map((c) => c.attname);
      const file = `database/${encodeURIComponent(table.name)}.copy`;
      const stream = client.query(copyTo(`copy ${quoteIdent(table.name)} (${columns.map(quoteIdent).join(", ")}) to stdout`));
      await pipeline(stream, fs.createWriteStream(path.join(databaseDir, `${encodeURIComponent(table.name)}.copy`), { mode: 0o600 }));
      tables.push({ name: table.name, columns, rows: stream.rowCount, file });
    }
    const { rows: seqRows } = await client.query<{ name: string; last_value: string | null }>(
      "select sequencename as name, last_value from pg_sequences where schemaname = 'public' order by sequencename",
    );
    const sequences = seqRows.filter((s) => s.last_value !== null).map((s) => ({ name: s.name, lastValue: Number(s.last_value), isCalled: true }));
    await client.query("commit");
    return { postgres: version, migrations, tables, sequences };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Writes the backup to `file` (mode 0600) through a temporary name, so a half-written backup never has the final name. */
export async function createBackup(options: CreateBackupOptions): Promise<BackupSummary> {
  const started = Date.now();
  const file = path.resolve(options.file);
  const targetDir = path.dirname(file);
  if (!fs.existsSync(targetDir)) throw new OperatorError(`The folder ${targetDir} for the backup does not exist: create it or choose another file name.`);
  const staging = fs.mkdtempSync(path.join(targetDir, ".strongbond-backup-"));
  const partial = `${file}.partial`;
  try {
    fs.mkdirSync(path.join(staging, "database"));
    fs.mkdirSync(path.join(staging, "files"));
    const copyFolders = () => {
      const folders: BackupManifest["folders"] = [];
      for (const name of BACKED_UP_FOLDERS) {
        const source = path.join(options.dataDir, name);
        if (!fs.existsSync(source)) continue;
        fs.cpSync(source, path.join(staging, "files", name), { recursive: true, dereference: false });
        folders.push({ name, files: countFiles(source) });
      }
      return folders;
    };

    let manifestBody: Omit<BackupManifest, "format" | "formatVersion" | "createdAt" | "folders" | "authSecret"> | undefined;
    let folders: BackupManifest["folders"] = [];
    const pgDump = options.external ? findOnPath("pg_dump") : undefined;
    if (options.external && !pgDump) {
      options.log("pg_dump is not on the PATH, so this backup uses StrongBond's own logical export (every table copied in one snapshot).");
    }
    if (pgDump) {
      options.log(`Backing up DATABASE_URL with ${pgDump}.`);
      const dumpFile = path.join(staging, "database", "pg_dump.custom");
      try {
        await runTool(pgDump, ["--format=custom", "--no-owner", "--no-privileges", `--file=${dumpFile}`, `--dbname=${options.databaseUrl}`]);
        folders = copyFolders();
        manifestBody = { kind: "pg_dump", postgres: "", migrations: [], tables: [], sequences: [] };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (!/server version mismatch/i.test(reason)) throw new OperatorError(`pg_dump could not back up the database in DATABASE_URL (${reason}).`);
        options.log(`${pgDump} is older than the PostgreSQL server (${reason}), so this backup uses StrongBond's own logical export instead.`);
        fs.rmSync(dumpFile, { force: true });
      }
    }
    if (!manifestBody) {
      const exported = await exportDatabase(options.databaseUrl, path.join(staging, "database"), () => (folders = copyFolders()));
      manifestBody = { kind: "logical", ...exported };
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date(started).toISOString(),
      ...manifestBody,
      folders,
      ...(options.authSecret ? { authSecret: options.authSecret } : {}),
    };
    fs.writeFileSync(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    // Private from the first byte: the backup holds every family's data.
    fs.writeFileSync(partial, "", { mode: 0o600 });
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, ["manifest.json", "database", "files"]);
    fs.renameSync(partial, file);
    return {
      file,
      bytes: fs.statSync(file).size,
      kind: manifest.kind,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      files: folders.reduce((sum, f) => sum + f.files, 0),
      ms: Date.now() - started,
    };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}
