// The one prepared-statement mechanism. PostgreSQL parses and plans a statement once
// per connection when it runs under a name; the name is decided here, in one place, the connection's `query`:
//
// - a statement declared with `preparedQuery` (a Drizzle query built once per database handle) or `preparedSql`
//   (raw SQL rendered once) carries the name it was declared with: the hot statements of the request path;
// - any other parameterised statement gets a name the second time its text is seen (as pgjdbc's prepareThreshold
//   and postgres.js's `prepare: true` do), at most MAX_NAMED_STATEMENTS texts per process, so texts that vary (an
//   `in (…)` list of any length) cannot grow PostgreSQL's memory without bound;
// - with DB_PREPARE=0 (PgBouncer in transaction mode before 1.21) every statement runs unnamed, declared ones too.
//
// Only statements with parameters are named (they already use the extended protocol; a text without values may hold
// several statements, which only the simple protocol runs).
import crypto from "node:crypto";
import { sql, type Query, type SQL } from "drizzle-orm";
import { PgDialect, type PgSession } from "drizzle-orm/pg-core";
import { LRUCache } from "lru-cache";
import type pg from "pg";

/** Uses of a text before it gets a name: a statement run once (a migration, a one-off report) stays unnamed. */
export const PREPARE_THRESHOLD = 2;
/** Names given per process at most; later texts run unnamed. */
export const MAX_NAMED_STATEMENTS = 256;
/** Texts counted at most (the least recently seen count is forgotten first; names given are kept). */
const MAX_COUNTED_TEXTS = 4096;

export interface StatementNames {
  /** The name to run this text under, or undefined to run it unnamed. */
  nameFor(text: string): string | undefined;
  /** How many texts have a name (for tests and diagnostics). */
  readonly size: number;
}

export function createStatementNames(threshold = PREPARE_THRESHOLD, maxNames = MAX_NAMED_STATEMENTS): StatementNames {
  const names = new Map<string, string>();
  const uses = new LRUCache<string, number>({ max: MAX_COUNTED_TEXTS });
  return {
    nameFor(text) {
      const known = names.get(text);
      if (known !== undefined) return known;
      if (names.size >= maxNames) return undefined;
      const count = (uses.get(text) ?? 0) + 1;
      if (count < threshold) {
        uses.set(text, count);
        return undefined;
      }
      uses.delete(text);
      const name = `sb_${crypto.createHash("sha1").update(text).digest("base64url")}`;
      names.set(text, name);
      return name;
    },
    get size() {
      return names.size;
    },
  };
}

type QueryConfig = pg.QueryConfig & { name?: string | undefined };

function hasValues(config: QueryConfig, values: unknown): boolean {
  const list = Array.isArray(values) ? values : config.values;
  return Array.isArray(list) && list.length > 0;
}

/**
 * Makes this pooled client run repeated parameterised statements under a name. The client's own `query` is
 * wrapped: a statement that already has a name (a declared one), a submittable (a cursor, a stream) or a text
 * without values passes through unchanged.
 */
export function prepareRepeatedStatements(client: pg.PoolClient, names: StatementNames): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  const named = (config: unknown, values?: unknown, callback?: unknown): unknown => {
    if (typeof config === "string") {
      if (Array.isArray(values) && values.length > 0) {
        const name = names.nameFor(config);
        if (name !== undefined) return query({ name, text: config }, values, callback);
      }
      return query(config, values, callback);
    }
    if (config !== null && typeof config === "object" && typeof (config as { submit?: unknown }).submit !== "function") {
      const c = config as QueryConfig;
      if (c.name === undefined && typeof c.text === "string" && hasValues(c, values)) {
        const name = names.nameFor(c.text);
        if (name !== undefined) return query({ ...c, name }, values, callback);
      }
    }
    return query(config, values, callback);
  };
  (client as unknown as { query: typeof named }).query = named;
}

/**
 * DB_PREPARE=0: this pooled client runs every statement unnamed, the declared ones too, so nothing is prepared on
 * the server — what an older PgBouncer in transaction mode needs.
 */
export function runStatementsUnnamed(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  const unnamed = (config: unknown, values?: unknown, callback?: unknown): unknown => {
    if (config !== null && typeof config === "object" && typeof (config as { submit?: unknown }).submit !== "function") {
      const c = config as QueryConfig;
      if (c.name !== undefined) return query({ ...c, name: undefined }, values, callback);
    }
    return query(config, values, callback);
  };
  (client as unknown as { query: typeof unnamed }).query = unnamed;
}

// Declared statements: each name once per process (two statements under one name would make PostgreSQL run the
// first one's text with the second one's values).
const declaredNames = new Set<string>();

function declare(name: string): void {
  if (declaredNames.has(name)) throw new Error(`prepared statement ${name} is declared twice`);
  declaredNames.add(name);
}

/** A database handle or a transaction (db/client.ts's Queryable), as far as running a declared statement needs it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only the session is used
type Handle = { readonly _: { readonly session: PgSession<any, any, any> } };

/**
 * A Drizzle query declared under a name: built once per database handle (or transaction) and prepared, so Drizzle
 * does not rebuild its SQL on every request (building a select with joins was the largest item of an
 * authenticated GET's CPU profile) and PostgreSQL parses it once per connection. `build` writes the
 * query with `sql.placeholder(...)` for its values; `.prepare(name)` is called here.
 */
export function preparedQuery<H extends object, Prepared>(name: string, build: (db: H) => { prepare(name: string): Prepared }): (db: H) => Prepared {
  declare(name);
  const byHandle = new WeakMap<H, Prepared>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (prepared === undefined) {
      prepared = build(db).prepare(name);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}

// The same casing as the application's Drizzle instance (db/client.ts), so columns render to the same names.
const dialect = new PgDialect({ casing: "snake_case" });

/** A value a raw statement receives at execution: `${param("week")}` in the SQL, `{ week: 3 }` when it runs. */
export const param = (name: string): SQL => sql`${sql.placeholder(name)}`;

/**
 * Raw SQL declared under a name: its text is rendered once (with `param(...)` placeholders), and every pooled
 * connection parses it once and then only binds values. Works on the database and inside a transaction alike.
 * Measured on the dashboard's main statement: of 2.6 ms in PostgreSQL, 0.4 ms went to parsing and 1.0 ms to
 * planning against 0.2 ms of execution.
 */
export function preparedSql<Row extends Record<string, unknown>, Values extends Record<string, unknown>>(
  name: string,
  build: () => SQL,
): (db: Handle, values: Values) => Promise<Row[]> {
  declare(name);
  let query: Query | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build());
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
