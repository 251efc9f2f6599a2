import { describe, expect, it } from "vitest";
import type { TFitnessPerson, TFitnessResult } from "../../../shared/schemas/fitness.ts";
import { comparisonSentence, firstAgainstLatest, measureSeries, niceMax } from "./fitness-rules.ts";

const dad: TFitnessPerson = { userId: "d", fullName: "Dad", role: "dad", isViewer: true, canLog: true, ageBand: "adult" };
const son: TFitnessPerson = { userId: "s", fullName: "Son", role: "son", isViewer: false, canLog: true, ageBand: "under_13" };

function result(personId: string, weekNumber: number, value: number, measureLabel = "Push-ups"): TFitnessResult {
  return {
    id: weekNumber * 10 + value,
    personId,
    challengeId: weekNumber,
    planId: 1,
    weekNumber,
    challengeTitle: `Week ${weekNumber}`,
    measureLabel,
    unit: "repetitions",
    version: "standard",
    value,
    loggedBy: "self",
    loggedAt: "2026-01-01T00:00:00.000Z",
  };
}

describe("measureSeries", () => {
  it("groups one measure across weeks (week 1 and week 5 challenges alike), a line per person, with personal bests", () => {
    const series = measureSeries([result("d", 1, 25), result("s", 1, 10), result("d", 5, 24), result("s", 5, 16), result("d", 3, 30, "push-ups ")], [dad, son]);
    expect(series).toHaveLength(1);
    const [pushUps] = series;
    expect(pushUps?.weeks).toEqual([1, 3, 5]);
    expect(pushUps?.people.map((p) => [p.person.userId, p.best])).toEqual([
      ["d", { week: 3, value: 30 }],
      ["s", { week: 5, value: 16 }],
    ]);
  });

  it("keeps measures apart and leaves out people without a result", () => {
    const series = measureSeries([result("d", 1, 25), result("d", 3, 8, "Run-walk intervals")], [dad, son]);
    expect(series.map((s) => s.label)).toEqual(["Push-ups", "Run-walk intervals"]);
    expect(series[0]?.people.map((p) => p.person.userId)).toEqual(["d"]);
  });
});

describe("firstAgainstLatest and its sentence", () => {
  const [line] = measureSeries([result("s", 1, 10), result("s", 2, 9), result("s", 5, 16)], [son])[0]?.people ?? [];

  it("compares his first week with his latest", () => {
    expect(line && firstAgainstLatest(line)).toEqual({ firstWeek: 1, firstValue: 10, latestWeek: 5, latestValue: 16, change: 6 });
  });

  it("encourages a son and never says he is behind", () => {
    const up = { firstWeek: 1, firstValue: 10, latestWeek: 5, latestValue: 16, change: 6 };
    const down = { ...up, latestValue: 8, change: -2 };
    expect(comparisonSentence(up, "repetitions", "son")).toBe("Up 6 reps from week 1 to week 5. Great work, keep going!");
    for (const c of [up, down, { ...up, change: 0 }]) expect(comparisonSentence(c, "repetitions", "son")).not.toMatch(/behind|fewer|less|worse|lower/i);
    expect(comparisonSentence(down, "repetitions", "dad")).toBe("2 reps less from week 1 to week 5. Every week counts.");
  });

  it("needs two weeks to compare", () => {
    const [single] = measureSeries([result("d", 1, 25)], [dad])[0]?.people ?? [];
    expect(single && firstAgainstLatest(single)).toBeNull();
  });
});

describe("niceMax", () => {
  it("rounds the scale up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 3, 16, 25, 30, 101, 2000].map(niceMax)).toEqual([1, 5, 20, 50, 50, 200, 2000]);
  });
});
