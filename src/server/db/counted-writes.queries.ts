// A write that says how much it changed: "false when it was gone already", "how many sessions ended". One home for
// the RETURNING-and-count every such query would otherwise write out.
import { sql, type SQL } from "drizzle-orm";
import type { PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Queryable } from "./client.ts";

/** Deletes the rows of `table` that `where` picks; how many it deleted. */
export async function deleteCounted(db: Queryable, table: PgTable, where: SQL | undefined): Promise<number> {
  const rows = await db.delete(table).where(where).returning({ one: sql<number>`1` });
  return rows.length;
}

/** Sets `set` on the rows of `table` that `where` picks; how many it changed. */
export async function updateCounted<T extends PgTable>(db: Queryable, table: T, set: PgUpdateSetSource<T>, where: SQL | undefined): Promise<number> {
  const rows = await db.update(table).set(set).where(where).returning({ one: sql<number>`1` });
  return rows.length;
}
