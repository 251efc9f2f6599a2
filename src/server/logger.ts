// The process's logger, made from the config: the server, the maintenance scripts and the backup commands use it.
import pino, { type Logger } from "pino";
import type { AppConfig } from "./config.ts";
import { loggerOptions } from "./lib/logging.ts";

export function createLogger(config: AppConfig): Logger {
  return pino(loggerOptions(config.logLevel));
}
