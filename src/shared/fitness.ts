// The fitness log's words and plausibility rules, without zod (the week page and the Fitness view import them;
// the server applies the same rules before it stores anything). docs/areas/fitness.md, decision 038.
import type { SonAgeBand } from "./constants.ts";

/** What a challenge can measure. Distance is in metres; every value is a number of these units. */
export const FITNESS_UNITS = ["repetitions", "seconds", "minutes", "distance", "rounds"] as const;
export type FitnessUnit = (typeof FITNESS_UNITS)[number];

/** Which version of the challenge was done (the launch plans describe an easier and a harder version). */
export const FITNESS_VERSIONS = ["standard", "easier", "harder"] as const;
export type FitnessVersion = (typeof FITNESS_VERSIONS)[number];

export const FITNESS_UNIT_LABELS: Record<FitnessUnit, string> = {
  repetitions: "Repetitions",
  seconds: "Seconds",
  minutes: "Minutes",
  distance: "Distance (metres)",
  rounds: "Rounds",
};

/** The unit after a number: "25 repetitions", "1.5 metres". */
export const FITNESS_UNIT_SHORT: Record<FitnessUnit, string> = {
  repetitions: "reps",
  seconds: "seconds",
  minutes: "minutes",
  distance: "metres",
  rounds: "rounds",
};

export const FITNESS_VERSION_LABELS: Record<FitnessVersion, string> = {
  standard: "Standard",
  easier: "Easier version",
  harder: "Harder version",
};

/** Whose limits apply: a dad is an adult; a son by the age band on his family link. */
export type FitnessAgeBand = SonAgeBand | "adult";

/**
 * Per unit and age band: above `usual` the person is asked "are you sure?" (and must confirm), above `max` the
 * result is refused — the server's cap. Generous on purpose: they catch typing slips (2,000 push-ups for a
 * boy), not strong people. One session's result, never a running total.
 */
export const FITNESS_LIMITS: Record<FitnessUnit, Record<FitnessAgeBand, { usual: number; max: number }>> = {
  repetitions: { under_13: { usual: 150, max: 1000 }, "13_plus": { usual: 300, max: 2000 }, adult: { usual: 500, max: 3000 } },
  seconds: { under_13: { usual: 600, max: 3600 }, "13_plus": { usual: 900, max: 7200 }, adult: { usual: 1200, max: 7200 } },
  minutes: { under_13: { usual: 120, max: 600 }, "13_plus": { usual: 180, max: 900 }, adult: { usual: 240, max: 1440 } },
  distance: { under_13: { usual: 10_000, max: 50_000 }, "13_plus": { usual: 21_100, max: 100_000 }, adult: { usual: 42_200, max: 200_000 } },
  rounds: { under_13: { usual: 50, max: 500 }, "13_plus": { usual: 100, max: 1000 }, adult: { usual: 100, max: 1000 } },
};

/** At most two decimals (a jump of 1.45 metres); stored as given. */
export const FITNESS_VALUE_DECIMALS = 2;

export type FitnessValueCheck = "ok" | "unusual" | "tooHigh" | "negative" | "notANumber" | "tooPrecise";

/** The plausibility rule for one result: shared by the log form (to ask) and the server (to refuse). */
export function checkFitnessValue(unit: FitnessUnit, band: FitnessAgeBand, value: number): FitnessValueCheck {
  if (typeof value !== "number" || !Number.isFinite(value)) return "notANumber";
  if (value < 0) return "negative";
  const scaled = value * 10 ** FITNESS_VALUE_DECIMALS;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return "tooPrecise";
  const limits = FITNESS_LIMITS[unit][band];
  if (value > limits.max) return "tooHigh";
  if (value > limits.usual) return "unusual";
  return "ok";
}

/** "1,250" — numbers the way the screens print them. */
export function formatFitnessNumber(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: FITNESS_VALUE_DECIMALS });
}

export const fitnessMessages = {
  noteOnSonsResult: "A journal note goes in your own journal: log your son's result without one",
  valueRequired: "Enter your result as a number",
  valueNegative: "A result cannot be negative",
  valueTooPrecise: "Use at most two decimals",
  valueTooHigh: (unit: FitnessUnit, band: FitnessAgeBand) =>
    `That is more than ${formatFitnessNumber(FITNESS_LIMITS[unit][band].max)} ${FITNESS_UNIT_SHORT[unit]}, which no one does in one go. Please check the number.`,
  confirmNeeded: (unit: FitnessUnit, band: FitnessAgeBand) =>
    `More than ${formatFitnessNumber(FITNESS_LIMITS[unit][band].usual)} ${FITNESS_UNIT_SHORT[unit]} is a lot. Are you sure?`,
  versionInvalid: "Choose the standard, easier or harder version",
  unitMismatch: "This challenge does not measure that",
  noMeasure: "This challenge has nothing to measure",
  challengeNotThisWeek: "This challenge is not this week's challenge any more. Please reload the page.",
  sonLogsOwnOnly: "A son logs his own results only",
  noteTooLong: "Keep the note under 2,000 characters",
  logged: "Result saved and the challenge ticked",
  logFailed: "The result could not be saved. Please try again.",
} as const;

/** The measure columns of a challenge row. */
export interface ChallengeMeasureColumns {
  measureUnit: FitnessUnit | null;
  measureLabel: string | null;
  targetStandard: number | null;
  targetEasier: number | null;
  targetHarder: number | null;
}

/** A challenge row's measure as the screens see it, or null for a plain checkbox challenge. */
export function challengeMeasureOf(c: ChallengeMeasureColumns) {
  if (c.measureUnit === null) return null;
  return {
    unit: c.measureUnit,
    label: c.measureLabel?.trim() || FITNESS_UNIT_LABELS[c.measureUnit],
    targets: { standard: c.targetStandard, easier: c.targetEasier, harder: c.targetHarder },
  };
}
