// The readiness probe's one statement.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/** Resolves when the database answers a trivial statement; rejects otherwise. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
