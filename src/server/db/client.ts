import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle: services pass it down so a whole use case commits or rolls back together. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or a transaction: query functions accept both. */
export type Queryable = Database | Tx;

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK_KEY = 727_001;

// Dates and numerics come back as JS values; int8 counts as numbers (they stay far below 2^53 here).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** The same server's URL with another database name. */
export function withDatabaseName(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export function createDatabase(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  return drizzle(pool, { schema, casing: "snake_case" }) as Database;
}

/** Applies committed migrations; an advisory lock keeps several starting processes from racing. */
export async function migrateDatabase(db: Database, migrationsFolder: string = MIGRATIONS_FOLDER): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema, casing: "snake_case" }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

export { schema };
