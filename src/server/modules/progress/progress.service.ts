// Progress rules: toggles set one flag on the one row per user and week, and answer with fresh counts.
import type { Queryable } from "../../db/client.ts";
import { progressField, type ProgressFlag, type TToggleProgressResponse } from "../../../shared/schemas/progress.ts";
import { countAchievements, upsertProgressFlags } from "./progress.queries.ts";

/** Sets one completion flag for the user's week (idempotent) and returns the row and the new achievement counts. */
export async function toggleProgress(
  db: Queryable,
  userId: string,
  input: { weekNumber: number; flag: ProgressFlag; completed: boolean },
): Promise<TToggleProgressResponse> {
  const progress = await upsertProgressFlags(db, userId, input.weekNumber, { [progressField(input.flag)]: input.completed });
  // Counted after the write so the dashboard's achievements follow every change (docs/areas/weekly-journey.md).
  const achievements = await countAchievements(db, userId);
  return { progress, achievements };
}
