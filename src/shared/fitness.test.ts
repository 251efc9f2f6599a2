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
  type FitnessAgeBand,
  type FitnessUnit,
  type FitnessValueCheck,
} from "./fitness.ts";

describe("checkFitnessValue (the plausibility rule the log form asks with and the server refuses with)", () => {
  it.each<[FitnessUnit, FitnessAgeBand, number, FitnessValueCheck]>([
    // Ordinary results, zero included.
    ["repetitions", "under_13", 0, "ok"],
    ["repetitions", "under_13", 25, "ok"],
    ["distance", "adult", 1.45, "ok"],
    // Asked above the usual range and refused above the cap, by age band.
    ["repetitions", "under_13", 151, "unusual"],
    ["repetitions", "adult", 151, "ok"],
    ["repetitions", "under_13", 2000, "tooHigh"],
    ["repetitions", "adult", 2000, "unusual"],
    ["repetitions", "adult", 3001, "tooHigh"],
    ["seconds", "13_plus", 7200, "unusual"],
    ["seconds", "13_plus", 7201, "tooHigh"],
    // Whole numbers only of repetitions and rounds, decimals of the other units.
    ["repetitions", "adult", 12.5, "notWhole"],
    ["rounds", "under_13", 7.25, "notWhole"],
    ["repetitions", "adult", 12, "ok"],
    ["seconds", "adult", 62.5, "ok"],
    ["centimetres", "13_plus", 142.5, "ok"],
    // An under-13 son's cap holds whoever logs: refused above it, asked above his usual range.
    ["repetitions", "under_13", 1001, "tooHigh"],
    ["centimetres", "under_13", 401, "tooHigh"],
    ["centimetres", "under_13", 251, "unusual"],
    // Negative, non-numeric and over-precise values are refused.
    ["rounds", "adult", -1, "negative"],
    ["rounds", "adult", Number.NaN, "notANumber"],
    ["rounds", "adult", Number.POSITIVE_INFINITY, "notANumber"],
    ["rounds", "adult", "12" as unknown as number, "notANumber"],
    ["distance", "adult", 1.234, "tooPrecise"],
  ])("%s, %s, %s: %s", (unit, band, value, check) => {
    expect(checkFitnessValue(unit, band, value)).toBe(check);
  });

  it("words a refusal of a fractional count by its unit, and refuses nothing it may save", () => {
    expect(fitnessValueRefusal("notWhole", "repetitions", "adult")).toBe("Enter a whole number of reps");
    expect(fitnessValueRefusal("notWhole", "rounds", "adult")).toBe("Enter a whole number of rounds");
    expect(fitnessValueRefusal("tooHigh", "repetitions", "under_13")).toBe(fitnessMessages.valueTooHigh("repetitions", "under_13"));
    expect(fitnessValueRefusal("unusual", "repetitions", "under_13")).toBeNull();
    expect(fitnessValueRefusal("ok", "repetitions", "under_13")).toBeNull();
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
