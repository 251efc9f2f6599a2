// Statements on the hot request path, parsed and planned by PostgreSQL once per connection instead of on every
// request (docs/decisions/023-prepared-statements-and-lean-hooks.md). Measured on the dashboard's main statement:
// of 2.6 ms in PostgreSQL, 0.4 ms went to parsing and 1.0 ms to planning (bind) against 0.2 ms of execution.
import { sql, type Query, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Queryable } from "./client.ts";

// The same casing as the application's Drizzle instance (db/client.ts), so columns render to the same names.
const dialect = new PgDialect({ casing: "snake_case" });

/** A value the statement receives at execution: `${param("week")}` in the SQL, `{ week: 3 }` when it runs. */
export const param = (name: string): SQL => sql`${sql.placeholder(name)}`;

/**
 * A raw SQL statement with a name: its text is rendered once (with `param(...)` placeholders), and every
 * pooled connection asks PostgreSQL to parse it once and then only binds values, letting PostgreSQL keep a
 * plan. Works on the database and inside a transaction alike. Names must be unique in the process.
 */
export function namedStatement<Row extends Record<string, unknown>, Values extends Record<string, unknown>>(
  name: string,
  build: () => SQL,
): (db: Queryable, values: Values) => Promise<Row[]> {
  let query: Query | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build());
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * A Drizzle query built once per database handle (or transaction) and prepared under its name: Drizzle does not
 * rebuild its SQL on every request (building a select with joins was the largest item of an authenticated GET's
 * CPU profile, decision 024), and PostgreSQL parses it once per connection. `build` writes the query with
 * `sql.placeholder(...)` for its values and ends with `.prepare(name)`.
 */
export function preparedPerHandle<Prepared>(build: (db: Queryable) => Prepared): (db: Queryable) => Prepared {
  const byHandle = new WeakMap<Queryable, Prepared>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}
