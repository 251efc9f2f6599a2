// What Better Auth's session hook needs to know about an account before it may have a session.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

export interface SignInGate {
  banned: boolean;
  twoFactorEnabled: boolean;
  /** A son added while his dad's address was unproven, waiting for its holder to keep him. */
  held: boolean;
}

export async function findSignInGate(db: Database, userId: string): Promise<SignInGate | undefined> {
  const [row] = await db
    .select({
      banned: users.banned,
      twoFactorEnabled: users.twoFactorEnabled,
      held: sql<boolean>`exists (select 1 from family_links fl where fl.son_id = "users"."id" and fl.held_at is not null)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
