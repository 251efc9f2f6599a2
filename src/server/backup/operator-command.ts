// The shell of `npm run backup|restore -- FILE`: reads the config, runs the command, and turns a failure the
// operator can fix into one sentence and exit code 1 (an unexpected one is logged with its stack).
import type { Logger } from "pino";
import { ConfigError, loadConfig, type AppConfig } from "../config.ts";
import { OperatorError } from "../lib/startup-error.ts";
import { createLogger } from "../logger.ts";

export async function runOperatorCommand(
  name: "backup" | "restore",
  command: (input: { config: AppConfig; logger: Logger; file: string }) => Promise<void>,
): Promise<void> {
  const file = process.argv[2];
  if (!file || file.startsWith("-")) {
    console.error(`Usage: npm run ${name} -- FILE`);
    process.exit(2);
  }
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : String(error));
    process.exit(1);
  }
  const logger = createLogger({ ...config, logLevel: "warn" });
  try {
    await command({ config, logger, file });
    process.exit(0);
  } catch (error) {
    if (error instanceof OperatorError) console.error(error.message);
    else logger.fatal({ err: error }, `${name} failed`);
    process.exit(1);
  }
}
