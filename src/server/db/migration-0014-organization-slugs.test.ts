// Migration 0014 on organizations written the old way, with no slug: each gets one from its
// name, a name two organizations share gets the id appended, and a name with no letter or digit reads
// "organization". The UPDATE runs again in a transaction that puts the column back as it was before, then rolls back.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SLUG_PATTERN } from "../../shared/slug.ts";
import { testAppForFile } from "../../../tests/support/test-app.ts";
import { inRolledBackTransaction, migrationStatements } from "../../../tests/support/migration-replay.ts";
import { registerDad } from "../../../tests/support/actors.ts";

const t = testAppForFile();

const statements = migrationStatements("0014_organization_families.sql");
const backfill = statements.filter((statement) => statement.startsWith("UPDATE"));

describe("migration 0014_organization_families", () => {
  it("gives every existing organization a unique slug from its name", async () => {
    expect(backfill).toHaveLength(1);
    const creators = await Promise.all([registerDad(t), registerDad(t), registerDad(t), registerDad(t)]);
    let slugs: Record<string, string> = {};
    await inRolledBackTransaction(t.db, async (tx) => {
      await tx.execute(sql`alter table organizations drop constraint organizations_slug_format`);
      await tx.execute(sql`alter table organizations alter column slug drop not null`);
      const names = ["Grace Church", "Grace  Church!", "St. José’s Men", "!!!"];
      const ids: number[] = [];
      for (const [i, name] of names.entries()) {
        const result = await tx.execute<{ id: number }>(
          sql`insert into organizations (name, slug, created_by) values (${name}, null, ${creators[i]?.id}) returning id`,
        );
        ids.push(Number(result.rows[0]?.id));
      }
      for (const statement of backfill) await tx.execute(sql.raw(statement));
      const rows = await tx.execute<{ id: number; slug: string }>(sql`select id, slug from organizations where id in ${sql.raw(`(${ids.join(",")})`)}`);
      slugs = Object.fromEntries(rows.rows.map((row) => [String(row.id), row.slug]));
      slugs = Object.fromEntries(ids.map((id, i) => [names[i] ?? "", slugs[String(id)] ?? ""]));
      slugs.secondGraceId = String(ids[1]);
    });
    expect(slugs["Grace Church"]).toBe("grace-church");
    expect(slugs["Grace  Church!"]).toBe(`grace-church-${slugs.secondGraceId}`);
    expect(slugs["St. José’s Men"]).toBe("st-jos-s-men");
    expect(slugs["!!!"]).toBe("organization");
    for (const name of ["Grace Church", "Grace  Church!", "St. José’s Men", "!!!"]) expect(slugs[name]).toMatch(SLUG_PATTERN);
  });
});
