// The family streak (issue 31 item 3, decision 048): weeks in a row the family finished together, counted by the
// family week of its plan run (never by app opens). One grace week per eight: a missed week is forgiven when no
// other was forgiven in the eight weeks before it. A paused week (holiday, illness) neither counts nor breaks.

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
