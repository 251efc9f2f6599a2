// The fitness log's arithmetic, kept pure for its tests: which measures a week's form offers (its challenge's test,
// then the family's own), what to suggest following, results grouped by measure across the weeks with the test
// weeks marked, each person's personal best, the first-week-against-latest comparison, and the words a son reads
// (encouragement, never "behind"). docs/areas/fitness.md.
import { measureKeyOf, type FitnessUnit } from "../../../shared/fitness.ts";
import type { TChallengeMeasure, TFamilyMeasure, TFitnessPerson, TFitnessResult } from "../../../shared/schemas/fitness.ts";
import "../../lib/catalog-parts/fitness.ts";
import { t } from "../../lib/i18n.ts";
import { amountOf } from "./fitness-words.ts";

/** A measure the week's form asks for: one of the challenge's (a test, with targets) or one the family follows. */
export interface WeekMeasure {
  key: string;
  label: string;
  unit: FitnessUnit;
  /** One of the week's challenge's measures: the plan's test (a result above zero ticks the challenge). */
  test: boolean;
  /** The challenge's targets per version; null for the family's own measure. */
  targets: TChallengeMeasure["targets"] | null;
  /** The family's own measure (it may stop following it); null for the challenge's. */
  followId: number | null;
}

/** The challenge's measures first (the week's test), then those the family follows that the test does not already ask. */
export function weekMeasures(challengeMeasures: readonly TChallengeMeasure[], followed: readonly TFamilyMeasure[]): WeekMeasure[] {
  const measures: WeekMeasure[] = challengeMeasures.map((m) => ({ key: m.key, label: m.label, unit: m.unit, test: true, targets: m.targets, followId: null }));
  for (const m of followed) {
    if (!measures.some((w) => w.key === m.key)) measures.push({ key: m.key, label: m.label, unit: m.unit, test: false, targets: null, followId: m.id });
  }
  return measures;
}

/** Push-ups, in the page's language: what a family can follow before it has measured anything. */
export function starterMeasure(): { label: string; unit: FitnessUnit } {
  return { label: t("fitness.starterMeasure"), unit: "repetitions" };
}

/**
 * What the family could follow every week, one tap each: this week's test measures, what it logged before, and
 * push-ups; never one it follows already.
 */
export function measureSuggestions(
  challengeMeasures: readonly TChallengeMeasure[],
  results: readonly TFitnessResult[],
  followed: readonly TFamilyMeasure[],
): { key: string; label: string; unit: FitnessUnit }[] {
  const candidates = [
    ...challengeMeasures.map((m) => ({ label: m.label, unit: m.unit })),
    ...results.map((r) => ({ label: r.measureLabel, unit: r.unit })),
    starterMeasure(),
  ];
  const seen = new Set(followed.map((m) => m.key));
  const suggestions: { key: string; label: string; unit: FitnessUnit }[] = [];
  for (const c of candidates) {
    const key = measureKeyOf(c.label, c.unit);
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push({ key, label: c.label, unit: c.unit });
  }
  return suggestions;
}

/**
 * A person's result of one measure in a week of the plan: the test's result (the week's challenge) or his own
 * weekly one; the latest when a changed challenge left two.
 */
export function resultOfWeek(
  results: readonly TFitnessResult[],
  of: { personId: string; weekNumber: number; planId: number | null; measureKey: string },
): TFitnessResult | undefined {
  return results
    .filter((r) => r.personId === of.personId && r.weekNumber === of.weekNumber && r.planId === of.planId && r.measureKey === of.measureKey)
    .sort((a, b) => a.loggedAt.localeCompare(b.loggedAt))
    .at(-1);
}

export interface PersonSeries {
  person: TFitnessPerson;
  /** week → value (the higher, when two results of one week share the measure). */
  values: Map<number, number>;
  best: { week: number; value: number } | null;
}

export interface MeasureSeries {
  key: string;
  label: string;
  unit: FitnessUnit;
  weeks: number[];
  /** Weeks where this measure was logged for the week's challenge: the plan's tests. */
  testWeeks: Set<number>;
  people: PersonSeries[];
}

/** One series per measure (label and unit), weeks ascending, a line per person who logged it. */
export function measureSeries(results: TFitnessResult[], people: TFitnessPerson[]): MeasureSeries[] {
  const byKey = new Map<string, MeasureSeries>();
  for (const r of results) {
    const key = r.measureKey;
    let series = byKey.get(key);
    if (!series) {
      series = {
        key,
        label: r.measureLabel,
        unit: r.unit,
        weeks: [],
        testWeeks: new Set(),
        people: people.map((person) => ({ person, values: new Map(), best: null })),
      };
      byKey.set(key, series);
    }
    const line = series.people.find((p) => p.person.userId === r.personId);
    if (!line) continue;
    if (r.test) series.testWeeks.add(r.weekNumber);
    line.values.set(r.weekNumber, Math.max(r.value, line.values.get(r.weekNumber) ?? Number.NEGATIVE_INFINITY));
  }
  for (const series of byKey.values()) {
    series.people = series.people.filter((p) => p.values.size > 0);
    series.weeks = [...new Set(series.people.flatMap((p) => [...p.values.keys()]))].sort((a, b) => a - b);
    for (const line of series.people) {
      for (const [week, value] of [...line.values].sort((a, b) => a[0] - b[0])) {
        // More is better for every unit we measure (reps, time held, distance, rounds); the first week wins a tie.
        if (!line.best || value > line.best.value) line.best = { week, value };
      }
    }
  }
  return [...byKey.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export interface Comparison {
  firstWeek: number;
  firstValue: number;
  latestWeek: number;
  latestValue: number;
  change: number;
}

/** His first logged week against his latest (week 1 against week 5 in the launch plans), or null before two weeks. */
export function firstAgainstLatest(line: PersonSeries): Comparison | null {
  const weeks = [...line.values.keys()].sort((a, b) => a - b);
  if (weeks.length < 2) return null;
  const firstWeek = weeks[0] as number;
  const latestWeek = weeks[weeks.length - 1] as number;
  const firstValue = line.values.get(firstWeek) ?? 0;
  const latestValue = line.values.get(latestWeek) ?? 0;
  return { firstWeek, firstValue, latestWeek, latestValue, change: Math.round((latestValue - firstValue) * 100) / 100 };
}

/** "12 reps", "1.5 metres". */
export function amount(value: number, unit: FitnessUnit): string {
  return amountOf(value, unit);
}

/**
 * The sentence under a comparison. A son's line is always encouragement: growth is named, a dip is never called
 * "behind", "fewer" or "worse". A dad's is the plain fact.
 */
export function comparisonSentence(c: Comparison, unit: FitnessUnit, role: "dad" | "son"): string {
  const span = { first: c.firstWeek, latest: c.latestWeek };
  if (role === "son") {
    if (c.change > 0) return t("fitness.compare.sonUp", { amount: amount(c.change, unit), ...span });
    if (c.change === 0) return t("fitness.compare.sonSame", span);
    return t("fitness.compare.sonDown");
  }
  if (c.change > 0) return t("fitness.compare.up", { amount: amount(c.change, unit), ...span });
  if (c.change === 0) return t("fitness.compare.same", span);
  return t("fitness.compare.down", { amount: amount(-c.change, unit), ...span });
}

/** A round top for the chart's scale: 1, 2 or 5 × a power of ten, at least the highest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}
