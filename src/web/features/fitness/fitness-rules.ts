// The Fitness view's arithmetic, kept pure for its tests: results grouped by measure across the weeks, each
// person's personal best, the first-week-against-latest comparison, and the words a son reads (encouragement,
// never "behind"). docs/areas/fitness.md.
import { FITNESS_UNIT_SHORT, formatFitnessNumber, type FitnessUnit } from "../../../shared/fitness.ts";
import type { TFitnessPerson, TFitnessResult } from "../../../shared/schemas/fitness.ts";

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
  people: PersonSeries[];
}

/** One series per measure (label and unit), weeks ascending, a line per person who logged it. */
export function measureSeries(results: TFitnessResult[], people: TFitnessPerson[]): MeasureSeries[] {
  const byKey = new Map<string, MeasureSeries>();
  for (const r of results) {
    const key = `${r.measureLabel.trim().toLowerCase()}|${r.unit}`;
    let series = byKey.get(key);
    if (!series) {
      series = { key, label: r.measureLabel, unit: r.unit, weeks: [], people: people.map((person) => ({ person, values: new Map(), best: null })) };
      byKey.set(key, series);
    }
    const line = series.people.find((p) => p.person.userId === r.personId);
    if (!line) continue;
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
  return `${formatFitnessNumber(value)} ${FITNESS_UNIT_SHORT[unit]}`;
}

/**
 * The sentence under a comparison. A son's line is always encouragement: growth is named, a dip is never called
 * "behind", "fewer" or "worse". A dad's is the plain fact.
 */
export function comparisonSentence(c: Comparison, unit: FitnessUnit, role: "dad" | "son"): string {
  const span = `week ${c.firstWeek} to week ${c.latestWeek}`;
  if (role === "son") {
    if (c.change > 0) return `Up ${amount(c.change, unit)} from ${span}. Great work, keep going!`;
    if (c.change === 0) return `Steady from ${span}. Showing up every week is how strength grows.`;
    return `Every week you train counts. Keep showing up: strength grows over time.`;
  }
  if (c.change > 0) return `Up ${amount(c.change, unit)} from ${span}.`;
  if (c.change === 0) return `The same from ${span}.`;
  return `${amount(-c.change, unit)} less from ${span}. Every week counts.`;
}

/** A round top for the chart's scale: 1, 2 or 5 × a power of ten, at least the highest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}
