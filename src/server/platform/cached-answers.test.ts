// Every cached answer is declared once with the tables it reads: these tests fail when an answer
// reads a table that announces nothing — in its declaration, or in the statements it really sends — and when the
// database's triggers are not exactly the ones generated from the declarations.
import { getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fitnessResults, progress } from "../db/schema/index.ts";
import { testAppForFile } from "../../../tests/support/test-app.ts";
import { registerDad, registerFamily } from "../../../tests/support/actors.ts";
import { insertPlan } from "../../../tests/support/plan-fixtures.ts";
import { ANNOUNCE_TRIGGER, announcementsDdl } from "./announcements.ts";
import { ANNOUNCING_TABLES, CACHED_ANSWERS, silentReads, tablesRead } from "./cached-answers.ts";
import { answerBeingRead, setReadAudit } from "./read-caches.ts";

const declared = Object.values(CACHED_ANSWERS);
const announcing = new Set(ANNOUNCING_TABLES.map((a) => getTableName(a.table)));

describe("the declarations", () => {
  it("no cached answer reads a table that announces nothing", () => {
    expect(silentReads()).toEqual([]);
    // The check itself: an answer reading fitness results (a table without a trigger) is named.
    expect(silentReads([{ name: "a fitness chart", reads: [progress, fitnessResults] }])).toEqual([{ answer: "a fitness chart", table: "fitness_results" }]);
  });

  it("names every answer once, and generates one trigger per announcing table", () => {
    expect(new Set(declared.map((a) => a.name)).size).toBe(declared.length);
    const ddl = announcementsDdl();
    for (const table of announcing) expect(ddl).toMatch(new RegExp(`create or replace trigger ${ANNOUNCE_TRIGGER} after [a-z ]+ on "${table}" `));
    expect(ddl.match(/create or replace trigger/g)).toHaveLength(announcing.size);
  });
});

const t = testAppForFile({ VIEWER_CACHE: "1", READ_CACHE: "1" });

describe("in the database", () => {
  it("the migrated database carries exactly the generated triggers, and none of before", async () => {
    const { rows } = await t.db.$client.query<{ table: string; trigger: string }>(
      `select c.relname as table, tg.tgname as trigger from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
        where not tg.tgisinternal and tg.tgname like 'strongbond%' order by 1`,
    );
    expect(rows.every((r) => r.trigger === ANNOUNCE_TRIGGER)).toBe(true);
    expect(new Set(rows.map((r) => r.table))).toEqual(announcing);
  });

  it("every statement a cached answer sends reads only tables its declaration names", async () => {
    const pool = t.db.$client;
    const original = pool.query;
    const seen = new Map<string, Set<string>>();
    pool.query = function (this: typeof pool, ...args: unknown[]) {
      const answer = answerBeingRead();
      const config = args[0] as string | { text?: string };
      const text = typeof config === "string" ? config : (config.text ?? "");
      if (answer) {
        const tables = seen.get(answer) ?? new Set<string>();
        for (const match of text.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/gi)) tables.add(match[1] as string);
        seen.set(answer, tables);
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pool.query;
    setReadAudit(true);
    try {
      const { dad, son } = await registerFamily(t);
      const leader = await registerDad(t, "Audit Leader");
      await leader.post("/api/groups", { name: "Audit Group", description: "" });
      await dad.post("/api/journal/entries", { title: "Audit", content: "…", entryType: "other" });
      const planId = await insertPlan(t.db, { title: "Audit plan", priceCents: 1500 });
      for (const actor of [dad, son, leader]) {
        await actor.get("/api/session");
        await actor.get("/api/dashboard");
        await actor.get("/api/weeks/1");
        await actor.get("/api/weeks/2");
        await actor.get("/api/family");
        await actor.get("/api/journal/entries");
        await actor.get("/api/journal/entries?before=1");
        await actor.get("/api/marketplace/plans");
        await actor.get("/api/marketplace/plans?q=audit&category=faith");
        await actor.get("/api/groups");
        await actor.get("/api/testimonials");
      }
      expect((await dad.post(`/api/marketplace/plans/${planId}/start`, {})).statusCode).toBeLessThan(500);
      await dad.get("/api/dashboard");
      await dad.get("/api/weeks/2");
    } finally {
      setReadAudit(false);
      pool.query = original;
    }
    // Every declared answer was read at least once here, and read only what it declares; an answer made of others
    // (the server-rendered page) sends nothing itself and declares at least what they read.
    const composedOf = (a: (typeof declared)[number]) => (a as { composedOf?: readonly string[] }).composedOf ?? [];
    const composed = declared.filter((a) => composedOf(a).length > 0);
    expect([...seen.keys()].sort()).toEqual(
      declared
        .filter((a) => !composed.includes(a))
        .map((a) => a.name)
        .sort(),
    );
    for (const answer of composed) {
      const parts = declared.filter((a) => composedOf(answer).includes(a.name));
      expect(parts.length).toBeGreaterThan(0);
      for (const part of parts) expect(tablesRead(answer)).toEqual(expect.arrayContaining(tablesRead(part)));
    }
    for (const answer of declared) {
      const read = [...(seen.get(answer.name) ?? [])].sort();
      expect({ answer: answer.name, undeclared: read.filter((table) => !tablesRead(answer).includes(table)) }).toEqual({ answer: answer.name, undeclared: [] });
    }
  });
});
