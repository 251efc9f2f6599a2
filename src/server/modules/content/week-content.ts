// getWeekContent: the one way to read a week's content (the week page, the dashboards and the assistant's
// chat context all use it), so the plan-or-fallback rule and the Dad's Corner rule live in one place.
import { challengeMeasuresOf } from "../../../shared/fitness.ts";
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Queryable } from "../../db/client.ts";
import {
  isValidWeekNumber,
  type TChallenge,
  type TDadsCorner,
  type TDadsCornerResourceView,
  type TDevotional,
  type TWeekContent,
} from "../../../shared/schemas/content.ts";
import { CACHED_ANSWERS, CONTENT } from "../../platform/cached-answers.ts";
import { auditedRead, readCachesOf } from "../../platform/read-caches.ts";
import { selectWeekContent, type WeekContentRow } from "./content.queries.ts";
import { selectReaderFacts } from "../payments/payments.queries.ts";
import { weekAccess, type PlanReadRow } from "../../policies/plan-content.ts";
import { isHttpUrl } from "../../../shared/url.ts";
import { findFreeSeatFor } from "../payments/sponsorships.queries.ts";

/** All-empty content, what an invalid week number (docs/areas/weekly-journey.md) or a week without content gives. */
function emptyWeekContent(weekNumber: number): TWeekContent {
  return { weekNumber, plan: null, purchaseRequired: false, devotional: null, challenge: null, dadsCorner: null };
}

/**
 * A week's devotional, challenge and Dad's Corner: from the selected plan's plan_content row for the week,
 * or else the general content with that week number (first by id). Dad's Corner only when
 * includeDadsCorner. An invalid week number gives empty content without touching the database; routes refuse
 * it earlier with 'Invalid week number'. One SQL round trip.
 *
 * The plan reached the reader through his family's run or his group (never through an id he sent), so he "follows"
 * it; whether he may read it and this week is the plan's read rule (policies/plan-content.ts).
 */
export async function getWeekContent(
  db: Queryable,
  input: { weekNumber: number; planId: number | null; includeDadsCorner: boolean; userId: string; authorPreview?: boolean },
): Promise<TWeekContent> {
  if (!isValidWeekNumber(input.weekNumber)) return emptyWeekContent(input.weekNumber);
  const found = await readWeek(db, input);
  if (!found) return emptyWeekContent(input.weekNumber);
  const { week, paidWeek, reader } = found;
  // The plan's own authors preview every week, bought or not (organizations' preview).
  if (!input.authorPreview && reader) {
    const access = weekAccess(reader, input.weekNumber, paidWeek);
    // A members-only plan outside its organization: nothing of it leaves the server, not even its title.
    if (access === "hidden") return emptyWeekContent(input.weekNumber);
    // A paid plan's week ≥ 2 without the family's purchase or seat: nothing of the week leaves the server.
    // A seat his organization sponsors is free: he is told, and takes it with a POST (a read never writes).
    if (access === "purchase") {
      const seatAvailable = week.plan !== null && (await findFreeSeatFor(db, week.plan.id, input.userId)) !== undefined;
      return { ...emptyWeekContent(input.weekNumber), plan: week.plan, purchaseRequired: true, seatAvailable };
    }
  }
  return input.includeDadsCorner ? week : { ...week, dadsCorner: null };
}

/** A week's content as every viewer of it sees it, and what the plan's read rule needs of it. */
interface WeekRead {
  week: TWeekContent;
  /** A paid plan's week ≥ 2: who may see it depends on the family's purchase. */
  paidWeek: boolean;
  /** The plan is kept for its organization's members: who may see it depends on the reader. */
  membersOnly: boolean;
}

/** The plan as this reader stands to it (it reached him through his run or his group: he follows it). */
function readerRow(membersOnly: boolean, facts: { owned: boolean; insider: boolean }): PlanReadRow {
  return { isPublic: false, follows: true, membersOnly, owned: facts.owned, insider: facts.insider };
}

/**
 * The week from the cache, or from the database (then kept, for every viewer of that plan, week and kind of
 * viewer). The reader's facts (purchase or seat, inside the organization) are his own: read with the week on a miss,
 * on their own on a hit, and only for a paid plan's week ≥ 2 or a members-only plan.
 */
async function readWeek(
  db: Queryable,
  input: { weekNumber: number; planId: number | null; includeDadsCorner: boolean; userId: string },
): Promise<{ week: TWeekContent; paidWeek: boolean; reader: PlanReadRow | undefined } | undefined> {
  // Content changes rarely: weeks are kept in the process until an announcement of any content change.
  const cache = readCachesOf(db)?.get<WeekRead | null>(CACHED_ANSWERS.weekContent);
  const key = CACHED_ANSWERS.weekContent.key(input.weekNumber, input.planId, input.includeDadsCorner);
  const cached = cache?.get(key);
  if (cached === null) return undefined;
  if (cached) {
    const plan = cached.week.plan;
    if (plan === null) return { week: cached.week, paidWeek: cached.paidWeek, reader: undefined };
    const facts = cached.paidWeek || cached.membersOnly ? await selectReaderFacts(db, plan.id, input.userId) : { owned: false, insider: false };
    return { week: cached.week, paidWeek: cached.paidWeek, reader: readerRow(cached.membersOnly, facts) };
  }
  const generation = cache?.generation();
  const row = await auditedRead(CACHED_ANSWERS.weekContent, () => selectWeekContent(db, input));
  const read = row ? toWeekRead(input.weekNumber, row) : null;
  if (cache && generation !== undefined) cache.set(key, read, [CONTENT], generation);
  if (!read || !row) return undefined;
  const reader = read.week.plan === null ? undefined : readerRow(read.membersOnly, { owned: row.owned, insider: row.insider });
  return { week: read.week, paidWeek: read.paidWeek, reader };
}

function toWeekRead(weekNumber: number, row: WeekContentRow): WeekRead {
  const plan = row.planId !== null && row.planTitle !== null ? { id: row.planId, title: row.planTitle, durationWeeks: row.planWeeks ?? 1 } : null;
  return {
    paidWeek: row.paidWeek,
    membersOnly: row.membersOnly === true,
    week: {
      weekNumber,
      plan,
      purchaseRequired: false,
      devotional: row.devotional && toDevotional(row.devotional),
      challenge: row.challenge && toChallenge(row.challenge),
      dadsCorner: row.dadsCorner ? toDadsCorner(row.dadsCorner) : null,
    },
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

function toChallenge(row: NonNullable<WeekContentRow["challenge"]>): TChallenge {
  return { ...row, equipmentNeeded: row.equipmentNeeded.filter((e) => e.trim() !== ""), measures: challengeMeasuresOf(row.measures) };
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
