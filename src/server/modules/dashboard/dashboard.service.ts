// The dad and son dashboards' data in one response, in two SQL statements: the journey, the lists and the
// family's week in one, the week's content in the other. With ?week=n both run at once (one round trip);
// without, the family week is decided first (the week the whole family is on, by the run's start date).
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Queryable } from "../../db/client.ts";
import type { TDashboardResponse } from "../../../shared/schemas/dashboard.ts";
import { placeholderProgress } from "../../../shared/schemas/progress.ts";
import { catchUpWeek, familyWeekOn, todayIn } from "../../../shared/plan-run.ts";
import { serverNow } from "../../lib/clock.ts";
import { MIN_WEEK } from "../../../shared/constants.ts";
import { CACHED_ANSWERS, CONTENT, userName } from "../../platform/cached-answers.ts";
import { readThrough } from "../../platform/read-caches.ts";
import { getViewerWeekContent } from "../content/week-content.ts";
import { runOf } from "../progress/progress.service.ts";
import { familyStreakOfRun, NO_STREAK, type FamilyStreak } from "../../../shared/streak.ts";
import { selectDashboardBase, selectFamilyWeek, type DashboardBase } from "./dashboard.queries.ts";
import { achievementsOf, completedWeeks } from "./journey.ts";

/**
 * Plans panel, achievement counts, latest journal entries, the viewer's journey on the family's run, the
 * family's items for the week, and the week (content + progress): the requested one, else the family week.
 */
export async function getDashboard(db: Queryable, viewer: Viewer, requestedWeek: number | undefined): Promise<TDashboardResponse> {
  return (await getDashboardAndNames(db, viewer, requestedWeek)).answer;
}

/** The dashboard's key in its cache: everything of the viewer the answer is read with, and the family's today. */
export function dashboardKeyOf(viewer: Viewer, requestedWeek: number | undefined): string {
  const today = todayIn(viewer.timeZone, serverNow());
  return CACHED_ANSWERS.dashboard.key(viewer.userId, viewer.role, viewer.familyDadId, viewer.selectedPlanId, requestedWeek, viewer.timeZone, today);
}

/** The dashboard with the names it is dropped on (a page made of it is dropped on the same). */
export async function getDashboardAndNames(
  db: Queryable,
  viewer: Viewer,
  requestedWeek: number | undefined,
): Promise<{ answer: TDashboardResponse; dependsOn: readonly string[] }> {
  // Everything of the viewer the answer is read with is in the key; the rest is announced: his own
  // rows and those of each family member shown or counted in the streak (their items, shared entries, a dad's
  // purchases, the family's run and its pauses), and the content. The family week turns with the date: the key
  // carries today.
  return readThrough(
    db,
    CACHED_ANSWERS.dashboard,
    dashboardKeyOf(viewer, requestedWeek),
    async () => {
      const { answer, members } = await readDashboard(db, viewer, requestedWeek);
      const ids = new Set([viewer.userId, ...answer.family.map((member) => member.userId), ...members]);
      return { answer, dependsOn: [...[...ids].map(userName), CONTENT] };
    },
    (value) => value.dependsOn,
  );
}

async function readDashboard(
  db: Queryable,
  viewer: Viewer,
  requestedWeek: number | undefined,
): Promise<{ answer: TDashboardResponse; members: readonly string[] }> {
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
  // The family's own day: its week turns at its midnight, wherever the server is.
  const today = todayIn(viewer.timeZone, serverNow());
  const familyWeek = base.startsOn === null ? MIN_WEEK : familyWeekOn(base.startsOn, today, totalWeeks);
  const weekNumber = requestedWeek ?? familyWeek;
  const [weekContent, family] = await Promise.all([
    content ?? getViewerWeekContent(db, viewer, weekNumber),
    base.familyWeek === weekNumber ? base.family : selectFamilyWeek(db, ids, weekNumber),
  ]);
  const streak = streakOf(base, familyWeek, today);
  const row = base.rows.find((r) => r.week_number === weekNumber);
  const done = completedWeeks(base.rows, totalWeeks);
  const owner = viewer.familyDadId === null && viewer.selectedPlanId !== null;
  const answer: TDashboardResponse = {
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
      today,
      timeZone: viewer.timeZone,
      canMoveWeek: owner,
      catchUpWeek:
        owner && base.startsOn !== null
          ? catchUpWeek(new Set(done), familyWeek, totalWeeks, familyWeekOn(base.startsOn, base.scheduleSetOn ?? base.startsOn, totalWeeks))
          : null,
    },
    family,
    streak: streak.streak,
    fromDad: base.fromDad,
  };
  return { answer, members: streak.members };
}

/** The family streak on the family's run (none before it has one) and whom it counts. */
function streakOf(base: DashboardBase, familyWeek: number, today: string): { streak: FamilyStreak; members: readonly string[] } {
  const { startsOn, streak } = base;
  if (startsOn === null) return { streak: NO_STREAK, members: [] };
  const finished = (week: number) => streak.members.length > 0 && streak.members.every((id) => streak.finished.has(`${id}|${week}`));
  return { streak: familyStreakOfRun({ startsOn, familyWeek, today, pauses: streak.pauses, finished }), members: streak.members };
}
