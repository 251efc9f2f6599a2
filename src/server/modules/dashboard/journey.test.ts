import { describe, expect, it } from "vitest";
import { completedWeeks, currentWeek } from "./journey.ts";

const row = (week: number, done: [boolean, boolean, boolean]) => ({
  id: week,
  week_number: week,
  devotional_completed: done[0],
  challenge_completed: done[1],
  journal_completed: done[2],
});

describe("the current week of the family's plan", () => {
  it("is the first week not completed, whatever happened later", () => {
    expect(currentWeek([], 6)).toBe(1);
    expect(currentWeek([row(1, [true, true, true]), row(2, [true, true, true]), row(3, [true, false, false])], 6)).toBe(3);
    expect(currentWeek([row(1, [true, true, true]), row(2, [true, true, false]), row(3, [true, true, true])], 6)).toBe(2);
  });

  it("is the week after the plan's end once every week is complete, within 52", () => {
    const all = [1, 2].map((w) => row(w, [true, true, true]));
    expect(currentWeek(all, 2)).toBe(3);
    expect(
      currentWeek(
        Array.from({ length: 52 }, (_, i) => row(i + 1, [true, true, true])),
        null,
      ),
    ).toBe(52);
  });

  it("counts completed weeks inside the plan only", () => {
    expect(completedWeeks([row(1, [true, true, true]), row(3, [true, true, true]), row(4, [true, true, true])], 3)).toEqual([1, 3]);
  });
});
