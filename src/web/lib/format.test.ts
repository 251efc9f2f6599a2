import { describe, expect, it } from "vitest";
import { weeksLabel } from "./labels.ts";
import { fromWeekRows, purchaseStatusTone, toWeekRows } from "./format.ts";

describe("badges", () => {
  it("colours purchases: completed green, refunded red, anything else yellow", () => {
    expect(purchaseStatusTone("completed")).toBe("green");
    expect(purchaseStatusTone("refunded")).toBe("red");
    expect(purchaseStatusTone("pending")).toBe("yellow");
    expect(purchaseStatusTone("failed")).toBe("yellow");
  });

  it("says week or weeks", () => {
    expect(weeksLabel(1)).toBe("1 week");
    expect(weeksLabel(6)).toBe("6 weeks");
  });
});

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
