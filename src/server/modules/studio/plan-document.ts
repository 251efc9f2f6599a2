// A plan as the editor writes it: one document (details and weeks, each week's devotional, challenge and Dad's
// Corner in place), read from a published plan's draft or from the stored plan, and what publishing it still needs.
import { challengeMeasuresOf } from "../../../shared/fitness.ts";
import type { TPlanWeek } from "../../../shared/schemas/admin.ts";
import { studioMessages, ZStudioDocument, type TChecklistItem, type TStudioDocument, type TStudioWeek } from "../../../shared/schemas/studio.ts";
import type { Queryable } from "../../db/client.ts";
import { placeText, quotationIssueText, quotationMismatches, type QuotingPlan } from "../../integrations/scripture/quotation-check.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { translatorFor } from "../../lib/i18n.ts";
import { listPlanWeeks, type StudioPlan } from "./authoring.queries.ts";
import { findItemsByIds, organizationPayable } from "./plan-studio.queries.ts";

type StoredItems = Awaited<ReturnType<typeof findItemsByIds>>;
type WeekIds = { devotionalId: number | null; challengeId: number | null; dadsCornerId: number | null };

/** One week of a document from the ids a week names and the items' rows (as the editor writes them). */
export function documentWeekOf(weekNumber: number, ids: WeekIds | undefined, items: StoredItems): TStudioWeek {
  const d = items.devotionals.find((item) => item.id === ids?.devotionalId);
  const c = items.challenges.find((item) => item.id === ids?.challengeId);
  const dc = items.dadsCorner.find((item) => item.id === ids?.dadsCornerId);
  return {
    weekNumber,
    devotional: d ? { ...d, memoryVerse: d.memoryVerse ?? "" } : null,
    challenge: c
      ? (() => {
          const { weekNumber: _week, organizationId: _owner, archivedAt: _archived, createdAt: _created, ...fields } = c;
          return { ...fields, measures: challengeMeasuresOf(fields.measures).map(({ unit, label, targets }) => ({ unit, label, targets })) };
        })()
      : null,
    dadsCorner: dc ?? null,
  };
}

/** The items some weeks name, in full. */
export function itemsOfWeeks(db: Queryable, weeks: readonly WeekIds[]): Promise<StoredItems> {
  const ids = (pick: (week: WeekIds) => number | null) => weeks.map(pick).filter((id): id is number => id !== null);
  return findItemsByIds(db, {
    devotionals: ids((week) => week.devotionalId),
    challenges: ids((week) => week.challengeId),
    dadsCorner: ids((week) => week.dadsCornerId),
  });
}

type PlanDetails = Pick<
  StudioPlan,
  "id" | "title" | "description" | "durationWeeks" | "category" | "tags" | "language" | "isPublic" | "priceCents" | "coverImageUrl"
>;

/** The plan as stored (what families read once it is published), as one editor document. */
export async function storedDocument(db: Queryable, plan: PlanDetails): Promise<TStudioDocument> {
  const weeks = await listPlanWeeks(db, plan.id);
  const items = await itemsOfWeeks(db, weeks);
  const byWeek = new Map(weeks.map((week) => [week.weekNumber, week]));
  const documentWeeks: TStudioWeek[] = [];
  for (let weekNumber = 1; weekNumber <= plan.durationWeeks; weekNumber += 1) {
    documentWeeks.push(documentWeekOf(weekNumber, byWeek.get(weekNumber), items));
  }
  const { title, description, durationWeeks, category, tags, language, isPublic, priceCents, coverImageUrl } = plan;
  return { details: { title, description, durationWeeks, category, tags, language, isPublic, priceCents, coverImageUrl }, weeks: documentWeeks };
}

/** A published plan's draft, when it holds a readable document. */
export function draftOf(plan: Pick<StudioPlan, "draft">): TStudioDocument | null {
  if (plan.draft === null) return null;
  const parsed = ZStudioDocument.safeParse(plan.draft);
  return parsed.success ? parsed.data : null;
}

/** The draft of a published plan when it has one, else the plan as stored. */
export async function currentDocument(db: Queryable, plan: PlanDetails & Pick<StudioPlan, "draft">): Promise<TStudioDocument> {
  return draftOf(plan) ?? (await storedDocument(db, plan));
}

const hasAnyItem = (week: TPlanWeek) => week.devotionalId !== null || week.challengeId !== null || week.dadsCornerId !== null;

/** A document's weeks as the week-assignment screen reads them: the item ids of each week that has any. */
export function weekAssignmentsOf(document: TStudioDocument): TPlanWeek[] {
  return document.weeks
    .map((week) => ({
      weekNumber: week.weekNumber,
      devotionalId: week.devotional?.id ?? null,
      challengeId: week.challenge?.id ?? null,
      dadsCornerId: week.dadsCorner?.id ?? null,
    }))
    .filter(hasAnyItem);
}

/** The document's texts that may quote scripture, in week order, for the quotation check. */
function quotingPlanOf(document: TStudioDocument): QuotingPlan {
  const weeks = [...document.weeks].sort((a, b) => a.weekNumber - b.weekNumber);
  return {
    description: document.details.description,
    devotionals: weeks.flatMap((week) => (week.devotional ? [{ ...week.devotional, weekNumber: week.weekNumber }] : [])),
    challenges: weeks.flatMap((week) => (week.challenge ? [{ ...week.challenge, weekNumber: week.weekNumber }] : [])),
    dadsCorner: weeks.flatMap((week) => (week.dadsCorner ? [{ ...week.dadsCorner, weekNumber: week.weekNumber }] : [])),
  };
}

/**
 * What publishing still needs, item by item: every week a devotional and a challenge, a cover, a description, a
 * category, a payable seller for a paid plan, and every referenced scripture quotation word for word from the
 * version of the plan's language (the King James Version in English, the Reina-Valera 1909 in Spanish). A quotation's
 * item is built from pieces, so it is said here in `locale`, the reader's language; the others are fixed messages
 * the screen translates by their words (or, a week's, by their key).
 */
export async function checklistOf(document: TStudioDocument, sellable: boolean, locale: Locale = "en"): Promise<TChecklistItem[]> {
  const missing: TChecklistItem[] = [];
  const { details } = document;
  if (!details.description?.trim()) missing.push({ key: "description", message: studioMessages.needsDescription });
  if (!details.coverImageUrl) missing.push({ key: "cover", message: studioMessages.needsCover });
  if (!details.category) missing.push({ key: "category", message: studioMessages.needsCategory });
  for (let weekNumber = 1; weekNumber <= details.durationWeeks; weekNumber += 1) {
    const week = document.weeks.find((candidate) => candidate.weekNumber === weekNumber);
    if (!week?.devotional) missing.push({ key: `weeks.${weekNumber}.devotional`, message: studioMessages.needsDevotional(weekNumber) });
    if (!week?.challenge) missing.push({ key: `weeks.${weekNumber}.challenge`, message: studioMessages.needsChallenge(weekNumber) });
  }
  if (details.priceCents > 0 && !sellable) missing.push({ key: "payments", message: studioMessages.needsPayable });
  const mismatches = await quotationMismatches(details.language, quotingPlanOf(document));
  const { t } = translatorFor(locale);
  mismatches.forEach((mismatch, index) =>
    missing.push({
      key: `quotations.${index + 1}`,
      message: t("studioServer.quotation.mismatch", { where: placeText(mismatch.place, locale), problem: quotationIssueText(mismatch.issue, locale) }),
    }),
  );
  return missing;
}

/** A paid plan can be sold only by a payable organization on a server with payments configured. */
export async function sellable(db: Queryable, organizationId: number | null, paymentsConfigured: boolean): Promise<boolean> {
  return paymentsConfigured && (await organizationPayable(db, organizationId));
}

/** A stable text of a document, to tell whether it differs from the last published version. */
export function fingerprint(document: unknown): string {
  return JSON.stringify(document, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}
