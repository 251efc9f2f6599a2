// npm run db:migrate — the release step: applies the committed migrations and the job queue's schema to the
// configured database. App processes started with MIGRATE=0 wait for it; without MIGRATE=0 they also migrate at start.
import { loadConfig } from "../src/server/config.ts";
import { createLogger } from "../src/server/logger.ts";
import { openDatabase } from "../src/server/open-database.ts";

const config = loadConfig();
const opened = await openDatabase(config, createLogger({ ...config, logLevel: "warn" }), { migrate: true });
console.log(`Migrations applied to ${opened.label}.`);
await opened.close();
