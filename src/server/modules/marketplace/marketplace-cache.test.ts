// The marketplace's page from the read cache: one answer kept per reader's language, since the order follows it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TMarketplacePlan } from "../../../shared/schemas/marketplace.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { registerDad } from "../../../../tests/support/actors.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";
import { countQueries } from "../../../../tests/support/query-counter.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VIEWER_CACHE: "1", READ_CACHE: "1" });
});
afterAll(async () => t.close());

describe("the marketplace list from the read cache", () => {
  it("keeps one answer per reader's language: the same viewer and query in Spanish and in English differ", async () => {
    const spanish = await insertPlan(t.db, { title: "Cachezz Camino", language: "es", createdAt: new Date("2025-01-01T00:00:00Z") });
    const english = await insertPlan(t.db, { title: "Cachezz Road", language: "en", createdAt: new Date("2025-02-01T00:00:00Z") });
    const dad = await registerDad(t);
    const ids = async (language: string) => {
      const response = await dad.request({ method: "GET", url: "/api/marketplace/plans?q=cachezz", headers: { "accept-language": language } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ plans: TMarketplacePlan[] }>().plans.map((p) => p.id);
    };
    expect(await ids("es")).toEqual([spanish, english]);
    const counter = countQueries(t.db);
    try {
      // Kept: the Spanish answer again without a statement.
      expect(await counter.count(async () => expect(await ids("es")).toEqual([spanish, english]))).toBe(0);
      // Not the Spanish answer for the English reader: his own, read in one statement.
      expect(await counter.count(async () => expect(await ids("en")).toEqual([english, spanish]))).toBe(1);
      expect(await counter.count(async () => expect(await ids("en")).toEqual([english, spanish]))).toBe(0);
    } finally {
      counter.restore();
    }
  });
});
