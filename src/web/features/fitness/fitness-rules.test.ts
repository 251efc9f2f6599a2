import { describe, expect, it } from "vitest";
import { measureKeyOf } from "../../../shared/fitness.ts";
import type { TChallengeMeasure, TFamilyMeasure, TFitnessPerson, TFitnessResult } from "../../../shared/schemas/fitness.ts";
import { comparisonSentence, firstAgainstLatest, measureSeries, measureSuggestions, niceMax, resultOfWeek, weekMeasures } from "./fitness-rules.ts";

const dad: TFitnessPerson = { userId: "d", fullName: "Dad", role: "dad", isViewer: true, canLog: true, ageBand: "adult" };
const son: TFitnessPerson = { userId: "s", fullName: "Son", role: "son", isViewer: false, canLog: true, ageBand: "under_13" };

function result(personId: string, weekNumber: number, value: number, measureLabel = "Push-ups", test = weekNumber === 1 || weekNumber === 5): TFitnessResult {
  return {
    id: weekNumber * 10 + value,
    personId,
    challengeId: test ? weekNumber : null,
    planId: 1,
    weekNumber,
    challengeTitle: test ? `Week ${weekNumber}` : null,
    measureKey: measureKeyOf(measureLabel, "repetitions"),
    measureLabel,
    test,
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
    // Week 3's push-ups were the family's own weekly log: weeks 1 and 5 are the plan's tests.
    expect([...(pushUps?.testWeeks ?? [])].sort()).toEqual([1, 5]);
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

describe("the week's form and what to follow", () => {
  const targets = { standard: 20, easier: null, harder: null };
  const test: TChallengeMeasure[] = [
    { key: "push-ups|repetitions", unit: "repetitions", label: "Push-ups", targets },
    { key: "forearm plank|seconds", unit: "seconds", label: "Forearm plank", targets: { standard: null, easier: null, harder: null } },
  ];
  const followed: TFamilyMeasure[] = [
    { id: 7, key: "push-ups|repetitions", label: "push-ups", unit: "repetitions" },
    { id: 8, key: "pull-ups|repetitions", label: "Pull-ups", unit: "repetitions" },
  ];

  it("asks the test's measures first, then the family's own that the test does not already ask", () => {
    expect(weekMeasures(test, followed).map((m) => [m.label, m.test, m.followId])).toEqual([
      ["Push-ups", true, null],
      ["Forearm plank", true, null],
      ["Pull-ups", false, 8],
    ]);
    expect(weekMeasures([], followed).map((m) => m.label)).toEqual(["push-ups", "Pull-ups"]);
  });

  it("suggests this week's test measures, what was logged before and push-ups, never one followed already", () => {
    expect(measureSuggestions(test, [], followed).map((m) => m.label)).toEqual(["Forearm plank"]);
    expect(measureSuggestions([], [result("d", 2, 5, "Squats", false)], []).map((m) => m.label)).toEqual(["Squats", "Push-ups"]);
    expect(measureSuggestions([], [], []).map((m) => m.key)).toEqual(["push-ups|repetitions"]);
  });

  it("finds a person's result of a week of the plan, the latest when two were kept", () => {
    const older = { ...result("s", 2, 5, "Push-ups", false), loggedAt: "2026-01-01T00:00:00.000Z" };
    const newer = { ...result("s", 2, 9, "Push-ups", true), loggedAt: "2026-01-02T00:00:00.000Z" };
    const of = { personId: "s", weekNumber: 2, planId: 1, measureKey: "push-ups|repetitions" };
    expect(resultOfWeek([newer, older], of)?.value).toBe(9);
    expect(resultOfWeek([newer], { ...of, planId: 2 })).toBeUndefined();
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
