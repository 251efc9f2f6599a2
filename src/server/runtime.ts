// Everything a running server needs, wired once: database (embedded or DATABASE_URL), migrations, seeds,
// mail, auth, and the Fastify app, on a database open-database.ts opened. main.ts and the end-to-end server use it.
import { releaseUploadsOfDeletedAccounts, sweepUploads } from "./modules/uploads/uploads.service.ts";
import type { Logger } from "pino";
import { buildApp, DEFAULT_WEB_ROOT, type App } from "./app.ts";
import { createAuth } from "./modules/identity/better-auth.ts";
import type { AppConfig } from "./config.ts";
import { Redis } from "ioredis";
import type { Database } from "./db/client.ts";
import type { OpenedDatabase } from "./open-database.ts";
import { startScheduledBackups } from "./backup/scheduled-backups.ts";
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
import { prepareAccountDeletion } from "./modules/identity/account-page.service.ts";

export interface Runtime {
  app: App;
  db: Database;
  logger: Logger;
  databaseLabel: string;
  /** Stops accepting requests, lets in-flight ones finish, then closes the database (and stops PostgreSQL). */
  close(): Promise<void>;
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

/** The server on a database `openDatabase` opened; closing the runtime closes it, a failure here leaves that to the caller. */
export async function startRuntime(config: AppConfig, logger: Logger, opened: OpenedDatabase): Promise<Runtime> {
  const { db } = opened;
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
}
