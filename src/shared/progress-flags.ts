// The three weekly flags and their labels, without zod: the dashboard's first load needs these constants and none of the
// schemas (schemas/progress.ts re-exports them), so zod's ~22 KB and its start-up work
// stay out of the dashboard's load. It imports nothing, so the schemas can build on it.

export const PROGRESS_FLAGS = ["devotional", "challenge", "journal"] as const;
export type ProgressFlag = (typeof PROGRESS_FLAGS)[number];

/** The checkbox labels, in the order the screens show them (docs/areas/weekly-journey.md). */
export const PROGRESS_FLAG_LABELS: Record<ProgressFlag, string> = {
  devotional: "Devotional",
  challenge: "Fitness Challenge",
  journal: "Journal Entry",
};

/** A week's progress as the screens read it (schemas/progress.ts's `TProgress`, which is this shape). */
export interface WeekProgress {
  id: number;
  weekNumber: number;
  devotionalCompleted: boolean;
  challengeCompleted: boolean;
  journalCompleted: boolean;
}

/** The placeholder for a week without a progress row: id 0 and every flag false (docs/areas/weekly-journey.md). */
export function placeholderProgress(weekNumber: number): WeekProgress {
  return { id: 0, weekNumber, devotionalCompleted: false, challengeCompleted: false, journalCompleted: false };
}

/** The progress field a flag names. */
export function progressField(flag: ProgressFlag): "devotionalCompleted" | "challengeCompleted" | "journalCompleted" {
  return flag === "devotional" ? "devotionalCompleted" : flag === "challenge" ? "challengeCompleted" : "journalCompleted";
}
