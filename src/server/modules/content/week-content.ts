// getWeekContent: the one way to read a week's content (the week page, the dashboards and the assistant's
// chat context all use it), so the plan-or-fallback rule and the Dad's Corner rule live in one place.
import type { Queryable } from "../../db/client.ts";
import {
  isSafeResourceUrl,
  isValidWeekNumber,
  type Challenge,
  type DadsCorner,
  type DadsCornerResource,
  type Devotional,
  type WeekContent,
} from "../../../shared/schemas/content.ts";
import { selectWeekContent, type WeekContentRow } from "./content.queries.ts";

export type { WeekContent } from "../../../shared/schemas/content.ts";

/** All-empty content, what an invalid week number (spec 000 §5) or a week without content gives. */
export function emptyWeekContent(weekNumber: number): WeekContent {
  return { weekNumber, plan: null, devotional: null, challenge: null, dadsCorner: null };
}

/**
 * A week's devotional, challenge and Dad's Corner: from the selected plan's plan_content row for the week,
 * or else the general content with that week number (first by id). Dad's Corner only when
 * includeDadsCorner (callers pass `viewer.role === 'dad'`). An invalid week number gives empty content
 * without touching the database; routes refuse it earlier with 'Invalid week number'. One SQL round trip.
 */
export async function getWeekContent(
  db: Queryable,
  input: { weekNumber: number; planId: number | null; includeDadsCorner: boolean },
): Promise<WeekContent> {
  if (!isValidWeekNumber(input.weekNumber)) return emptyWeekContent(input.weekNumber);
  const row = await selectWeekContent(db, input);
  if (!row) return emptyWeekContent(input.weekNumber);
  return {
    weekNumber: input.weekNumber,
    plan: row.planId !== null && row.planTitle !== null ? { id: row.planId, title: row.planTitle } : null,
    devotional: toDevotional(row.devotional),
    challenge: toChallenge(row.challenge),
    dadsCorner: input.includeDadsCorner ? toDadsCorner(row.dadsCorner) : null,
  };
}

function toDevotional(d: WeekContentRow["devotional"] | null): Devotional | null {
  if (!d || d.id === null) return null;
  return {
    id: d.id,
    weekNumber: d.weekNumber ?? 0,
    title: d.title ?? "",
    scriptureReference: d.scriptureReference ?? "",
    content: d.content ?? "",
    memoryVerse: d.memoryVerse?.trim() ? d.memoryVerse : null,
    discussionQuestions: (d.discussionQuestions ?? []).filter((q) => q.trim() !== ""),
  };
}

function toChallenge(c: WeekContentRow["challenge"] | null): Challenge | null {
  if (!c || c.id === null) return null;
  return {
    id: c.id,
    weekNumber: c.weekNumber ?? 0,
    title: c.title ?? "",
    description: c.description ?? "",
    fitnessFocus: c.fitnessFocus ?? "",
    difficulty: c.difficulty ?? 1,
    durationMinutes: c.durationMinutes ?? 0,
    equipmentNeeded: (c.equipmentNeeded ?? []).filter((e) => e.trim() !== ""),
  };
}

function toDadsCorner(dc: WeekContentRow["dadsCorner"] | null): DadsCorner | null {
  if (!dc || dc.id === null) return null;
  return {
    id: dc.id,
    weekNumber: dc.weekNumber ?? 0,
    title: dc.title ?? "",
    content: dc.content ?? "",
    resources: toResources(dc.resources),
  };
}

/**
 * Resources are stored as a list of {label, url}; older data (and the spec's weekly view) uses a map of
 * label to URL. Both are accepted; only http(s) links survive, so a stored javascript: URL is never a link.
 */
export function toResources(value: unknown): DadsCornerResource[] {
  const pairs: [unknown, unknown][] = Array.isArray(value)
    ? value.map((item) => {
        const r = item as { label?: unknown; url?: unknown } | null;
        return [r?.label, r?.url];
      })
    : value && typeof value === "object"
      ? Object.entries(value)
      : [];
  const resources: DadsCornerResource[] = [];
  for (const [label, url] of pairs) {
    if (typeof label !== "string" || typeof url !== "string") continue;
    if (!label.trim() || !isSafeResourceUrl(url.trim())) continue;
    resources.push({ label: label.trim(), url: url.trim() });
  }
  return resources;
}
