// Progress: one row per user and week with three completion flags (docs/areas/weekly-journey.md).
import { z } from "zod";

export const PROGRESS_FLAGS = ["devotional", "challenge", "journal"] as const;
export type ProgressFlag = (typeof PROGRESS_FLAGS)[number];

/** The checkbox labels, in the order the screens show them (docs/areas/weekly-journey.md). */
export const PROGRESS_FLAG_LABELS: Record<ProgressFlag, string> = {
  devotional: "Devotional",
  challenge: "Fitness Challenge",
  journal: "Journal Entry",
};

/** Which of a week's three items (devotional, challenge, journal entry) one person has completed. */
export const ZWeekItemsCompleted = z.object({
  devotionalCompleted: z.boolean(),
  challengeCompleted: z.boolean(),
  journalCompleted: z.boolean(),
});

export const ZProgress = z.object({
  /** 0 for the placeholder that stands for a week without a row (docs/areas/weekly-journey.md). */
  id: z.number().int(),
  weekNumber: z.number().int(),
  ...ZWeekItemsCompleted.shape,
});
export type TProgress = z.infer<typeof ZProgress>;

export const ZAchievements = z.object({
  devotionalsCompleted: z.number().int().min(0),
  challengesCompleted: z.number().int().min(0),
});
export type TAchievements = z.infer<typeof ZAchievements>;

export const ZProgressFlag = z.enum(PROGRESS_FLAGS, { error: "Choose devotional, challenge or journal" });

export const ZToggleProgressRequest = z.object({
  flag: ZProgressFlag,
  completed: z.boolean({ error: "Completed must be true or false" }),
});
export type TToggleProgressRequest = z.infer<typeof ZToggleProgressRequest>;

export const ZToggleProgressResponse = z.object({ progress: ZProgress, achievements: ZAchievements });
export type TToggleProgressResponse = z.infer<typeof ZToggleProgressResponse>;

/** The placeholder for a week without a progress row: id 0 and every flag false (docs/areas/weekly-journey.md). */
export function placeholderProgress(weekNumber: number): TProgress {
  return { id: 0, weekNumber, devotionalCompleted: false, challengeCompleted: false, journalCompleted: false };
}

/** The progress field a flag names. */
export function progressField(flag: ProgressFlag): "devotionalCompleted" | "challengeCompleted" | "journalCompleted" {
  return flag === "devotional" ? "devotionalCompleted" : flag === "challenge" ? "challengeCompleted" : "journalCompleted";
}
