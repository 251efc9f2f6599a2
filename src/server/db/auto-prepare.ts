// Server-side prepared statements for the statements this process runs again and again, the way pgjdbc
// (prepareThreshold) and postgres.js (prepare: true) do it: the second time a parameterised statement's text is
// seen it gets a name, and each pooled connection asks PostgreSQL to parse it once; after that a request only
// binds values, and PostgreSQL may keep a generic plan instead of planning every execution
// (docs/decisions/023-prepared-statements-and-lean-hooks.md).
//
// Only statements with parameters are named (they already use the extended protocol; a text without values may
// hold several statements, which only the simple protocol runs). A process names at most MAX_NAMED_STATEMENTS
// texts, so texts that vary (an `in (…)` list of any length) cannot grow PostgreSQL's memory without bound.
// DB_PREPARE=0 turns it off (PgBouncer in transaction mode before 1.21 cannot route named statements).
import crypto from "node:crypto";
import type pg from "pg";

/** Uses of a text before it gets a name: a statement run once (a migration, a one-off report) stays unnamed. */
export const PREPARE_THRESHOLD = 2;
/** Names given per process at most; later texts run unnamed, as before. */
export const MAX_NAMED_STATEMENTS = 256;
/** Texts counted at most before the counts start again (counting only; names given are kept). */
const MAX_COUNTED_TEXTS = 4096;

export interface StatementNames {
  /** The name to run this text under, or undefined to run it unnamed. */
  nameFor(text: string): string | undefined;
  /** How many texts have a name (for tests and diagnostics). */
  readonly size: number;
}

export function createStatementNames(threshold = PREPARE_THRESHOLD, maxNames = MAX_NAMED_STATEMENTS): StatementNames {
  const names = new Map<string, string>();
  const uses = new Map<string, number>();
  return {
    nameFor(text) {
      const known = names.get(text);
      if (known !== undefined) return known;
      if (names.size >= maxNames) return undefined;
      const count = (uses.get(text) ?? 0) + 1;
      if (count < threshold) {
        if (uses.size >= MAX_COUNTED_TEXTS) uses.clear();
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
 * wrapped: a statement that already has a name, a submittable (a cursor, a stream) or a text without values
 * passes through unchanged.
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
 * DB_PREPARE=0: this pooled client runs every statement unnamed, those that carry a name too (the statements of
 * db/named-statement.ts and Drizzle's `.prepare(name)`), so nothing is prepared on the server — what an older
 * PgBouncer in transaction mode needs (decision 024).
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
