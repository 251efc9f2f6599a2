// What Better Auth's session hook needs to know about an account before it may have a session.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

export interface SignInGate {
  banned: boolean;
  twoFactorEnabled: boolean;
}

export async function findSignInGate(db: Database, userId: string): Promise<SignInGate | undefined> {
  const [row] = await db.select({ banned: users.banned, twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
