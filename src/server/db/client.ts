import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";
import { SchemaNotReadyError } from "./schema-not-ready-error.ts";

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
 * Something installed into the database beside the drizzle migrations, under the migration lock, on every migrate
 *: the job queue's schema (jobs/job-queue.ts), the change feed's triggers (platform/announcements.ts).
 * db/ knows none of them; the caller passes the list (`SCHEMA_INSTALLERS`, src/server/schema-installers.ts).
 */
export interface SchemaInstaller {
  /** What it installs, in the words a waiting process logs ("job queue schema"). */
  name: string;
  /** Idempotent; runs on a connection holding the migration lock, after the migrations. */
  install(client: pg.PoolClient): Promise<void>;
  /** For a versioned schema: the version this code needs, and the one installed (null when none). */
  version?: { required(): number; installed(pool: pg.Pool): Promise<number | null> };
}

/**
 * Applies committed migrations (from `migrationsFolder`; restore passes the backup's own), then runs each installer;
 * an advisory lock keeps several migrating processes from racing. `npm run db:migrate` runs it as a release step;
 * app processes run it at start unless MIGRATE=0 (then they wait for it with waitForSchema).
 */
export async function migrateDatabase(db: Database, installers: readonly SchemaInstaller[], migrationsFolder: string = MIGRATIONS_FOLDER): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema, casing: "snake_case" }), { migrationsFolder });
    for (const installer of installers) await installer.install(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

interface RequiredSchema {
  migration: number;
  migrationTag: string;
  /** The versioned installers' required versions, by name. */
  versions: Array<{ name: string; version: number }>;
}

/** The schema this code was built for: the newest migration in the journal and each versioned installer's version. */
export function requiredSchema(installers: readonly SchemaInstaller[] = []): RequiredSchema {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: Array<{ when: number; tag: string }>;
  };
  const last = journal.entries.at(-1);
  const versions = installers.flatMap((installer) => (installer.version ? [{ name: installer.name, version: installer.version.required() }] : []));
  return { migration: last?.when ?? 0, migrationTag: last?.tag ?? "(none)", versions };
}

/** What the database holds now: the newest applied migration (drizzle's created_at) and each installer's version. */
export async function appliedSchema(
  db: Database,
  installers: readonly SchemaInstaller[] = [],
): Promise<{ migration: number | null; versions: Array<{ name: string; version: number | null }> }> {
  const { rows } = await db.$client
    .query<{ when: string | null }>("select max(created_at)::text as when from drizzle.__drizzle_migrations")
    .catch(() => ({ rows: [] as Array<{ when: string | null }> }));
  const when = rows[0]?.when;
  const versions: Array<{ name: string; version: number | null }> = [];
  for (const installer of installers) {
    if (installer.version) versions.push({ name: installer.name, version: await installer.version.installed(db.$client) });
  }
  return { migration: when ? Number(when) : null, versions };
}

export { SchemaNotReadyError };

/**
 * MIGRATE=0: waits (bounded) until the release step has migrated the database to what this code needs (the
 * migrations and each versioned installer), logging what it waits for; then throws SchemaNotReadyError with a
 * message saying what to run.
 */
export async function waitForSchema(
  db: Database,
  opts: { installers: readonly SchemaInstaller[]; timeoutSeconds: number; log: (message: string) => void; pollMs?: number },
): Promise<void> {
  const need = requiredSchema(opts.installers);
  const versionsNeeded = need.versions.map((v) => `, ${v.name} ${v.version}`).join("");
  const deadline = Date.now() + opts.timeoutSeconds * 1000;
  let logged = false;
  for (;;) {
    const have = await appliedSchema(db, opts.installers).catch(() => null);
    const ready =
      have !== null &&
      have.migration !== null &&
      have.migration >= need.migration &&
      need.versions.every((v) => {
        const installed = have.versions.find((h) => h.name === v.name)?.version ?? null;
        return installed !== null && installed >= v.version;
      });
    if (ready) return;
    if (Date.now() >= deadline) {
      throw new SchemaNotReadyError(
        `The database schema is older than this version of StrongBond needs (migration ${need.migrationTag}${versionsNeeded}) ` +
          `and MIGRATE=0 is set, so this process does not migrate. Run \`npm run db:migrate\` (the release step), or start without MIGRATE=0. Waited ${opts.timeoutSeconds} s.`,
      );
    }
    if (!logged) {
      opts.log(
        `MIGRATE=0: waiting up to ${opts.timeoutSeconds} s for \`npm run db:migrate\` to apply ${need.migrationTag}${need.versions.length ? ` (${versionsNeeded.slice(2)})` : ""}`,
      );
      logged = true;
    }
    await new Promise((resolve) => setTimeout(resolve, opts.pollMs ?? 1000));
  }
}

export { schema };
