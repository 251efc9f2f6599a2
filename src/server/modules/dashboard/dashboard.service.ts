// The dad and son dashboards' data in one response, in two SQL statements: the journey, the lists and the
// family's week in one, the week's content in the other. With ?week=n both run at once (one round trip);
// without, the journey decides the week first (decision 019).
import type { Viewer } from "../../auth/viewer.ts";
import type { Queryable } from "../../db/client.ts";
import type { TDashboardResponse } from "../../../shared/schemas/dashboard.ts";
import { placeholderProgress } from "../../../shared/schemas/progress.ts";
import { CONTENT, readThrough, userName } from "../../db/read-caches.ts";
import { getViewerWeekContent } from "../content/week-content.ts";
import { selectDashboardBase, selectFamilyWeek } from "./dashboard.queries.ts";
import { achievementsOf, completedWeeks, currentWeek } from "./journey.ts";

/**
 * Plans panel, achievement counts, latest journal entries, the viewer's journey on the family's plan, the
 * family's items for the week, and the week (content + progress): the requested one, else the current one.
 */
export async function getDashboard(db: Queryable, viewer: Viewer, requestedWeek: number | undefined): Promise<TDashboardResponse> {
  // Everything of the viewer the answer is read with is in the key; the rest is announced (decision 026): his own
  // rows and those of each family member shown (their items, shared entries, a dad's purchases), and the content.
  const key = `${viewer.userId}|${viewer.role}|${viewer.selectedPlanId ?? ""}|${requestedWeek ?? ""}`;
  return readThrough(
    db,
    "dashboard",
    key,
    () => readDashboard(db, viewer, requestedWeek),
    (answer) => [userName(viewer.userId), ...answer.family.map((member) => userName(member.userId)), CONTENT],
  );
}

async function readDashboard(db: Queryable, viewer: Viewer, requestedWeek: number | undefined): Promise<TDashboardResponse> {
  let base;
  let content;
  if (requestedWeek === undefined) {
    base = await selectDashboardBase(db, viewer.userId, viewer.selectedPlanId, null);
  } else {
    [base, content] = await Promise.all([
      selectDashboardBase(db, viewer.userId, viewer.selectedPlanId, requestedWeek),
      getViewerWeekContent(db, viewer, requestedWeek),
    ]);
  }
  const totalWeeks = base.plan?.durationWeeks ?? null;
  const current = currentWeek(base.rows, totalWeeks);
  const weekNumber = requestedWeek ?? current;
  const [weekContent, family] = await Promise.all([
    content ?? getViewerWeekContent(db, viewer, weekNumber),
    base.familyWeek === weekNumber ? base.family : selectFamilyWeek(db, viewer.userId, weekNumber),
  ]);
  const row = base.rows.find((r) => r.week_number === weekNumber);
  return {
    plans: base.plans,
    achievements: achievementsOf(base.rows),
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
    journey: { currentWeek: current, totalWeeks, completedWeeks: completedWeeks(base.rows, totalWeeks), planTitle: base.plan?.title ?? null },
    family,
  };
}
