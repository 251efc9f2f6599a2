// The dad and son dashboards' data in one response, in two SQL statements: the journey, the lists and the
// family's week in one, the week's content in the other. With ?week=n both run at once (one round trip);
// without, the family week is decided first (decision 019; decision 034 for the family week).
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Queryable } from "../../db/client.ts";
import type { TDashboardResponse } from "../../../shared/schemas/dashboard.ts";
import { placeholderProgress } from "../../../shared/schemas/progress.ts";
import { catchUpWeek, familyWeekOn, todayUtc } from "../../../shared/plan-run.ts";
import { MIN_WEEK } from "../../../shared/constants.ts";
import { CACHED_ANSWERS, CONTENT, userName } from "../../platform/cached-answers.ts";
import { readThrough } from "../../platform/read-caches.ts";
import { getViewerWeekContent } from "../content/week-content.ts";
import { runOf } from "../progress/progress.service.ts";
import { selectDashboardBase, selectFamilyWeek } from "./dashboard.queries.ts";
import { achievementsOf, completedWeeks } from "./journey.ts";

/**
 * Plans panel, achievement counts, latest journal entries, the viewer's journey on the family's run, the
 * family's items for the week, and the week (content + progress): the requested one, else the family week.
 */
export async function getDashboard(db: Queryable, viewer: Viewer, requestedWeek: number | undefined): Promise<TDashboardResponse> {
  // Everything of the viewer the answer is read with is in the key; the rest is announced (decision 026): his own
  // rows and those of each family member shown (their items, shared entries, a dad's purchases, the family's run),
  // and the content. The family week turns with the date: the key carries today.
  return readThrough(
    db,
    CACHED_ANSWERS.dashboard,
    CACHED_ANSWERS.dashboard.key(viewer.userId, viewer.role, viewer.familyDadId, viewer.selectedPlanId, requestedWeek, todayUtc()),
    () => readDashboard(db, viewer, requestedWeek),
    (answer) => [userName(viewer.userId), ...answer.family.map((member) => userName(member.userId)), CONTENT],
  );
}

async function readDashboard(db: Queryable, viewer: Viewer, requestedWeek: number | undefined): Promise<TDashboardResponse> {
  const run = runOf(viewer);
  const ids = { userId: viewer.userId, ownerId: run.ownerId, planId: run.planId };
  let base;
  let content;
  if (requestedWeek === undefined) {
    base = await selectDashboardBase(db, ids, null);
  } else {
    [base, content] = await Promise.all([selectDashboardBase(db, ids, requestedWeek), getViewerWeekContent(db, viewer, requestedWeek)]);
  }
  const totalWeeks = base.plan?.durationWeeks ?? null;
  const familyWeek = base.startsOn === null ? MIN_WEEK : familyWeekOn(base.startsOn, todayUtc(), totalWeeks);
  const weekNumber = requestedWeek ?? familyWeek;
  const [weekContent, family] = await Promise.all([
    content ?? getViewerWeekContent(db, viewer, weekNumber),
    base.familyWeek === weekNumber ? base.family : selectFamilyWeek(db, ids, weekNumber),
  ]);
  const row = base.rows.find((r) => r.week_number === weekNumber);
  const done = completedWeeks(base.rows, totalWeeks);
  const owner = viewer.familyDadId === null && viewer.selectedPlanId !== null;
  return {
    plans: base.plans,
    achievements: achievementsOf(base.rows, totalWeeks, base.planLocked),
    recentEntries: base.recentEntries,
    week: {
      ...weekContent,
      progress: row
        ? {
            id: row.id,
            weekNumber,
            devotionalCompleted: row.devotional_completed,
            challengeCompleted: row.challenge_completed,
            journalCompleted: row.journal_completed,
          }
        : placeholderProgress(weekNumber),
    },
    journey: {
      currentWeek: familyWeek,
      totalWeeks,
      completedWeeks: done,
      planTitle: base.plan?.title ?? null,
      startsOn: base.startsOn,
      canMoveWeek: owner,
      catchUpWeek:
        owner && base.startsOn !== null
          ? catchUpWeek(new Set(done), familyWeek, totalWeeks, familyWeekOn(base.startsOn, base.scheduleSetOn ?? base.startsOn, totalWeeks))
          : null,
    },
    family,
  };
}
