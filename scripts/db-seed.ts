// npm run db:seed — the demo family, the demo admin and the published plan library, without duplicates.
import { loadConfig } from "../src/server/config.ts";
import { DEMO_ACCOUNTS } from "../src/server/db/seed/accounts.ts";
import { ensureDemoAccounts } from "../src/server/modules/family/demo-family.ts";
import { seedDemoContent } from "../src/server/db/seed/demo-content.ts";
import { createLogger } from "../src/server/logger.ts";
import { openDatabase } from "../src/server/open-database.ts";

const config = loadConfig();
const opened = await openDatabase(config, createLogger({ ...config, logLevel: "warn" }));
try {
  await ensureDemoAccounts(opened.db);
  await seedDemoContent(opened.db);
  console.log(`Demo data ready in ${opened.label}:`);
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) console.log(`  ${role.padEnd(5)} ${account.email} / ${account.password}`);
} finally {
  await opened.close();
}
