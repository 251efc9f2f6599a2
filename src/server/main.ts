// `npm start`: read config, open the database, migrate, build the app, listen, and shut down cleanly.
import { ConfigError, loadConfig } from "./config.ts";
import { SchemaNotReadyError } from "./db/client.ts";
import { DataDirLockedError } from "./db/data-dir.ts";
import { DEMO_ACCOUNTS } from "./db/seed/accounts.ts";
import { createLogger, startRuntime } from "./runtime.ts";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  let runtime;
  try {
    runtime = await startRuntime(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof SchemaNotReadyError) {
      console.error(error.message);
      process.exit(1);
    }
    logger.fatal({ err: error }, "StrongBond could not start");
    process.exit(1);
  }

  const address = await runtime.app.listen({ port: config.port, host: config.host });
  const lines = [
    "",
    `  StrongBond is running at ${config.appUrl}  (listening on ${address})`,
    `  Database: ${runtime.databaseLabel}`,
    `  API docs: ${config.appUrl}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push(
      "  Demo accounts:",
      `    dad    ${DEMO_ACCOUNTS.dad.email}  /  ${DEMO_ACCOUNTS.dad.password}`,
      `    son    ${DEMO_ACCOUNTS.son.email}  /  ${DEMO_ACCOUNTS.son.password}`,
      `    admin  ${DEMO_ACCOUNTS.admin.email}  /  ${DEMO_ACCOUNTS.admin.password}`,
    );
  }
  if (!config.smtpUrl) lines.push("  Mail: no SMTP_URL, so mails go to the dev outbox (links are logged).");
  console.log(`${lines.join("\n")}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 30_000);
    force.unref();
    try {
      await runtime.close();
      logger.info("stopped cleanly");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

void main();
