// The demo family, made by the system rather than by registration: a dad with his son on a confirmed link, and a
// demo global admin (the demo credentials themselves are data, in src/server/db/seed/accounts.ts).
import { hashPassword } from "../identity/password-hash.ts";
import type { Database } from "../../db/client.ts";
import { DEMO_ACCOUNTS } from "../../db/seed/accounts.ts";
import { ensureGlobalAdmin } from "../identity/system-accounts.ts";
import { findUserIdByEmail, hasProfileWithEmail, insertAccount } from "../identity/identity.queries.ts";
import { insertFamilyLink } from "./family.queries.ts";

/** The demo family (a dad with his son) and a demo global admin; does nothing when they exist. */
export async function ensureDemoAccounts(db: Database): Promise<void> {
  const dadExists = await findUserIdByEmail(db, DEMO_ACCOUNTS.dad.email);
  if (!dadExists) {
    const [dadHash, sonHash] = await Promise.all([hashPassword(DEMO_ACCOUNTS.dad.password), hashPassword(DEMO_ACCOUNTS.son.password)]);
    await db.transaction(async (tx) => {
      const dadId = crypto.randomUUID();
      const sonId = crypto.randomUUID();
      await insertAccount(tx, {
        id: dadId,
        email: DEMO_ACCOUNTS.dad.email,
        fullName: DEMO_ACCOUNTS.dad.fullName,
        passwordHash: dadHash,
        role: "dad",
        emailVerified: true,
        // The demo family is greeted "Welcome back" every time, whoever signs in first.
        visitedAlready: true,
      });
      await insertAccount(tx, {
        id: sonId,
        email: DEMO_ACCOUNTS.son.email,
        fullName: DEMO_ACCOUNTS.son.fullName,
        passwordHash: sonHash,
        role: "son",
        emailVerified: true,
        visitedAlready: true,
      });
      // The demo son is made by the system, not by a dad typing someone's address: confirmed.
      await insertFamilyLink(tx, { dadId, sonId, sonAgeBand: "13_plus", confirmed: true, confirmationTokenHash: null });
    });
  }
  if (!(await hasProfileWithEmail(db, DEMO_ACCOUNTS.admin.email))) await ensureGlobalAdmin(db, DEMO_ACCOUNTS.admin);
}
