// Accounts made by the system rather than by registration: the configured global admin and the demo family.
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { familyLinks, profiles, users } from "../schema/index.ts";
import { insertAccount, setCredentialPassword, setProfileRole } from "../../modules/accounts/accounts.queries.ts";

export interface SeedAccount {
  email: string;
  password: string;
  fullName: string;
}

/**
 * Makes sure a global admin with these credentials exists: creates it, or turns the existing account into a
 * global admin and sets its password (so ADMIN_PASSWORD stays the truth after a change in the environment).
 */
export async function ensureGlobalAdmin(db: Database, admin: SeedAccount): Promise<"created" | "updated"> {
  const email = admin.email.toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) {
      await setCredentialPassword(tx, existing.id, passwordHash);
      await setProfileRole(tx, existing.id, "admin", null);
      return "updated";
    }
    await insertAccount(tx, { id: crypto.randomUUID(), email, fullName: admin.fullName, passwordHash, role: "admin", emailVerified: true });
    return "created";
  });
}

export const DEMO_ACCOUNTS = {
  dad: { email: "dad@demo.strongbond.app", password: "Demo-Dad-2026", fullName: "David Miller" },
  son: { email: "son@demo.strongbond.app", password: "Demo-Son-2026", fullName: "Sam Miller" },
  admin: { email: "admin@demo.strongbond.app", password: "Demo-Admin-2026", fullName: "StrongBond Admin" },
} as const;

/** The demo family (a dad with his son) and a demo global admin; does nothing when they exist. */
export async function ensureDemoAccounts(db: Database): Promise<void> {
  const [dadExists] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.dad.email)).limit(1);
  if (!dadExists) {
    const [dadHash, sonHash] = await Promise.all([hashPassword(DEMO_ACCOUNTS.dad.password), hashPassword(DEMO_ACCOUNTS.son.password)]);
    await db.transaction(async (tx) => {
      const dadId = crypto.randomUUID();
      const sonId = crypto.randomUUID();
      await insertAccount(tx, { id: dadId, email: DEMO_ACCOUNTS.dad.email, fullName: DEMO_ACCOUNTS.dad.fullName, passwordHash: dadHash, role: "dad", emailVerified: true });
      await insertAccount(tx, { id: sonId, email: DEMO_ACCOUNTS.son.email, fullName: DEMO_ACCOUNTS.son.fullName, passwordHash: sonHash, role: "son", emailVerified: true });
      // The demo son is made by the system, not by a dad typing someone's address: confirmed (decision 009).
      await tx.insert(familyLinks).values({ dadId, sonId, confirmedAt: new Date() });
    });
  }
  const [adminExists] = await db.select({ id: profiles.id }).from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(eq(users.email, DEMO_ACCOUNTS.admin.email)).limit(1);
  if (!adminExists) await ensureGlobalAdmin(db, DEMO_ACCOUNTS.admin);
}
