// Everything a running server needs, wired once: database (embedded or DATABASE_URL), migrations, seeds,
// mail, auth, and the Fastify app. main.ts and the end-to-end server use it.
import { releaseUploadsOfDeletedAccounts, sweepUploads } from "./modules/uploads/uploads.service.ts";
import path from "node:path";
import pino, { type Logger } from "pino";
import { buildApp, DEFAULT_WEB_ROOT, type App } from "./app.ts";
import { createAuth } from "./modules/identity/better-auth.ts";
import type { AppConfig } from "./config.ts";
import { Redis } from "ioredis";
import { closePool, migrateDatabase, waitForSchema, type Database } from "./db/client.ts";
import { createDatabase } from "./platform/database.ts";
import { checkDatabaseReachable } from "./db/connection-check.ts";
import { acquireDataDirLock, DataDirLockedError, loadOrCreateSecrets } from "./db/data-dir.ts";
import { startScheduledBackups } from "./backup/scheduled-backups.ts";
import { startEmbeddedPostgres } from "./db/embedded-postgres.ts";
import { ensureDemoAccounts } from "./modules/family/demo-family.ts";
import { ensureGlobalAdmin } from "./modules/identity/system-accounts.ts";
import { seedDemoContent } from "./db/seed/demo-content.ts";
import { ensureDemoOrganization } from "./modules/organizations/demo-organization.ts";
import { createMailTransport, type MailTransport } from "./integrations/mail/mailer.ts";
import { createQueuedMailer } from "./jobs/mail-queue.ts";
import { startJobQueue } from "./jobs/job-queue.ts";
import { startReminders } from "./modules/reminders/reminders-runtime.ts";
import { sendInvitationFollowUps } from "./modules/organizations/organization-families.service.ts";
import { createIntegrations } from "./integrations/index.ts";
import { loggerOptions } from "./lib/logging.ts";
import { explainFolderError, folderProblem, StartupError } from "./lib/startup-error.ts";
import { prepareAccountDeletion } from "./modules/identity/account-page.service.ts";
import { SCHEMA_INSTALLERS } from "./schema-installers.ts";

export interface Runtime {
  app: App;
  db: Database;
  logger: Logger;
  databaseLabel: string;
  /** Stops accepting requests, lets in-flight ones finish, then closes the database (and stops PostgreSQL). */
  close(): Promise<void>;
}

export function createLogger(config: AppConfig): Logger {
  return pino(loggerOptions(config.logLevel));
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
    const db = createDatabase(databaseUrl, { preparedStatements: config.preparedStatements });
    cleanups.unshift(() => closePool(db.$client, logger));
    // migrate: true (db:migrate) applies them; false (restore) leaves the schema to the caller; unset follows MIGRATE.
    const migrateNow = options.migrate ?? (config.migrate ? true : undefined);
    if (migrateNow === true) await migrateDatabase(db, SCHEMA_INSTALLERS);
    else if (migrateNow === undefined)
      await waitForSchema(db, { installers: SCHEMA_INSTALLERS, timeoutSeconds: config.migrateWaitSeconds, log: (message) => logger.warn(message) });
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

/**
 * The app on an open database: the job queue and queued mail, auth, rate-limit store (Redis when REDIS_URL
 * is set) and the outside services wired from config (server and tests). Closing the app stops them.
 */
export async function assembleApp(input: {
  config: AppConfig;
  db: Database;
  databaseUrl: string;
  logger: Logger;
  secret: string;
  webRoot?: string | undefined;
  jobPollingIntervalSeconds?: number;
  /** Replaces the SMTP/outbox transport (tests: a slow or failing one). */
  mailTransport?: MailTransport;
}): Promise<App> {
  const { config, db, logger } = input;
  const jobs = await startJobQueue({ connectionString: input.databaseUrl, logger, pollingIntervalSeconds: input.jobPollingIntervalSeconds });
  let redis: Redis | undefined;
  try {
    const transport = input.mailTransport ?? createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, logger });
    if (config.mailOutboxInProduction) {
      logger.warn("MAIL_OUTBOX_IN_PRODUCTION=1: production without SMTP_URL on purpose; mails stay in the database outbox and are not delivered");
    }
    const mailer = await createQueuedMailer(jobs, transport);
    const auth = createAuth({
      config,
      db,
      mailer,
      logger,
      secret: input.secret,
      beforeDeleteUser: (userId) => prepareAccountDeletion({ db, mailer, logger }, userId),
      afterDeleteUser: () => releaseUploadsOfDeletedAccounts(db),
    });
    const integrations = createIntegrations(config, logger);
    if (config.redisUrl) {
      redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
      redis.on("error", (error: Error) => logger.warn({ err: error }, "redis error"));
      await redis.connect();
    }
    // The sweep also sends an organization's one follow-up for unanswered family invitations and
    // deletes the uploads nothing uses, removing their objects.
    const reminders = await startReminders({
      config,
      db,
      jobs,
      logger,
      secret: input.secret,
      alsoOnSweep: [(now) => sendInvitationFollowUps(db, mailer, config.appUrl, now), (now) => sweepUploads(db, integrations.storage, now, logger)],
    });
    return await buildApp({ config, db, auth, mailer, jobs, redis, integrations, logger, reminders, webRoot: input.webRoot });
  } catch (error) {
    await jobs.stop().catch(() => {});
    redis?.disconnect();
    throw error;
  }
}

export async function startRuntime(config: AppConfig, logger: Logger = createLogger(config)): Promise<Runtime> {
  const opened = await openDatabase(config, logger);
  const { db } = opened;
  try {
    if (config.admin) {
      const outcome = await ensureGlobalAdmin(db, { ...config.admin, fullName: "Administrator" });
      logger.info({ email: config.admin.email, outcome }, "global admin from ADMIN_EMAIL ensured");
    }
    if (config.seedDemo) {
      await ensureDemoAccounts(db);
      await seedDemoContent(db);
      await ensureDemoOrganization(db);
    }

    const app = await assembleApp({ config, db, databaseUrl: opened.url, logger, secret: opened.secret, webRoot: DEFAULT_WEB_ROOT });
    const backups = config.backup.dir
      ? startScheduledBackups({
          ...config.backup,
          dir: config.backup.dir,
          databaseUrl: opened.url,
          external: opened.embedded === undefined,
          dataDir: config.dataDir,
          authSecret: config.authSecret ? undefined : opened.secret,
          logger,
        })
      : undefined;

    let closed = false;
    return {
      app,
      db,
      logger,
      databaseLabel: opened.label,
      async close() {
        if (closed) return;
        closed = true;
        await backups?.stop();
        await app.close();
        await opened.close();
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}
