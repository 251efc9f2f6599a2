// The fitness log's words and plausibility rules, without zod (the week page and the Fitness view import them;
// the server applies the same rules before it stores anything). docs/areas/fitness.md.
import type { SonAgeBand } from "./constants.ts";

/**
 * What a challenge can measure. Distance is in metres (a run), centimetres for a jump or a reach; every value is a
 * number of these units. New units go at the end: the database's enum only ever gains values.
 */
export const FITNESS_UNITS = ["repetitions", "seconds", "minutes", "distance", "rounds", "centimetres"] as const;
export type FitnessUnit = (typeof FITNESS_UNITS)[number];

/** Counted units: a result is a whole number (12 push-ups, never 12.5). */
export const WHOLE_NUMBER_UNITS: readonly FitnessUnit[] = ["repetitions", "rounds"];

/** The units in the order an author or a family picks from. */
export const FITNESS_UNITS_IN_ORDER: readonly FitnessUnit[] = ["repetitions", "rounds", "seconds", "minutes", "centimetres", "distance"];

/** Which version of the challenge was done (the launch plans describe an easier and a harder version). */
export const FITNESS_VERSIONS = ["standard", "easier", "harder"] as const;
export type FitnessVersion = (typeof FITNESS_VERSIONS)[number];

export const FITNESS_UNIT_LABELS: Record<FitnessUnit, string> = {
  repetitions: "Repetitions",
  seconds: "Seconds",
  minutes: "Minutes",
  distance: "Distance (metres)",
  rounds: "Rounds",
  centimetres: "Centimetres",
};

/** The unit after a number: "25 repetitions", "1.5 metres". */
export const FITNESS_UNIT_SHORT: Record<FitnessUnit, string> = {
  repetitions: "reps",
  seconds: "seconds",
  minutes: "minutes",
  distance: "metres",
  rounds: "rounds",
  centimetres: "cm",
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
  // A standing long jump or a sit-and-reach: a boy jumps about 150 cm, a strong man 250.
  centimetres: { under_13: { usual: 250, max: 400 }, "13_plus": { usual: 300, max: 500 }, adult: { usual: 350, max: 600 } },
};

/** At most two decimals (a jump of 1.45 metres); stored as given. */
export const FITNESS_VALUE_DECIMALS = 2;

export type FitnessValueCheck = "ok" | "unusual" | "tooHigh" | "negative" | "notANumber" | "tooPrecise" | "notWhole";

/** The plausibility rule for one result: shared by the log form (to ask) and the server (to refuse). */
export function checkFitnessValue(unit: FitnessUnit, band: FitnessAgeBand, value: number): FitnessValueCheck {
  if (typeof value !== "number" || !Number.isFinite(value)) return "notANumber";
  if (value < 0) return "negative";
  if (WHOLE_NUMBER_UNITS.includes(unit) && !Number.isInteger(value)) return "notWhole";
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
  valueNotWhole: (unit: FitnessUnit) => `Enter a whole number of ${FITNESS_UNIT_SHORT[unit]}`,
  nothingToSave: "Enter at least one result",
  measureRepeated: "Each measure is saved once",
  unknownMeasure: "This is not one of this week's measures or your family's any more. Please reload the page.",
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
  savedWithoutTick: "Result saved",
  zeroDoesNotTick: "A zero is kept in your log but does not tick the challenge.",
  logFailed: "The result could not be saved. Please try again.",
  // The measures a family follows week by week.
  measureLabelRequired: "Name what you measure, for example Push-ups",
  measureLabelTooLong: "Keep the name under 60 characters",
  familyMeasuresFull: (max: number) => `Your family follows ${max} measures already: stop following one first`,
  measureNotFound: "This measure is not followed any more",
  // What an author gives a challenge.
  challengeMeasuresTooMany: (max: number) => `A challenge counts at most ${max} measures`,
  challengeMeasureRepeated: "Two measures have this name and unit: give each its own",
  targetNotWhole: (unit: FitnessUnit) => `Enter a whole number of ${FITNESS_UNIT_SHORT[unit]}, or leave it empty`,
} as const;

/** The field message for a result the rule refuses outright (null: it may be saved, perhaps after "are you sure?"). */
export function fitnessValueRefusal(check: FitnessValueCheck, unit: FitnessUnit, band: FitnessAgeBand): string | null {
  switch (check) {
    case "notANumber":
      return fitnessMessages.valueRequired;
    case "negative":
      return fitnessMessages.valueNegative;
    case "notWhole":
      return fitnessMessages.valueNotWhole(unit);
    case "tooPrecise":
      return fitnessMessages.valueTooPrecise;
    case "tooHigh":
      return fitnessMessages.valueTooHigh(unit, band);
    default:
      return null;
  }
}

/** A challenge counts at most this many measures (the launch plans' fitness test has four, five with its harder version). */
export const MAX_CHALLENGE_MEASURES = 6;
/** A family follows at most this many measures week by week. */
export const MAX_FAMILY_MEASURES = 8;
export const FITNESS_LABEL_MAX = 60;

/** A measure's name as it is stored: trimmed, inner spaces made one. */
export function normalizeMeasureLabel(label: string): string {
  return label.trim().replace(/\s+/g, " ");
}

/**
 * What makes two measures the same line on the Fitness view and the same result of a week: the name (case
 * ignored) and the unit. Push-ups counted in week 1's test and in a family's weekly log are one measure.
 */
export function measureKeyOf(label: string, unit: FitnessUnit): string {
  return `${normalizeMeasureLabel(label).toLowerCase()}|${unit}`;
}

export interface MeasureTargets {
  standard: number | null;
  easier: number | null;
  harder: number | null;
}

/** One measure of a challenge as it is stored (challenges.measures) and authored. */
export interface StoredChallengeMeasure {
  unit: FitnessUnit;
  label: string;
  targets: MeasureTargets;
}

const isUnit = (value: unknown): value is FitnessUnit => typeof value === "string" && (FITNESS_UNITS as readonly string[]).includes(value);
const targetOf = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null);

/**
 * A challenge's stored measures as the screens read them, each with its key; anything malformed is left out
 * rather than failing the week (the column is written only through the validated forms and the seed).
 */
export function challengeMeasuresOf(stored: unknown): (StoredChallengeMeasure & { key: string })[] {
  if (!Array.isArray(stored)) return [];
  const measures: (StoredChallengeMeasure & { key: string })[] = [];
  for (const item of stored as unknown[]) {
    if (typeof item !== "object" || item === null) continue;
    const { unit, label, targets } = item as { unit?: unknown; label?: unknown; targets?: Record<string, unknown> | null };
    if (!isUnit(unit)) continue;
    const name = typeof label === "string" && label.trim() ? normalizeMeasureLabel(label) : FITNESS_UNIT_LABELS[unit];
    const key = measureKeyOf(name, unit);
    if (measures.some((m) => m.key === key)) continue;
    measures.push({
      key,
      unit,
      label: name,
      targets: { standard: targetOf(targets?.standard), easier: targetOf(targets?.easier), harder: targetOf(targets?.harder) },
    });
  }
  return measures;
}
