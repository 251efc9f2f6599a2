// Migration 0012 on rows written the old way: which accounts count as having visited already, and the
// launch library's covers moved to their text-free versions. The table is made by every test database; here its
// UPDATEs run again on rows put back as they were before it (no first session, the v1 covers).
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { devotionalPlans, EARLIER_VISIT, firstVisits, profiles } from "./schema/index.ts";
import { testAppForFile } from "../../../tests/support/test-app.ts";
import { migrationStatements } from "../../../tests/support/migration-replay.ts";
import { registerDad, registerFamily } from "../../../tests/support/actors.ts";
import { insertPlan } from "../../../tests/support/plan-fixtures.ts";

const t = testAppForFile();

const updates = migrationStatements("0012_dayone.sql").filter((statement) => statement.startsWith("UPDATE") || statement.startsWith("INSERT"));

describe("migration 0012_dayone", () => {
  it("marks dads and sons who have been here as visited, leaves a son who never signed in new, and moves the v1 covers", async () => {
    expect(updates).toHaveLength(2);
    const visitedFamily = await registerFamily(t); // both signed in: sessions exist
    const soloDad = await registerDad(t);
    // A son his dad registered who never signed in: no session, no tick, no entry.
    const { son: quietSon } = await registerFamily(t);
    await t.db.execute(sql`delete from sessions where user_id = ${quietSon.id}`);
    const ids = [visitedFamily.dad.id, visitedFamily.son.id, soloDad.id, quietSon.id];
    await t.db.delete(firstVisits).where(inArray(firstVisits.userId, ids));
    const oldCover = await insertPlan(t.db, { title: "Old Cover Plan", coverImageUrl: "/covers/knit-together-v1.svg" });
    const ownCover = await insertPlan(t.db, { title: "Own Cover Plan", coverImageUrl: "/uploads/chosen-v1.svg" });
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(profiles);

    for (const statement of updates) await t.db.execute(sql.raw(statement));

    const rows = await t.db.select().from(firstVisits).where(inArray(firstVisits.userId, ids));
    const byId: Record<string, string | undefined> = Object.fromEntries(rows.map((row) => [row.userId, row.sessionId]));
    expect(byId[visitedFamily.dad.id]).toBe(EARLIER_VISIT);
    expect(byId[visitedFamily.son.id]).toBe(EARLIER_VISIT);
    expect(byId[soloDad.id]).toBe(EARLIER_VISIT);
    expect(byId[quietSon.id]).toBeUndefined();
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(profiles);
    expect(after).toEqual(before);

    const cover = async (id: number) =>
      (await t.db.select({ url: devotionalPlans.coverImageUrl }).from(devotionalPlans).where(eq(devotionalPlans.id, id)))[0]?.url;
    expect(await cover(oldCover)).toBe("/covers/knit-together-v2.svg");
    expect(await cover(ownCover)).toBe("/uploads/chosen-v1.svg");
  });
});
