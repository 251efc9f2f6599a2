// The configured global admin: an account made by the system rather than by registration (the demo family's
// are in family/demo-family.ts; the demo credentials themselves are data, in src/server/db/seed/accounts.ts).
import { hashPassword } from "./password-hash.ts";
import type { Database } from "../../db/client.ts";
import type { SeedAccount } from "../../db/seed/accounts.ts";
import { findUserIdByEmail, insertAccount, setCredentialPassword, setProfileRole } from "./identity.queries.ts";

/**
 * Makes sure a global admin with these credentials exists: creates it, or turns the existing account into a
 * global admin and sets its password (so ADMIN_PASSWORD stays the truth after a change in the environment).
 */
export async function ensureGlobalAdmin(db: Database, admin: SeedAccount): Promise<"created" | "updated"> {
  const email = admin.email.toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    const existingId = await findUserIdByEmail(tx, email);
    if (existingId) {
      await setCredentialPassword(tx, existingId, passwordHash);
      await setProfileRole(tx, existingId, "admin", null);
      return "updated";
    }
    await insertAccount(tx, { id: crypto.randomUUID(), email, fullName: admin.fullName, passwordHash, role: "admin", emailVerified: true });
    return "created";
  });
}
