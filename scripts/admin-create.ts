// npm run admin:create -- --email you@example.com --password '…' [--name 'Your Name'] [--reset-two-factor]
// Makes sure a global admin with these credentials exists (creates it, or promotes and resets an existing account).
// --reset-two-factor: the recovery path for the last admin who lost his authenticator and backup codes
//: two-factor off and every session ended; /admin then asks him to set it up again.
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config.ts";
import { ensureGlobalAdmin } from "../src/server/modules/identity/system-accounts.ts";
import { resetTwoFactorByEmail } from "../src/server/modules/admin/admin-users.queries.ts";
import { createLogger } from "../src/server/logger.ts";
import { openDatabase } from "../src/server/open-database.ts";
import { ZForgotPasswordRequest, newPassword } from "../src/shared/schemas/identity.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" }, "reset-two-factor": { type: "boolean" } },
});
const email = ZForgotPasswordRequest.shape.email.safeParse(values.email ?? "");
const password = newPassword().safeParse(values.password ?? "");
if (!email.success || !password.success) {
  console.error("Usage: npm run admin:create -- --email you@example.com --password 'a strong password' [--name 'Your Name'] [--reset-two-factor]");
  if (!email.success) console.error(`  email: ${email.error.issues[0]?.message}`);
  if (!password.success) console.error(`  password: ${password.error.issues[0]?.message}`);
  process.exit(2);
}

const config = loadConfig();
const logger = createLogger({ ...config, logLevel: "warn" });
const opened = await openDatabase(config, logger);
try {
  const outcome = await ensureGlobalAdmin(opened.db, { email: email.data, password: password.data, fullName: values.name ?? "Administrator" });
  console.log(`Global admin ${email.data} ${outcome} (${opened.label}).`);
  if (values["reset-two-factor"]) {
    await resetTwoFactorByEmail(opened.db, email.data);
    console.log("Two-factor turned off and every session ended: set it up again at /account/two-factor.");
  }
} finally {
  await opened.close();
}
