// Which PostgreSQL a backup reads: DATABASE_URL; the embedded server of a StrongBond running on DATA_DIR (found
// through its lock and postmaster.pid, so the server keeps running); or, when none runs, the embedded server
// started just for the backup.
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { AppConfig } from "../config.ts";
import { checkDatabaseReachable } from "../db/connection-check.ts";
import { DataDirLockedError, type DataDirSecrets } from "../db/data-dir.ts";
import { isProcessAlive } from "../lib/process.ts";
import { OperatorError } from "../lib/startup-error.ts";
import { openDatabase } from "../open-database.ts";

export interface BackupSource {
  url: string;
  external: boolean;
  /** The generated auth secret of DATA_DIR, when AUTH_SECRET is not set. */
  authSecret: string | undefined;
  label: string;
  close(): Promise<void>;
}

function readSecrets(dataDir: string): DataDirSecrets | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as DataDirSecrets;
  } catch {
    return undefined;
  }
}

/** The loopback URL of the embedded PostgreSQL a running server on this DATA_DIR started. */
function runningEmbeddedUrl(dataDir: string): string | undefined {
  let owner: number;
  try {
    owner = Number(fs.readFileSync(path.join(dataDir, "strongbond.pid"), "utf8"));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(owner) || owner <= 0 || !isProcessAlive(owner)) return undefined;
  const secrets = readSecrets(dataDir);
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(fs.realpathSync(path.join(dataDir, "pg")), "postmaster.pid"), "utf8").split("\n");
  } catch {
    return undefined;
  }
  const port = Number(lines[3]);
  if (!secrets || !Number.isInteger(port) || port <= 0) return undefined;
  return `postgres://postgres:${encodeURIComponent(secrets.databasePassword)}@127.0.0.1:${port}/postgres`;
}

export async function openBackupSource(config: AppConfig, logger: Logger): Promise<BackupSource> {
  const authSecret = config.authSecret ? undefined : readSecrets(config.dataDir)?.authSecret;
  if (config.databaseUrl) {
    await checkDatabaseReachable(config.databaseUrl);
    const u = new URL(config.databaseUrl);
    return { url: config.databaseUrl, external: true, authSecret, label: `PostgreSQL at ${u.host}${u.pathname}`, close: async () => {} };
  }
  if (!fs.existsSync(path.join(config.dataDir, "secrets.json"))) {
    throw new OperatorError(`There is no StrongBond data in ${config.dataDir} to back up: set DATA_DIR to the folder the server uses.`);
  }
  const running = runningEmbeddedUrl(config.dataDir);
  if (running)
    return { url: running, external: false, authSecret, label: `the running server's embedded PostgreSQL (DATA_DIR ${config.dataDir})`, close: async () => {} };
  try {
    const opened = await openDatabase(config, logger);
    return { url: opened.url, external: false, authSecret, label: opened.label, close: () => opened.close() };
  } catch (error) {
    // The server started between our look and our start: read its database instead.
    const url = error instanceof DataDirLockedError ? runningEmbeddedUrl(config.dataDir) : undefined;
    if (url) return { url, external: false, authSecret, label: `the running server's embedded PostgreSQL (DATA_DIR ${config.dataDir})`, close: async () => {} };
    throw error;
  }
}
