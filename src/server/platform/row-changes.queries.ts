// The writes that many query files say the same way: change or remove the rows a condition picks and learn how many
// were there (none means the row was not found, or not the caller's), and count the rows a condition picks. Each query
// file keeps its own named function and its own condition; only the statement's shell lives here.
import { count, sql, type SQL } from "drizzle-orm";
import type { PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Queryable } from "../db/client.ts";

/** Deletes the rows of `table` that `where` picks; how many it deleted. */
export async function deleteRows(db: Queryable, table: PgTable, where: SQL | undefined): Promise<number> {
  const rows = await db
    .delete(table)
    .where(where)
    .returning({ one: sql<number>`1` });
  return rows.length;
}

/** Sets `values` on the rows of `table` that `where` picks; how many it changed. */
export async function updateRows<T extends PgTable>(db: Queryable, table: T, values: PgUpdateSetSource<T>, where: SQL | undefined): Promise<number> {
  const rows = await db
    .update(table)
    .set(values)
    .where(where)
    .returning({ one: sql<number>`1` });
  return rows.length;
}

/** How many rows of `table` `where` picks. */
export async function countRows(db: Queryable, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}
