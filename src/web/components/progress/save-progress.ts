// PUT /api/progress/:week: sets one completion flag and answers with the row and the new achievement counts.
import type { ProgressFlag, TToggleProgressResponse } from "../../../shared/schemas/progress.ts";
import { api } from "../../lib/api-client.ts";

export function saveProgress(week: number, flag: ProgressFlag, completed: boolean): Promise<TToggleProgressResponse> {
  return api.put<TToggleProgressResponse>(`/api/progress/${encodeURIComponent(String(week))}`, { flag, completed });
}
