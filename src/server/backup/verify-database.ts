// The database's own consistency checks, run after every restore (and by the restore drill test):
// - amcheck (shipped with the embedded build): bt_index_check(index, heapallindexed => true) on every B-tree index
//   of the `public` schema (each index agrees with itself and indexes every heap tuple) and verify_heapam on every
//   table (no corrupt heap pages or tuples). Installed inside a transaction that is rolled back, so the schema
//   stays exactly what the migrations made. Skipped, and said so, when the extension cannot be created (a
//   DATABASE_URL user that is not a superuser).
// - every foreign key, checked row by row with an anti-join (no row points at a missing parent).
import type pg from "pg";
import { quoteIdent } from "./backup-format.ts";

export interface VerifyReport {
  indexesChecked: number;
  tablesChecked: number;
  foreignKeysChecked: number;
  /** Why amcheck did not run, when it did not. */
  amcheckSkipped?: string;
  problems: string[];
}

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  childColumns: string[];
  parentColumns: string[];
}

async function foreignKeys(client: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await client.query<{ name: string; child: string; parent: string; child_columns: string[]; parent_columns: string[] }>(
    `select con.conname as name, child.relname as child, parent.relname as parent,
            array(select a.attname from unnest(con.conkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i)::text[] as child_columns,
            array(select a.attname from unnest(con.confkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.i)::text[] as parent_columns
       from pg_constraint con
       join pg_class child on child.oid = con.conrelid
       join pg_class parent on parent.oid = con.confrelid
      where con.contype = 'f' and con.connamespace = 'public'::regnamespace
      order by 1`,
  );
  return rows.map((r) => ({ name: r.name, child: r.child, parent: r.parent, childColumns: r.child_columns, parentColumns: r.parent_columns }));
}

async function checkForeignKeys(client: pg.ClientBase, problems: string[]): Promise<number> {
  const keys = await foreignKeys(client);
  for (const key of keys) {
    const notNull = key.childColumns.map((c) => `c.${quoteIdent(c)} is not null`).join(" and ");
    const match = key.childColumns.map((c, i) => `p.${quoteIdent(key.parentColumns[i]!)} = c.${quoteIdent(c)}`).join(" and ");
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from ${quoteIdent(key.child)} c where ${notNull}
         and not exists (select 1 from ${quoteIdent(key.parent)} p where ${match})`,
    );
    if (rows[0]!.n > 0) problems.push(`${rows[0]!.n} row(s) of ${key.child} point at missing ${key.parent} rows (${key.name})`);
  }
  return keys.length;
}

async function runAmcheck(client: pg.ClientBase, problems: string[]): Promise<{ indexes: number; tables: number } | string> {
  await client.query("begin");
  try {
    try {
      await client.query("create extension if not exists amcheck");
    } catch (error) {
      return `amcheck is not available to this user (${error instanceof Error ? error.message : String(error)})`;
    }
    const { rows: indexes } = await client.query<{ oid: number; name: string }>(
      `select c.oid, c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
        where am.amname = 'btree' and c.relnamespace = 'public'::regnamespace and i.indisvalid and i.indisready order by 2`,
    );
    for (const index of indexes) {
      try {
        await client.query("select bt_index_check($1::regclass, true)", [index.oid]);
      } catch (error) {
        problems.push(`index ${index.name}: ${error instanceof Error ? error.message : String(error)}`);
        return { indexes: indexes.length, tables: 0 };
      }
    }
    const { rows: tables } = await client.query<{ oid: number; name: string }>(
      "select oid, relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 2",
    );
    for (const table of tables) {
      const { rows } = await client.query<{ msg: string }>("select msg from verify_heapam($1::regclass)", [table.oid]);
      for (const row of rows) problems.push(`table ${table.name}: ${row.msg}`);
    }
    return { indexes: indexes.length, tables: tables.length };
  } finally {
    await client.query("rollback");
  }
}

export async function verifyDatabase(client: pg.ClientBase): Promise<VerifyReport> {
  const problems: string[] = [];
  const amcheck = await runAmcheck(client, problems);
  const foreignKeysChecked = await checkForeignKeys(client, problems);
  if (typeof amcheck === "string") return { indexesChecked: 0, tablesChecked: 0, foreignKeysChecked, amcheckSkipped: amcheck, problems };
  return { indexesChecked: amcheck.indexes, tablesChecked: amcheck.tables, foreignKeysChecked, problems };
}
