// The plan content editor's rows (one select per week and kind), tested on their own.
import type { TPlanWeek } from "../../../shared/schemas/admin.ts";

/** One week of the content editor as the selects hold it: an id as text, "" for none. */
export interface WeekRow {
  devotionalId: string;
  challengeId: string;
  dadsCornerId: string;
}

/** The editor's rows for weeks 1..durationWeeks, filled from the saved weeks. */
export function toWeekRows(durationWeeks: number, saved: readonly TPlanWeek[]): WeekRow[] {
  const byWeek = new Map(saved.map((week) => [week.weekNumber, week]));
  return Array.from({ length: durationWeeks }, (_, index) => {
    const week = byWeek.get(index + 1);
    return {
      devotionalId: week?.devotionalId ? String(week.devotionalId) : "",
      challengeId: week?.challengeId ? String(week.challengeId) : "",
      dadsCornerId: week?.dadsCornerId ? String(week.dadsCornerId) : "",
    };
  });
}

const idOrNull = (value: string): number | null => (value === "" ? null : Number(value));

/** The rows back into the save request: row i is week i + 1 (the server drops weeks with nothing chosen). */
export function fromWeekRows(rows: readonly WeekRow[]): TPlanWeek[] {
  return rows.map((row, index) => ({
    weekNumber: index + 1,
    devotionalId: idOrNull(row.devotionalId),
    challengeId: idOrNull(row.challengeId),
    dadsCornerId: idOrNull(row.dadsCornerId),
  }));
}
