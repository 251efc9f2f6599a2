import { describe, expect, it } from "vitest";
import {
  challengeMeasuresOf,
  checkFitnessValue,
  FITNESS_LIMITS,
  FITNESS_UNITS,
  fitnessMessages,
  fitnessValueRefusal,
  measureKeyOf,
  normalizeMeasureLabel,
} from "./fitness.ts";

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

  it("takes only whole numbers of repetitions and rounds, and decimals of the other units", () => {
    expect(checkFitnessValue("repetitions", "adult", 12.5)).toBe("notWhole");
    expect(checkFitnessValue("rounds", "under_13", 7.25)).toBe("notWhole");
    expect(checkFitnessValue("repetitions", "adult", 12)).toBe("ok");
    expect(checkFitnessValue("seconds", "adult", 62.5)).toBe("ok");
    expect(checkFitnessValue("centimetres", "13_plus", 142.5)).toBe("ok");
    expect(fitnessValueRefusal("notWhole", "repetitions", "adult")).toBe("Enter a whole number of reps");
    expect(fitnessValueRefusal("notWhole", "rounds", "adult")).toBe("Enter a whole number of rounds");
  });

  it("holds an under-13 son's cap whoever logs: refused above it, asked above his usual range", () => {
    expect(checkFitnessValue("repetitions", "under_13", 1001)).toBe("tooHigh");
    expect(fitnessValueRefusal("tooHigh", "repetitions", "under_13")).toBe(fitnessMessages.valueTooHigh("repetitions", "under_13"));
    expect(checkFitnessValue("centimetres", "under_13", 401)).toBe("tooHigh");
    expect(checkFitnessValue("centimetres", "under_13", 251)).toBe("unusual");
    expect(fitnessValueRefusal("unusual", "repetitions", "under_13")).toBeNull();
    expect(fitnessValueRefusal("ok", "repetitions", "under_13")).toBeNull();
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

describe("measures: their key and a challenge's stored list", () => {
  it("makes push-ups one measure whatever the case and spacing, and keeps units apart", () => {
    expect(normalizeMeasureLabel("  Forearm   plank ")).toBe("Forearm plank");
    expect(measureKeyOf("Push-ups", "repetitions")).toBe(measureKeyOf(" push-ups ", "repetitions"));
    expect(measureKeyOf("Plank", "seconds")).not.toBe(measureKeyOf("Plank", "minutes"));
  });

  it("reads a stored list with keys, names an unnamed measure after its unit, and leaves out what is malformed or repeated", () => {
    expect(challengeMeasuresOf(null)).toEqual([]);
    expect(challengeMeasuresOf({ unit: "rounds" })).toEqual([]);
    expect(
      challengeMeasuresOf([
        { unit: "repetitions", label: "Push-ups", targets: { standard: 20, easier: null, harder: 30 } },
        { unit: "rounds", label: " ", targets: { easier: 6 } },
        { unit: "laps", label: "Laps" },
        { unit: "repetitions", label: "push-ups" },
        "push-ups",
      ]),
    ).toEqual([
      { key: "push-ups|repetitions", unit: "repetitions", label: "Push-ups", targets: { standard: 20, easier: null, harder: 30 } },
      { key: "rounds|rounds", unit: "rounds", label: "Rounds", targets: { standard: null, easier: 6, harder: null } },
    ]);
  });
});
