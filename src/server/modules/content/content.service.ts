// The week page and the dashboard's week panel: a week's content with the viewer's progress.
import type { Viewer } from "../../auth/viewer.ts";
import type { Queryable } from "../../db/client.ts";
import type { WeekView } from "../../../shared/schemas/content.ts";
import { placeholderProgress } from "../../../shared/schemas/progress.ts";
import { findProgress, markReflectedWeekComplete } from "../progress/progress.queries.ts";
import { getWeekContent } from "./week-content.ts";

function contentInput(viewer: Viewer, weekNumber: number) {
  // Dad's Corner is for dads only: a son's lookup never even joins it.
  return { weekNumber, planId: viewer.selectedPlanId, includeDadsCorner: viewer.role === "dad" };
}

/** A week's content and the viewer's progress for it (the placeholder when there is no row). Two parallel queries. */
export async function getWeekView(db: Queryable, viewer: Viewer, weekNumber: number): Promise<WeekView> {
  const [content, progress] = await Promise.all([
    getWeekContent(db, contentInput(viewer, weekNumber)),
    findProgress(db, viewer.userId, weekNumber),
  ]);
  return { ...content, progress: progress ?? placeholderProgress(weekNumber) };
}

/**
 * Opening the week page (spec 000 §4): when the viewer has a reflection entry for the week, devotional
 * and journal are marked complete first; then the week is read as getWeekView does.
 */
export async function openWeek(db: Queryable, viewer: Viewer, weekNumber: number): Promise<WeekView> {
  const [content, progress] = await Promise.all([
    getWeekContent(db, contentInput(viewer, weekNumber)),
    markReflectedWeekComplete(db, viewer.userId, weekNumber).then((marked) => marked ?? findProgress(db, viewer.userId, weekNumber)),
  ]);
  return { ...content, progress: progress ?? placeholderProgress(weekNumber) };
}
