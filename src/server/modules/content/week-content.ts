// getWeekContent: the one way to read a week's content (the week page, the dashboards and the assistant's
// chat context all use it), so the plan-or-fallback rule and the Dad's Corner rule live in one place.
import type { Viewer } from "../../auth/viewer.ts";
import type { Queryable } from "../../db/client.ts";
import {
  isValidWeekNumber,
  type TChallenge,
  type TDadsCorner,
  type TDadsCornerResourceView,
  type TDevotional,
  type TWeekContent,
} from "../../../shared/schemas/content.ts";
import { selectWeekContent, type WeekContentRow } from "./content.queries.ts";
import { isHttpUrl } from "../../../shared/url.ts";

/** All-empty content, what an invalid week number (docs/areas/weekly-journey.md) or a week without content gives. */
function emptyWeekContent(weekNumber: number): TWeekContent {
  return { weekNumber, plan: null, purchaseRequired: false, devotional: null, challenge: null, dadsCorner: null };
}

/**
 * A week's devotional, challenge and Dad's Corner: from the selected plan's plan_content row for the week,
 * or else the general content with that week number (first by id). Dad's Corner only when
 * includeDadsCorner. An invalid week number gives empty content without touching the database; routes refuse
 * it earlier with 'Invalid week number'. One SQL round trip.
 */
export async function getWeekContent(
  db: Queryable,
  input: { weekNumber: number; planId: number | null; includeDadsCorner: boolean; userId: string; authorPreview?: boolean },
): Promise<TWeekContent> {
  if (!isValidWeekNumber(input.weekNumber)) return emptyWeekContent(input.weekNumber);
  const row = await selectWeekContent(db, input);
  if (!row) return emptyWeekContent(input.weekNumber);
  const plan = row.planId !== null && row.planTitle !== null ? { id: row.planId, title: row.planTitle, durationWeeks: row.planWeeks ?? 1 } : null;
  // A paid plan's week ≥ 2 without the family's purchase: nothing of the week leaves the server.
  // The plan's own authors preview every week, bought or not (organizations' preview, issue 14).
  if (row.locked && !input.authorPreview) return { ...emptyWeekContent(input.weekNumber), plan, purchaseRequired: true };
  return {
    weekNumber: input.weekNumber,
    plan,
    purchaseRequired: false,
    devotional: row.devotional && toDevotional(row.devotional),
    challenge: row.challenge && toChallenge(row.challenge),
    dadsCorner: input.includeDadsCorner && row.dadsCorner ? toDadsCorner(row.dadsCorner) : null,
  };
}

/** The week as a viewer sees it: from his selected plan, with Dad's Corner for a dad only. */
export function getViewerWeekContent(db: Queryable, viewer: Pick<Viewer, "role" | "selectedPlanId" | "userId">, weekNumber: number): Promise<TWeekContent> {
  return getWeekContent(db, { weekNumber, planId: viewer.selectedPlanId, includeDadsCorner: viewer.role === "dad", userId: viewer.userId });
}

function toDevotional(d: NonNullable<WeekContentRow["devotional"]>): TDevotional {
  return {
    ...d,
    memoryVerse: d.memoryVerse?.trim() ? d.memoryVerse : null,
    discussionQuestions: d.discussionQuestions.filter((q) => q.trim() !== ""),
  };
}

function toChallenge(c: NonNullable<WeekContentRow["challenge"]>): TChallenge {
  return { ...c, equipmentNeeded: c.equipmentNeeded.filter((e) => e.trim() !== "") };
}

function toDadsCorner(dc: NonNullable<WeekContentRow["dadsCorner"]>): TDadsCorner {
  return { ...dc, resources: toResources(dc.resources) };
}

/**
 * Resources are stored as a list of {label, url}; older data (and the spec's weekly view) uses a map of
 * label to URL. Both are accepted; only http(s) links survive, so a stored javascript: URL is never a link.
 */
function toResources(value: unknown): TDadsCornerResourceView[] {
  const pairs: [unknown, unknown][] = Array.isArray(value)
    ? value.map((item) => {
        const r = item as { label?: unknown; url?: unknown } | null;
        return [r?.label, r?.url];
      })
    : value && typeof value === "object"
      ? Object.entries(value)
      : [];
  const resources: TDadsCornerResourceView[] = [];
  for (const [label, url] of pairs) {
    if (typeof label !== "string" || typeof url !== "string") continue;
    if (!label.trim() || !isHttpUrl(url.trim())) continue;
    resources.push({ label: label.trim(), url: url.trim() });
  }
  return resources;
}
