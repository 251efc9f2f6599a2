// Repeated statements become server-side prepared statements: named from their second use, parsed
// once per connection, capped per process, and off with DB_PREPARE=0.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createStatementNames } from "./statements.ts";
import { createDatabase } from "./database.ts";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../../../tests/support/test-app.ts";

describe("statement names", () => {
  it("names a text from its second use, always the same name, and no text past the cap", () => {
    const names = createStatementNames(2, 2);
    expect(names.nameFor("select $1")).toBeUndefined();
    const first = names.nameFor("select $1");
    expect(first).toMatch(/^sb_[\w-]+$/);
    expect(names.nameFor("select $1")).toBe(first);
    names.nameFor("select $2");
    expect(names.nameFor("select $2")).not.toBe(first);
    names.nameFor("select $3");
    expect(names.nameFor("select $3")).toBeUndefined();
    expect(names.size).toBe(2);
  });
});

async function preparedOnOneConnection(db: Database, run: (query: (text: string, values: unknown[]) => Promise<unknown>) => Promise<void>) {
  const client = await db.$client.connect();
  try {
    await run((text, values) => client.query(text, values));
    const { rows } = await client.query<{ name: string; statement: string }>("select name, statement from pg_prepared_statements");
    return rows;
  } finally {
    client.release();
  }
}

describe("on a real connection", () => {
  it("prepares a parameterised statement used twice, once, and leaves texts without values and one-off texts unnamed", async () => {
    const database = await createTestDatabase();
    const db = createDatabase(database.url, { max: 1 });
    try {
      const rows = await preparedOnOneConnection(db, async (query) => {
        for (let i = 0; i < 4; i++) expect(await query("select $1::int + 1 as n", [i])).toMatchObject({ rows: [{ n: i + 1 }] });
        await query("select $1::text as once", ["x"]);
        await query("select 2 as no_values", []);
      });
      expect(rows.map((r) => r.statement)).toEqual(["select $1::int + 1 as n"]);
      // Drizzle's statements go through the same pool.
      await db.execute(sql`select ${1}::int as a`);
      await db.execute(sql`select ${2}::int as a`);
      const after = await preparedOnOneConnection(db, async () => {});
      expect(after.map((r) => r.statement)).toContain("select $1::int as a");
    } finally {
      await db.$client.end();
    }
  });

  it("prepares nothing with preparedStatements: false (DB_PREPARE=0)", async () => {
    const database = await createTestDatabase();
    const db = createDatabase(database.url, { max: 1, preparedStatements: false });
    try {
      const rows = await preparedOnOneConnection(db, async (query) => {
        for (let i = 0; i < 3; i++) await query("select $1::int + 1 as n", [i]);
      });
      expect(rows).toEqual([]);
      // Statements that carry their own name (preparedSql, preparedQuery) run unnamed too.
      const client = await db.$client.connect();
      try {
        expect(await client.query({ name: "a_named_one", text: "select $1::int as n", values: [7] })).toMatchObject({ rows: [{ n: 7 }] });
      } finally {
        client.release();
      }
      const statement = db
        .select({ n: sql<number>`${sql.placeholder("n")}::int` })
        .from(sql`(select 1) as one`)
        .prepare("drizzle_named_one");
      expect(await statement.execute({ n: 8 })).toEqual([{ n: 8 }]);
      // The pool has one connection: the one both ran on.
      const named = await preparedOnOneConnection(db, async () => {});
      expect(named).toEqual([]);
    } finally {
      await db.$client.end();
    }
  });
});
