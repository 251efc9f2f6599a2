// The database handle as the app runs it: a pg pool whose connections name repeated statements (statements.ts) and
// whose lost checkouts come back (checkout-guard.ts), wrapped by Drizzle with the whole schema. db/ holds the
// schema, the migrations and the types; this file is where the platform's pool machinery meets them.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { CONNECT_TIMEOUT_MS, schema, type Database } from "../db/client.ts";
import { guardCheckouts } from "./checkout-guard.ts";
import { createStatementNames, prepareRepeatedStatements, runStatementsUnnamed } from "./statements.ts";

export interface DatabaseOptions {
  /** Pool size (default 10). */
  max?: number;
  /** Run repeated parameterised statements as named, server-side prepared statements (default true; statements.ts). */
  preparedStatements?: boolean;
}

export function createDatabase(connectionString: string, options: DatabaseOptions = {}): Database {
  // A stopped or unreachable PostgreSQL must not hang requests: connecting gives up after 5 s (the API answers 503
  // UNAVAILABLE), and the pool connects again by itself once PostgreSQL answers.
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  // Nor may a checked-out one (a transaction between two statements when PostgreSQL dies): the pool listens only
  // while a client is idle, and an 'error' nobody listens to ends Node. The statement in flight still fails and
  // the request answers 503; the pool discards the broken client on release.
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
