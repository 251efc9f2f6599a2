// Nothing of a paid plan's locked week is completed, on any path: opening the week after writing a reflection for it
// keeps the entry and ticks nothing (the reflection rule of POST /api/weeks/:n/open asks week.complete).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { progress } from "../../db/schema/index.ts";
import { todayUtc } from "../../../shared/plan-run.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerFamily } from "../../../../tests/support/actors.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";

const t = testAppForFile();

describe("a locked week opened after a reflection", () => {
  it("completes nothing in a paid plan's week the family does not own", async () => {
    const { dad, son } = await registerFamily(t);
    const paid = await insertPlan(t.db, { priceCents: 1200, durationWeeks: 4 });
    expect((await dad.post(`/api/marketplace/plans/${paid}/start`, { source: "marketplace", startsOn: todayUtc() })).statusCode).toBe(200);
    const entry = { title: "Ahead", content: "Read it at church", weekNumber: 2, entryType: "reflection" };
    expect((await son.post("/api/journal/entries", entry)).statusCode).toBe(201);
    expect((await son.put("/api/progress/2", { flag: "devotional", completed: true })).statusCode).toBe(403);

    await son.post("/api/weeks/2/open", {});

    const rows = await t.db
      .select()
      .from(progress)
      .where(and(eq(progress.userId, son.id), eq(progress.weekNumber, 2)));
    expect(rows.filter((row) => row.devotionalCompleted || row.journalCompleted)).toEqual([]);
  });
});
