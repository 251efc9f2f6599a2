import { describe, expect, it } from "vitest";
import { fromWeekRows, toWeekRows } from "./plan-content-rows.ts";

describe("content editor rows", () => {
  it("gives one row per week of the plan, filled from what was saved, ignoring weeks past the duration", () => {
    const rows = toWeekRows(3, [
      { weekNumber: 2, devotionalId: 7, challengeId: null, dadsCornerId: 9 },
      { weekNumber: 5, devotionalId: 1, challengeId: 1, dadsCornerId: 1 },
    ]);
    expect(rows).toEqual([
      { devotionalId: "", challengeId: "", dadsCornerId: "" },
      { devotionalId: "7", challengeId: "", dadsCornerId: "9" },
      { devotionalId: "", challengeId: "", dadsCornerId: "" },
    ]);
    expect(fromWeekRows(rows)).toEqual([
      { weekNumber: 1, devotionalId: null, challengeId: null, dadsCornerId: null },
      { weekNumber: 2, devotionalId: 7, challengeId: null, dadsCornerId: 9 },
      { weekNumber: 3, devotionalId: null, challengeId: null, dadsCornerId: null },
    ]);
  });
});
