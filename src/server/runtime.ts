// Everything a running server needs, wired once: database (embedded or DATABASE_URL), migrations, seeds,
// mail, auth, and the Fastify app. main.ts and the end-to-end server use it.
import path from "node:path";
import pino, { type Logger } from "pino";
import { buildApp, DEFAULT_WEB_ROOT, type App } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import type { AppConfig } from "./config.ts";
import { createDatabase, migrateDatabase, type Database } from "./db/client.ts";
import { acquireDataDirLock, loadOrCreateSecrets } from "./db/data-dir.ts";
import { startEmbeddedPostgres, type RunningPostgres } from "./db/embedded-postgres.ts";
import { ensureDemoAccounts, ensureGlobalAdmin } from "./db/seed/accounts.ts";
import { seedDemoContent } from "./db/seed/demo-content.ts";
import { createMailer } from "./integrations/mail/mailer.ts";
import { createIntegrations } from "./integrations/index.ts";

export interface Runtime {
  app: App;
  db: Database;
  logger: Logger;
  databaseLabel: string;
  /** Stops accepting requests, lets in-flight ones finish, then closes the database (and stops PostgreSQL). */
  close(): Promise<void>;
}

export function createLogger(config: AppConfig): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password", "body.password"], remove: true },
  });
}

export async function startRuntime(config: AppConfig, logger: Logger = createLogger(config)): Promise<Runtime> {
  const cleanups: Array<() => Promise<void> | void> = [];
  let databaseUrl = config.databaseUrl;
  let secret = config.authSecret;
  let embedded: RunningPostgres | undefined;
  let databaseLabel: string;

  try {
    if (!databaseUrl) {
      const release = acquireDataDirLock(config.dataDir);
      cleanups.push(release);
      const secrets = loadOrCreateSecrets(config.dataDir);
      secret ??= secrets.authSecret;
      embedded = await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, "pg"),
        password: secrets.databasePassword,
        log: (m) => logger.info(`embedded postgres: ${m}`),
      });
      const running = embedded;
      cleanups.unshift(() => running.stop());
      databaseUrl = embedded.url("postgres");
      databaseLabel = `embedded PostgreSQL in ${path.join(config.dataDir, "pg")} (127.0.0.1:${embedded.port})`;
    } else {
      secret ??= loadOrCreateSecrets(config.dataDir).authSecret;
      databaseLabel = `PostgreSQL at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`;
    }

    const db = createDatabase(databaseUrl);
    cleanups.unshift(() => db.$client.end());
    await migrateDatabase(db);

    if (config.admin) {
      const outcome = await ensureGlobalAdmin(db, { ...config.admin, fullName: "Administrator" });
      logger.info({ email: config.admin.email, outcome }, "global admin from ADMIN_EMAIL ensured");
    }
    if (config.seedDemo) {
      await ensureDemoAccounts(db);
      await seedDemoContent(db);
    }

    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, logger });
    const auth = createAuth({ config, db, mailer, logger, secret });
    const integrations = createIntegrations(config, logger);
    const app = await buildApp({ config, db, auth, mailer, integrations, logger, webRoot: DEFAULT_WEB_ROOT });

    let closed = false;
    return {
      app,
      db,
      logger,
      databaseLabel,
      async close() {
        if (closed) return;
        closed = true;
        await app.close();
        for (const cleanup of cleanups) await cleanup();
      },
    };
  } catch (error) {
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => {});
    throw error;
  }
}
