// The family streak: weeks in a row the family finished together, counted by the
// family week of its plan run (never by app opens). One grace week per eight: a missed week is forgiven when no
// other was forgiven in the eight weeks before it. A paused week (holiday, illness) neither counts nor breaks.

import { addDays } from "./plan-run.ts";

export type WeekState = "finished" | "missed" | "paused";

export interface Streak {
  /** Weeks in a row finished together (graced and paused weeks not counted, not breaking). */
  weeks: number;
  /** Weeks forgiven inside the streak. */
  graceUsed: number;
  /** Whether a grace week is available now (none used in the last eight weeks). */
  graceAvailable: boolean;
}

export const GRACE_EVERY_WEEKS = 8;

/**
 * `weeks[i]` is the state of family week i + 1, oldest first, up to the last week that is over; `current` says
 * whether the week in progress is already finished (then it counts; unfinished, it is still open and breaks nothing).
 */
export function familyStreak(weeks: readonly WeekState[], currentFinished: boolean): Streak {
  let count = currentFinished ? 1 : 0;
  let graceUsed = 0;
  // Walking back: the distance (in weeks) since the last forgiven week, so at most one is forgiven per eight.
  let sinceGrace = Number.POSITIVE_INFINITY;
  let lastGraceIndex: number | null = null;
  for (let i = weeks.length - 1; i >= 0; i--) {
    const state = weeks[i];
    sinceGrace++;
    if (state === "paused") continue;
    if (state === "finished") {
      count++;
      continue;
    }
    // A missed week: forgiven only between two finished stretches, and one per eight weeks.
    const earlierFinished = weeks.slice(Math.max(0, i - GRACE_EVERY_WEEKS), i).some((s) => s === "finished");
    if (sinceGrace >= GRACE_EVERY_WEEKS && earlierFinished) {
      graceUsed++;
      sinceGrace = 0;
      lastGraceIndex ??= i;
      continue;
    }
    break;
  }
  const lastOver = weeks.length; // index of the current week
  const graceAvailable = lastGraceIndex === null || lastOver - lastGraceIndex >= GRACE_EVERY_WEEKS;
  return { weeks: count, graceUsed, graceAvailable };
}

/** A pause of the family's run ("YYYY-MM-DD"; `endsOn` null while it lasts). */
export interface RunPause {
  startsOn: string;
  endsOn: string | null;
}

/** The streak with `paused`, as the API answers it. */
export interface FamilyStreak extends Streak {
  paused: boolean;
}

/**
 * The family streak of a run starting `startsOn`, in family week `familyWeek` on `today`: `finished(week)` says
 * whether every member finished all three items of that week; a week that overlaps a pause neither counts nor breaks.
 */
export function familyStreakOfRun(input: {
  startsOn: string;
  familyWeek: number;
  today: string;
  pauses: readonly RunPause[];
  finished: (week: number) => boolean;
}): FamilyStreak {
  const { startsOn, familyWeek, today, pauses, finished } = input;
  const overlapsPause = (weekStart: string) => {
    const weekEnd = addDays(weekStart, 6);
    return pauses.some((p) => p.startsOn <= weekEnd && (p.endsOn ?? today) >= weekStart);
  };
  const states: WeekState[] = [];
  for (let week = 1; week < familyWeek; week++) {
    states.push(finished(week) ? "finished" : overlapsPause(addDays(startsOn, 7 * (week - 1))) ? "paused" : "missed");
  }
  return { ...familyStreak(states, finished(familyWeek)), paused: pauses.some((p) => p.endsOn === null) };
}

/** A family with no run yet: nothing counted, nothing used. */
export const NO_STREAK: FamilyStreak = { weeks: 0, graceUsed: 0, graceAvailable: true, paused: false };
