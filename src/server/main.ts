// `npm start`: read config, open the database, migrate, build the app, listen, and shut down cleanly. The app's code
// (most of a start's CPU) is loaded once the database is open, so a start that cannot open it fails at once.
import net from "node:net";
import type { Logger } from "pino";
import { ConfigError, loadConfig, type AppConfig } from "./config.ts";
import { startClockAt } from "./lib/clock.ts";
import { SchemaNotReadyError } from "./db/schema-not-ready-error.ts";
import { DataDirLockedError } from "./db/data-dir.ts";
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from "./db/seed/accounts.ts";
import { errnoCode, StartupError } from "./lib/startup-error.ts";
import { createLogger } from "./logger.ts";
import { translatorFor } from "./lib/i18n.ts";
import { chooseLocale, terminalLanguage } from "../shared/i18n/locales.ts";
import { openDatabase } from "./open-database.ts";
import type { Runtime } from "./runtime.ts";

/** A start-up failure the operator can fix: one sentence on stderr, no stack, exit 1. */
function failStart(message: string): never {
  console.error(message);
  process.exit(1);
}

function listenProblem(error: unknown, host: string, port: number): string | undefined {
  switch (errnoCode(error)) {
    case "EADDRINUSE":
      return `Port ${port} is already in use by another program: stop it, or start StrongBond on another port (for example PORT=${port === 3000 ? 3001 : port + 1} npm start).`;
    case "EACCES":
      return `This user may not listen on port ${port} (ports below 1024 need privileges): start StrongBond on another port (for example PORT=3000 npm start).`;
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
      return `HOST=${host} is not an address of this machine: set HOST to one of its addresses (0.0.0.0 listens on all of them).`;
    default:
      return undefined;
  }
}

/** Binds and releases host:port once; a problem sentence when that is refused. */
function tryListen(host: string, port: number): Promise<string | undefined> {
  if (port === 0) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (error) => resolve(listenProblem(error, host, port)));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
}

/** Opens the database, then loads and starts the app on it; the database is closed again when that fails. */
async function openAndStart(config: AppConfig, logger: Logger): Promise<Runtime> {
  const opened = await openDatabase(config, logger);
  try {
    const { startRuntime } = await import("./runtime.ts");
    return await startRuntime(config, logger, opened);
  } catch (error) {
    await opened.close();
    throw error;
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) failStart(error.message);
    throw error;
  }
  if (config.clockStart) startClockAt(config.clockStart);
  // Checked before the database starts, so a busy port fails fast; listen() below still handles a late race.
  const portProblem = await tryListen(config.host, config.port);
  if (portProblem) failStart(portProblem);
  const logger = createLogger(config);
  let runtime;
  try {
    runtime = await openAndStart(config, logger);
  } catch (error) {
    if (error instanceof StartupError || error instanceof DataDirLockedError || error instanceof SchemaNotReadyError) failStart(error.message);
    logger.fatal({ err: error }, "StrongBond could not start");
    process.exit(1);
  }

  let address: string;
  try {
    address = await runtime.app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const problem = listenProblem(error, config.host, config.port);
    await runtime.close().catch(() => {});
    if (problem) failStart(problem);
    logger.fatal({ err: error }, "StrongBond could not listen");
    process.exit(1);
  }
  // In the language of the terminal that started it (LANG=es_MX.UTF-8 says Spanish), else English.
  const words = translatorFor(chooseLocale({ stored: null, cookie: null, acceptLanguage: terminalLanguage(process.env) }));
  const lines = [
    "",
    `  ${words.t("startBanner.running", { url: config.appUrl, address })}`,
    `  ${words.t("startBanner.database", { label: runtime.databaseLabel })}`,
    `  ${words.t("startBanner.apiDocs", { url: `${config.appUrl}/api/docs` })}`,
    `  ${words.t("startBanner.languages")}`,
  ];
  if (config.seedDemo) {
    const leaderPage = words.t("startBanner.leader", { organization: DEMO_ORGANIZATION.name, url: `${config.appUrl}/o/${DEMO_ORGANIZATION.slug}` });
    lines.push(
      `  ${words.t("startBanner.demoAccounts")}`,
      `    dad    ${DEMO_ACCOUNTS.dad.email}  /  ${DEMO_ACCOUNTS.dad.password}`,
      `    son    ${DEMO_ACCOUNTS.son.email}  /  ${DEMO_ACCOUNTS.son.password}`,
      `    admin  ${DEMO_ACCOUNTS.admin.email}  /  ${DEMO_ACCOUNTS.admin.password}`,
      `    leader ${DEMO_ACCOUNTS.leader.email}  /  ${DEMO_ACCOUNTS.leader.password}  ${leaderPage}`,
    );
  } else {
    lines.push(`  ${words.t("startBanner.noDemo")}`, `    ${words.t("startBanner.firstAdmin")}`);
  }
  if (config.mailOutboxInProduction) {
    lines.push(`  ${words.t("startBanner.mailOutboxInProduction")}`);
  } else if (!config.smtpUrl) {
    lines.push(`  ${words.t("startBanner.mailDevOutbox")}`);
  }
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
