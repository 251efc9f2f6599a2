import { describe, expect, it } from "vitest";
import { checkFitnessValue, challengeMeasureOf, FITNESS_LIMITS, FITNESS_UNITS, fitnessMessages } from "./fitness.ts";

describe("checkFitnessValue (the plausibility rule the log form asks with and the server refuses with)", () => {
  it("takes ordinary results, zero included", () => {
    expect(checkFitnessValue("repetitions", "under_13", 0)).toBe("ok");
    expect(checkFitnessValue("repetitions", "under_13", 25)).toBe("ok");
    expect(checkFitnessValue("distance", "adult", 1.45)).toBe("ok");
  });

  it("asks above the usual range and refuses above the cap, by age band", () => {
    expect(checkFitnessValue("repetitions", "under_13", 151)).toBe("unusual");
    expect(checkFitnessValue("repetitions", "adult", 151)).toBe("ok");
    expect(checkFitnessValue("repetitions", "under_13", 2000)).toBe("tooHigh");
    expect(checkFitnessValue("repetitions", "adult", 2000)).toBe("unusual");
    expect(checkFitnessValue("repetitions", "adult", 3001)).toBe("tooHigh");
    expect(checkFitnessValue("seconds", "13_plus", 7200)).toBe("unusual");
    expect(checkFitnessValue("seconds", "13_plus", 7201)).toBe("tooHigh");
  });

  it("refuses negative, non-numeric and over-precise values", () => {
    expect(checkFitnessValue("rounds", "adult", -1)).toBe("negative");
    expect(checkFitnessValue("rounds", "adult", Number.NaN)).toBe("notANumber");
    expect(checkFitnessValue("rounds", "adult", Number.POSITIVE_INFINITY)).toBe("notANumber");
    expect(checkFitnessValue("rounds", "adult", "12" as unknown as number)).toBe("notANumber");
    expect(checkFitnessValue("distance", "adult", 1.234)).toBe("tooPrecise");
  });

  it("keeps every band's usual range below its cap, and a boy's limits no higher than a man's", () => {
    for (const unit of FITNESS_UNITS) {
      const limits = FITNESS_LIMITS[unit];
      for (const band of ["under_13", "13_plus", "adult"] as const) expect(limits[band].usual).toBeLessThan(limits[band].max);
      expect(limits.under_13.max).toBeLessThanOrEqual(limits["13_plus"].max);
      expect(limits["13_plus"].max).toBeLessThanOrEqual(limits.adult.max);
    }
  });

  it("words the question and the refusal with the numbers", () => {
    expect(fitnessMessages.confirmNeeded("repetitions", "under_13")).toBe("More than 150 reps is a lot. Are you sure?");
    expect(fitnessMessages.valueTooHigh("repetitions", "under_13")).toBe("That is more than 1,000 reps, which no one does in one go. Please check the number.");
  });
});

describe("challengeMeasureOf", () => {
  it("is null without a unit and falls back to the unit's name without a label", () => {
    const none = { measureUnit: null, measureLabel: null, targetStandard: null, targetEasier: null, targetHarder: null };
    expect(challengeMeasureOf(none)).toBeNull();
    expect(challengeMeasureOf({ ...none, measureUnit: "rounds", measureLabel: " ", targetEasier: 6 })).toEqual({
      unit: "rounds",
      label: "Rounds",
      targets: { standard: null, easier: 6, harder: null },
    });
  });
});
