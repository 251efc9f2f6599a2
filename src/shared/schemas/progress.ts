// Progress: one row per user and week with three completion flags (docs/areas/weekly-journey.md).
import { z } from "zod";
import { PROGRESS_FLAGS } from "../progress-flags.ts";

// The flags, labels and helpers live without zod in progress-flags.ts (the dashboard's first load imports them there).
export { PROGRESS_FLAG_LABELS, PROGRESS_FLAGS, placeholderProgress, progressField, type ProgressFlag } from "../progress-flags.ts";

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
