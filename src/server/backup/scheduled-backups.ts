// Optional scheduled backups inside the server: with BACKUP_DIR set, a backup is written there every
// BACKUP_INTERVAL_HOURS (the first one as soon as the newest backup there is older than that), and only the newest
// BACKUP_KEEP are kept. A PostgreSQL advisory lock makes sure only one process runs a given backup, so several
// servers on one DATABASE_URL do not all write one. (Scheduled jobs may later move onto the PostgreSQL job queue.)
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";
import { folderProblem, StartupError } from "../lib/startup-error.ts";
import { createBackup } from "./create-backup.ts";

/** Advisory lock key of the scheduled backup (any constant, the same in every process). */
export const BACKUP_LOCK_KEY = 727_013;
const FILE_PATTERN = /^strongbond-\d{8}T\d{6}Z\.tar\.gz$/;
/** setTimeout's longest delay; longer waits are chained. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface ScheduledBackupsOptions {
  dir: string;
  keep: number;
  intervalHours: number;
  databaseUrl: string;
  external: boolean;
  dataDir: string;
  authSecret: string | undefined;
  logger: Logger;
}

export interface ScheduledBackups {
  /** Runs one scheduled backup now (tests; the timer calls it too). */
  runOnce(): Promise<"written" | "skipped">;
  /** Stops the timer and waits for a backup in progress. */
  stop(): Promise<void>;
}

function backupFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .sort()
    .reverse();
}

function fileName(date: Date): string {
  return `strongbond-${date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z")}.tar.gz`;
}

function newestBackupTime(dir: string): number | undefined {
  const newest = backupFiles(dir)[0];
  return newest ? fs.statSync(path.join(dir, newest)).mtimeMs : undefined;
}

export function startScheduledBackups(options: ScheduledBackupsOptions): ScheduledBackups {
  const { dir, logger } = options;
  const intervalMs = options.intervalHours * 3_600_000;
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    throw new StartupError(
      folderProblem(error, dir, "backups")?.replace("set DATA_DIR to", "set BACKUP_DIR to") ??
        `BACKUP_DIR ${dir} cannot be used: set BACKUP_DIR to a writable folder.`,
    );
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  // After a skipped or failed run, wait a while (at most the interval) before the next try.
  let notBefore = 0;

  async function runOnce(): Promise<"written" | "skipped"> {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on("error", () => {});
    await client.connect();
    try {
      const locked = (await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [BACKUP_LOCK_KEY])).rows[0]!.ok;
      if (!locked) {
        logger.info("scheduled backup skipped: another process is running it");
        return "skipped";
      }
      try {
        // Another process sharing BACKUP_DIR may have just written one.
        const newest = newestBackupTime(dir);
        if (newest !== undefined && Date.now() - newest < intervalMs / 2) return "skipped";
        const summary = await createBackup({
          databaseUrl: options.databaseUrl,
          external: options.external,
          dataDir: options.dataDir,
          file: path.join(dir, fileName(new Date())),
          authSecret: options.authSecret,
          log: (m) => logger.info(m),
        });
        logger.info({ file: summary.file, bytes: summary.bytes, rows: summary.rows, files: summary.files, ms: summary.ms }, "scheduled backup written");
        for (const old of backupFiles(dir).slice(options.keep)) fs.rmSync(path.join(dir, old), { force: true });
        return "written";
      } finally {
        await client.query("select pg_advisory_unlock($1)", [BACKUP_LOCK_KEY]).catch(() => {});
      }
    } finally {
      await client.end().catch(() => {});
    }
  }

  function schedule(): void {
    if (stopped) return;
    const newest = newestBackupTime(dir);
    const due = Math.max(newest === undefined ? Date.now() : newest + intervalMs, notBefore);
    const delay = Math.min(Math.max(due - Date.now(), 1_000), MAX_TIMER_MS);
    timer = setTimeout(() => {
      if (Date.now() + 500 < due) return schedule();
      running = runOnce()
        .catch((error: unknown) => logger.error({ err: error, dir }, "scheduled backup failed"))
        .finally(() => {
          running = undefined;
          notBefore = Date.now() + Math.min(intervalMs, 60_000);
          schedule();
        });
    }, delay);
    timer.unref();
  }

  schedule();
  logger.info({ dir, keep: options.keep, intervalHours: options.intervalHours }, "scheduled backups on");
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
