// Helpers for the caches that the database's announcements empty.
import { sql } from "drizzle-orm";
import type { Database, Tx } from "../../src/server/db/client.ts";

/** Polls until `check` holds (an announcement travels through PostgreSQL), failing after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 2000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A write with the triggers (and so the announcements) switched off: a cached answer shows it only if it was read
 * again, which is how a test proves an answer came from memory.
 */
export async function silently(db: Database, write: (tx: Tx) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });
}
