import { describe, expect, it } from "vitest";
import { familyStreak, type WeekState } from "./streak.ts";

const F: WeekState = "finished";
const M: WeekState = "missed";
const P: WeekState = "paused";

describe("familyStreak (weeks in a row finished together, one grace week per eight, pauses kept)", () => {
  it("counts finished weeks back from the last one; the current week counts once finished", () => {
    expect(familyStreak([F, F, F], false).weeks).toBe(3);
    expect(familyStreak([F, F, F], true).weeks).toBe(4);
    expect(familyStreak([], false).weeks).toBe(0);
  });

  it("an unfinished current week breaks nothing", () => {
    expect(familyStreak([F, F], false)).toMatchObject({ weeks: 2, graceUsed: 0 });
  });

  it("forgives one missed week, not two within eight", () => {
    expect(familyStreak([F, F, M, F], false)).toMatchObject({ weeks: 3, graceUsed: 1, graceAvailable: false });
    expect(familyStreak([F, M, F, M, F], false)).toMatchObject({ weeks: 2, graceUsed: 1 });
    expect(familyStreak([F, M, F, F, F, F, F, F, F, F, M, F], false)).toMatchObject({ weeks: 10, graceUsed: 2 });
  });

  it("two missed weeks in a row end it; a missed week with nothing before it is not forgiven", () => {
    expect(familyStreak([F, F, M, M, F], false).weeks).toBe(1);
    expect(familyStreak([M, F, F], false)).toMatchObject({ weeks: 2, graceUsed: 0 });
  });

  it("paused weeks neither count nor break", () => {
    expect(familyStreak([F, F, P, P, P, F], false)).toMatchObject({ weeks: 3, graceUsed: 0 });
  });

  it("grace is available again eight weeks after it was used", () => {
    expect(familyStreak([F, M, F, F, F, F, F, F, F, F], false).graceAvailable).toBe(true);
    expect(familyStreak([F, M, F, F], false).graceAvailable).toBe(false);
  });
});
