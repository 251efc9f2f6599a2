// Progress rules: progress belongs to the family's run of a plan; a person's own tick
// records "person" and nothing but the person takes it away; a locked week of a paid plan cannot be ticked.
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Queryable } from "../../db/client.ts";
import type { ProgressSource } from "../../../shared/constants.ts";
import { lastSunday } from "../../../shared/plan-run.ts";
import { familyToday } from "../../lib/clock.ts";
import type { ProgressFlag, TProgress, TToggleProgressResponse } from "../../../shared/schemas/progress.ts";
import { authorize } from "../../policies/index.ts";
import type { WeekLock } from "../../policies/journey.ts";
import { getWeekContent } from "../content/week-content.ts";
import {
  clearItemsFrom,
  completeItems,
  countAchievements,
  ensureRun,
  findProgress,
  setItemByPerson,
  type PlanRunRow,
  type RunRef,
} from "./progress.queries.ts";

/** The family's run a viewer's progress belongs to: his confirmed dad's (a son follows his dad's plan), else his own. */
export function runOf(viewer: Pick<Viewer, "userId" | "familyDadId" | "selectedPlanId">): RunRef {
  return { ownerId: viewer.familyDadId ?? viewer.userId, planId: viewer.selectedPlanId };
}

/** The family's current run, begun this week (its last Sunday) when the family had none yet. */
export function currentRun(db: Queryable, viewer: Pick<Viewer, "userId" | "familyDadId" | "selectedPlanId" | "timeZone">): Promise<PlanRunRow> {
  return ensureRun(db, runOf(viewer), lastSunday(familyToday(viewer.timeZone)));
}

/** The week as the rule "week.complete" reads it: a paid plan's week ≥ 2 the viewer's family does not own is locked. */
export async function weekLockOf(db: Queryable, viewer: Pick<Viewer, "userId" | "selectedPlanId">, weekNumber: number): Promise<WeekLock> {
  if (viewer.selectedPlanId === null || weekNumber < 2) return { purchaseRequired: false };
  const content = await getWeekContent(db, { weekNumber, planId: viewer.selectedPlanId, includeDadsCorner: false, userId: viewer.userId });
  return { purchaseRequired: content.purchaseRequired };
}

/** Sets one item of the viewer's week as he ticked it himself (idempotent) and returns the row and the new counts. */
export async function toggleProgress(
  db: Queryable,
  viewer: Viewer,
  input: { weekNumber: number; flag: ProgressFlag; completed: boolean },
): Promise<TToggleProgressResponse> {
  authorize(viewer, "week.complete", await weekLockOf(db, viewer, input.weekNumber));
  const run = await currentRun(db, viewer);
  const progress = await setItemByPerson(db, {
    userId: viewer.userId,
    runId: run.id,
    weekNumber: input.weekNumber,
    item: input.flag,
    completed: input.completed,
  });
  // Counted after the write so the dashboard's achievements follow every change (docs/areas/weekly-journey.md).
  const achievements = await countAchievements(db, viewer.userId, runOf(viewer));
  return { progress, achievements };
}

/**
 * The one way another area completes a progress item (the journal, a fitness log): marks `item` complete for the
 * user's week of the run, naming `source`. It never takes an item away and never changes the source of an item
 * already completed — a person's own tick stays his. Run it in the caller's transaction.
 */
export function markItemComplete(
  db: Queryable,
  input: { userId: string; runId: number; weekNumber: number; item: ProgressFlag; source: Exclude<ProgressSource, "person"> },
): Promise<TProgress> {
  return completeItems(db, { userId: input.userId, runId: input.runId, weekNumber: input.weekNumber, items: [input.item], source: input.source });
}

/**
 * Takes back `item` of the user's week of the run, but only when `source` completed it (a person's own tick stays
 * his): a fitness result put back to zero no longer counts as done. Answers the week's row, or null when he has none.
 */
export async function takeBackItem(
  db: Queryable,
  input: { userId: string; run: PlanRunRow; weekNumber: number; item: ProgressFlag; source: Exclude<ProgressSource, "person"> },
): Promise<TProgress | null> {
  await clearItemsFrom(db, { userId: input.userId, runId: input.run.id, weekNumber: input.weekNumber, items: [input.item], source: input.source });
  return (await findProgress(db, input.userId, input.run, input.weekNumber)) ?? null;
}
