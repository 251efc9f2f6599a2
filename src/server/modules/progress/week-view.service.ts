// The week page and the dashboard's week panel: a week's content with the viewer's progress.
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Queryable } from "../../db/client.ts";
import type { TWeekView } from "../../../shared/schemas/content.ts";
import { placeholderProgress, type TProgress } from "../../../shared/schemas/progress.ts";
import { CACHED_ANSWERS, userName } from "../../platform/cached-answers.ts";
import { readThrough } from "../../platform/read-caches.ts";
import { findProgress, hasReflection, markReflectedWeekComplete } from "./progress.queries.ts";
import { runOf } from "./progress.service.ts";
import { can } from "../../policies/index.ts";
import { lastSunday } from "../../../shared/plan-run.ts";
import { familyToday } from "../../lib/clock.ts";
import { getViewerWeekContent } from "../content/week-content.ts";

/** The week's content read alongside the given progress read (the placeholder when there is no row). */
async function weekView(db: Queryable, viewer: Viewer, weekNumber: number, progress: Promise<TProgress | undefined>): Promise<TWeekView> {
  const [content, row] = await Promise.all([getViewerWeekContent(db, viewer, weekNumber), progress]);
  return { ...content, progress: row ?? placeholderProgress(weekNumber) };
}

/**
 * A week's content and the viewer's progress for it: two parallel queries, each answered from the read caches
 * while nothing they were read from has changed (his progress rows announce his id).
 */
export async function getWeekView(db: Queryable, viewer: Viewer, weekNumber: number): Promise<TWeekView> {
  const progress = readThrough(
    db,
    CACHED_ANSWERS.weekProgress,
    CACHED_ANSWERS.weekProgress.key(viewer.userId, viewer.familyDadId, viewer.selectedPlanId, weekNumber),
    async () => (await findProgress(db, viewer.userId, runOf(viewer), weekNumber)) ?? null,
    // His rows announce him; the run (the schedule's owner) announces its owner, his dad for a son.
    () => [userName(viewer.userId), ...(viewer.familyDadId ? [userName(viewer.familyDadId)] : [])],
  );
  return weekView(
    db,
    viewer,
    weekNumber,
    progress.then((row) => row ?? undefined),
  );
}

/**
 * Opening the week page (docs/areas/weekly-journey.md): when the viewer has a reflection entry for the week, devotional
 * and journal are marked complete first — unless the week is one he may not complete (a paid week not bought): then
 * the entry stays and nothing is ticked, as everywhere else. Then the week is read as getWeekView does.
 */
export async function openWeek(db: Queryable, viewer: Viewer, weekNumber: number): Promise<TWeekView> {
  const run = runOf(viewer);
  // One read of the week decides the lock and is the page's content; a week he may not read writes nothing.
  const content = await getViewerWeekContent(db, viewer, weekNumber);
  const mayComplete = can(viewer, "week.complete", { purchaseRequired: content.purchaseRequired });
  const progress = mayComplete
    ? ((await markReflectedWeekComplete(db, viewer.userId, { ...run, startsOn: lastSunday(familyToday(viewer.timeZone)) }, weekNumber)) ??
      (await findProgress(db, viewer.userId, run, weekNumber)))
    : await findProgress(db, viewer.userId, run, weekNumber);
  return { ...content, progress: progress ?? placeholderProgress(weekNumber) };
}

/**
 * The page the server draws for /week/:n (modules/system/viewer-pages.ts): GET /api/weeks/:n's answer when opening
 * the page would change nothing, else undefined (the reflection rule would complete an item: the browser opens the
 * page through POST .../open, which writes). A page load never writes.
 */
export async function getWeekViewUnlessOpeningChangesIt(db: Queryable, viewer: Viewer, weekNumber: number): Promise<TWeekView | undefined> {
  const [view, reflected] = await Promise.all([getWeekView(db, viewer, weekNumber), hasReflection(db, viewer.userId, weekNumber)]);
  const ticks = reflected && !view.purchaseRequired && !(view.progress.devotionalCompleted && view.progress.journalCompleted);
  if (ticks) return undefined;
  return view;
}
