import { describe, expect, it } from "vitest";
import { achievementsOf, completedWeeks } from "./journey.ts";

const row = (week: number, done: [boolean, boolean, boolean]) => ({
  id: week,
  week_number: week,
  devotional_completed: done[0],
  challenge_completed: done[1],
  journal_completed: done[2],
});

describe("the family's journey on its run", () => {
  it("counts completed weeks inside the plan only", () => {
    expect(completedWeeks([row(1, [true, true, true]), row(3, [true, true, true]), row(4, [true, true, true])], 3)).toEqual([1, 3]);
  });

  it("counts achievements only in weeks of the plan the family can open", () => {
    const rows = [row(1, [true, true, false]), row(2, [true, false, false]), row(7, [true, true, false])];
    expect(achievementsOf(rows, 6, false)).toEqual({ devotionalsCompleted: 2, challengesCompleted: 1 });
    // A paid plan the family has not bought: only week 1 was open to read.
    expect(achievementsOf(rows, 6, true)).toEqual({ devotionalsCompleted: 1, challengesCompleted: 1 });
    expect(achievementsOf(rows, null, false)).toEqual({ devotionalsCompleted: 3, challengesCompleted: 2 });
  });
});
