// The family week on the family's own clock, at the two moments families of the Americas and Asia meet every week:
// a Saturday evening in Los Angeles that is Sunday in UTC, and a Sunday morning in Tokyo that is Saturday in UTC.
// The server's clock is moved (lib/clock.ts, as an end-to-end server's is); each family sees its own right week.
import { afterEach, describe, expect, it } from "vitest";
import { startClockAt } from "../../lib/clock.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";

const t = testAppForFile();
afterEach(() => startClockAt(new Date()));

/** A family in `timeZone` (as /account saves it) on a new 4-week plan, started "this Sunday" (the default). */
async function familyOnPlanIn(timeZone: string): Promise<Actor> {
  const { dad } = await registerFamily(t);
  expect((await dad.put("/api/account/profile", { timeZone })).statusCode).toBe(200);
  const planId = await insertPlan(t.db, { durationWeeks: 4 });
  expect((await dad.post(`/api/marketplace/plans/${planId}/start`, { source: "marketplace" })).statusCode).toBe(200);
  return dad;
}

async function journeyOf(actor: Actor): Promise<{ currentWeek: number; startsOn: string; today: string; timeZone: string }> {
  const response = await actor.get("/api/dashboard");
  expect(response.statusCode).toBe(200);
  return response.json().journey;
}

describe("the family week on the family's clock", () => {
  it("a family in Los Angeles at 22:00 on Saturday starts tomorrow, Sunday, though UTC is Sunday already", async () => {
    startClockAt(new Date("2026-12-06T06:00:00Z"));
    const dad = await familyOnPlanIn("America/Los_Angeles");
    expect(await journeyOf(dad)).toMatchObject({ today: "2026-12-05", startsOn: "2026-12-06", currentWeek: 1, timeZone: "America/Los_Angeles" });
    // A week and a day later at his own midnight: week 2, though UTC passed it eight hours earlier.
    startClockAt(new Date("2026-12-14T07:59:00Z"));
    expect(await journeyOf(dad)).toMatchObject({ today: "2026-12-13", currentWeek: 2 });
  });

  it("a family in Tokyo at 08:00 on Sunday starts today, though UTC is still Saturday; a UTC family waits", async () => {
    startClockAt(new Date("2026-12-05T23:00:00Z"));
    const tokyo = await familyOnPlanIn("Asia/Tokyo");
    const utc = await familyOnPlanIn("UTC");
    expect(await journeyOf(tokyo)).toMatchObject({ today: "2026-12-06", startsOn: "2026-12-06", currentWeek: 1 });
    expect(await journeyOf(utc)).toMatchObject({ today: "2026-12-05", startsOn: "2026-12-06", currentWeek: 1 });
    // Sunday 08:00 a week later in Tokyo: Tokyo is on week 2, the UTC family (Saturday) still on week 1.
    startClockAt(new Date("2026-12-12T23:00:00Z"));
    expect((await journeyOf(tokyo)).currentWeek).toBe(2);
    expect((await journeyOf(utc)).currentWeek).toBe(1);
  });
});
