// Opening the configured database: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR. The server, the
// maintenance scripts and backup/restore use it. It imports no app code, and loads the query layer (Drizzle, the
// schema, the job queue's installer) only once the database answers: a start that cannot use its data folder or
// reach its database says so at once, and `npm run backup` loads no route.
import path from "node:path";
import type { Logger } from "pino";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { checkDatabaseReachable } from "./db/connection-check.ts";
import { acquireDataDirLock, DataDirLockedError, loadOrCreateSecrets } from "./db/data-dir.ts";
import { startEmbeddedPostgres } from "./db/embedded-postgres.ts";
import { explainFolderError, folderProblem, StartupError } from "./lib/startup-error.ts";

/** The modules that talk to the database once it answers. */
async function loadQueryLayer() {
  const [client, database, installers] = await Promise.all([import("./db/client.ts"), import("./platform/database.ts"), import("./schema-installers.ts")]);
  return { ...client, createDatabase: database.createDatabase, installers: installers.SCHEMA_INSTALLERS };
}

export interface OpenedDatabase {
  db: Database;
  label: string;
  /** The embedded server's connection URL and cluster folder; undefined with DATABASE_URL. */
  embedded: { url: string; clusterDir: string } | undefined;
  /** The connection URL in use (DATABASE_URL or the embedded server's); the job queue opens its own small pool on it. */
  url: string;
  /** The auth secret: AUTH_SECRET, or the one generated once and kept in DATA_DIR. */
  secret: string;
  close(): Promise<void>;
}

/**
 * Opens the configured database — DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (locked against a
 * second server) — and applies migrations, or with MIGRATE=0 waits for the release step to have applied them.
 * Used by the server and by the maintenance scripts (`db:migrate` passes `migrate: true`; restore passes
 * `migrate: false` and builds the schema itself).
 */
export async function openDatabase(config: AppConfig, logger: Logger, options: { migrate?: boolean } = {}): Promise<OpenedDatabase> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const closeAll = async () => {
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch((error: unknown) => logger.error({ err: error }, "cleanup failed"));
  };
  try {
    let databaseUrl = config.databaseUrl;
    let secret = config.authSecret;
    let label: string;
    let embeddedInfo: OpenedDatabase["embedded"];
    if (!databaseUrl) {
      cleanups.push(inDataDir(config.dataDir, () => acquireDataDirLock(config.dataDir)));
      const secrets = inDataDir(config.dataDir, () => loadOrCreateSecrets(config.dataDir));
      secret ??= secrets.authSecret;
      const embedded = await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, "pg"),
        password: secrets.databasePassword,
        rootHome: config.embeddedPgHome,
        log: (m) => logger.info(`embedded postgres: ${m}`),
        warn: (m) => logger.warn(`embedded postgres: ${m}`),
        unsafeNoFsync: config.embeddedPgUnsafeNoFsync,
      });
      cleanups.unshift(() => embedded.stop());
      databaseUrl = embedded.url("postgres");
      embeddedInfo = { url: databaseUrl, clusterDir: embedded.clusterDir };
      label = `embedded PostgreSQL ${embedded.majorVersion} in ${embedded.clusterDir}${embedded.clusterNote ? ` (${embedded.clusterNote})` : ""} (127.0.0.1:${embedded.port})`;
    } else {
      await checkDatabaseReachable(databaseUrl);
      const dir = config.dataDir;
      secret ??= inDataDir(dir, () => loadOrCreateSecrets(dir)).authSecret;
      const u = new URL(databaseUrl);
      label = `PostgreSQL at ${u.host}${u.pathname}`;
    }
    const { createDatabase, closePool, migrateDatabase, waitForSchema, installers } = await loadQueryLayer();
    const db = createDatabase(databaseUrl, { preparedStatements: config.preparedStatements });
    cleanups.unshift(() => closePool(db.$client, logger));
    // migrate: true (db:migrate) applies them; false (restore) leaves the schema to the caller; unset follows MIGRATE.
    const migrateNow = options.migrate ?? (config.migrate ? true : undefined);
    if (migrateNow === true) await migrateDatabase(db, installers);
    else if (migrateNow === undefined)
      await waitForSchema(db, { installers, timeoutSeconds: config.migrateWaitSeconds, log: (message) => logger.warn(message) });
    return { db, label, secret, embedded: embeddedInfo, url: databaseUrl, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** Runs a write into DATA_DIR; a full disk, a read-only or a forbidden folder becomes one clear sentence. */
function inDataDir<T>(dataDir: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof DataDirLockedError) throw error;
    const problem = folderProblem(explainFolderError(error, dataDir), dataDir, "its data");
    throw problem ? new StartupError(problem) : error;
  }
}
