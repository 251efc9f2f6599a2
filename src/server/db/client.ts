import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { installJobQueue, installedJobSchemaVersion } from "../jobs/job-queue.ts";
import * as schema from "./schema/index.ts";
import { VIEWER_NOTIFY_DDL } from "../auth/viewer.queries.ts";
import { DATA_NOTIFY_DDL } from "./read-caches.ts";
import { guardCheckouts } from "./checkout-guard.ts";
import { createStatementNames, prepareRepeatedStatements, runStatementsUnnamed } from "./auto-prepare.ts";

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

/** How long a request waits for a new database connection before the API answers 503. */
export const CONNECT_TIMEOUT_MS = 5_000;

export interface DatabaseOptions {
  /** Pool size (default 10). */
  max?: number;
  /** Run repeated parameterised statements as named, server-side prepared statements (default true; db/auto-prepare.ts). */
  preparedStatements?: boolean;
}

export function createDatabase(connectionString: string, options: DatabaseOptions = {}): Database {
  // A stopped or unreachable PostgreSQL must not hang requests: connecting gives up after 5 s (the API answers 503
  // UNAVAILABLE), and the pool connects again by itself once PostgreSQL answers (decision 018).
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  // Nor may a checked-out one (a transaction between two statements when PostgreSQL dies): the pool listens only
  // while a client is idle, and an 'error' nobody listens to ends Node. The statement in flight still fails and
  // the request answers 503 (decision 018); the pool discards the broken client on release.
  const names = options.preparedStatements === false ? null : createStatementNames();
  // A checkout lost with its backend and never given back (Drizzle's transaction when `begin` fails) returns to the
  // pool after a grace period instead of shrinking it for good (checkout-guard.ts).
  guardCheckouts(pool);
  pool.on("connect", (client) => {
    client.on("error", () => {});
    if (names) prepareRepeatedStatements(client, names);
    else runStatementsUnnamed(client);
  });
  return drizzle(pool, { schema, casing: "snake_case" }) as Database;
}

/** How long shutting down waits for pooled connections still checked out. */
export const POOL_CLOSE_WAIT_MS = 5_000;

/**
 * Ends the pool, waiting at most `waitMs` for connections still checked out. One can be lost for good: when
 * PostgreSQL dies between Drizzle's checkout and its `begin`, Drizzle's transaction never releases the client
 * (drizzle-orm 0.45, node-postgres session), and pg's pool.end() would then wait forever and a SIGTERM would end
 * in the 30 s forced exit. After the wait the process goes on closing without it, and says so.
 */
export async function closePool(pool: pg.Pool, logger: { warn(details: object, message: string): void }, waitMs = POOL_CLOSE_WAIT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<"waited">((resolve) => {
    timer = setTimeout(() => resolve("waited"), waitMs);
  });
  const outcome = await Promise.race([pool.end().then(() => "ended" as const), waited]);
  clearTimeout(timer);
  if (outcome === "waited") {
    logger.warn({ total: pool.totalCount, idle: pool.idleCount }, "database pool: a connection was never given back; closing without it");
  }
}

/**
 * Applies committed migrations (from `migrationsFolder`; restore passes the backup's own) and installs (or
 * upgrades) the job queue's schema; an advisory lock keeps several migrating processes from racing.
 * `npm run db:migrate` runs it as a release step; app processes run it at start unless MIGRATE=0 (then they
 * wait for it with waitForSchema).
 */
export async function migrateDatabase(db: Database, migrationsFolder: string = MIGRATIONS_FOLDER): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema, casing: "snake_case" }), { migrationsFolder });
    await installJobQueue(client);
    // Not a drizzle migration: triggers, replaced idempotently on every migrate (decisions 019 and 026).
    await client.query(VIEWER_NOTIFY_DDL);
    await client.query(DATA_NOTIFY_DDL);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** The schema this code was built for: the newest migration in the journal and pg-boss's schema version. */
export function requiredSchema(): { migration: number; migrationTag: string; jobSchema: number } {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: Array<{ when: number; tag: string }>;
  };
  const last = journal.entries.at(-1);
  const bossPackage = path.join(path.dirname(createRequire(import.meta.url).resolve("pg-boss")), "..", "package.json");
  const jobSchema = (JSON.parse(fs.readFileSync(bossPackage, "utf8")) as { pgboss: { schema: number } }).pgboss.schema;
  return { migration: last?.when ?? 0, migrationTag: last?.tag ?? "(none)", jobSchema };
}

/** What the database holds now: the newest applied migration (drizzle's created_at) and pg-boss's version. */
export async function appliedSchema(db: Database): Promise<{ migration: number | null; jobSchema: number | null }> {
  const { rows } = await db.$client
    .query<{ when: string | null }>("select max(created_at)::text as when from drizzle.__drizzle_migrations")
    .catch(() => ({ rows: [] as Array<{ when: string | null }> }));
  const when = rows[0]?.when;
  return { migration: when ? Number(when) : null, jobSchema: await installedJobSchemaVersion(db.$client) };
}

export class SchemaNotReadyError extends Error {}

/**
 * MIGRATE=0: waits (bounded) until the release step has migrated the database to what this code needs,
 * logging what it waits for; then throws SchemaNotReadyError with a message saying what to run.
 */
export async function waitForSchema(db: Database, opts: { timeoutSeconds: number; log: (message: string) => void; pollMs?: number }): Promise<void> {
  const need = requiredSchema();
  const deadline = Date.now() + opts.timeoutSeconds * 1000;
  let logged = false;
  for (;;) {
    const have = await appliedSchema(db).catch(() => ({ migration: null, jobSchema: null }));
    if (have.migration !== null && have.migration >= need.migration && have.jobSchema !== null && have.jobSchema >= need.jobSchema) return;
    if (Date.now() >= deadline) {
      throw new SchemaNotReadyError(
        `The database schema is older than this version of StrongBond needs (migration ${need.migrationTag}, job queue schema ${need.jobSchema}) ` +
          `and MIGRATE=0 is set, so this process does not migrate. Run \`npm run db:migrate\` (the release step), or start without MIGRATE=0. Waited ${opts.timeoutSeconds} s.`,
      );
    }
    if (!logged) {
      opts.log(
        `MIGRATE=0: waiting up to ${opts.timeoutSeconds} s for \`npm run db:migrate\` to apply ${need.migrationTag} (job queue schema ${need.jobSchema})`,
      );
      logged = true;
    }
    await new Promise((resolve) => setTimeout(resolve, opts.pollMs ?? 1000));
  }
}

export { schema };
