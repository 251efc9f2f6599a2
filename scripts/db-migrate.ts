// npm run db:migrate — applies the committed migrations to the configured database (the server also does it at start).
import { loadConfig } from "../src/server/config.ts";
import { createLogger, openDatabase } from "../src/server/runtime.ts";

const config = loadConfig();
const opened = await openDatabase(config, createLogger({ ...config, logLevel: "warn" }));
console.log(`Migrations applied to ${opened.label}.`);
await opened.close();
