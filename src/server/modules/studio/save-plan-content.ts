// The week-assignment screen's save (`PUT …/plans/:planId/content`): the item ids of each week it lists; a week it
// leaves out keeps what it had. A published plan's weeks go into its draft like every other form (families keep
// reading the published weeks until it is published again, after review for an organization); any other plan is
// written at once.
import { messages } from "../../../shared/messages.ts";
import { adminFieldMessages, type TPlanWeek } from "../../../shared/schemas/admin.ts";
import { studioMessages, type TStudioDocument, type TStudioWeek } from "../../../shared/schemas/studio.ts";
import type { Database, Tx } from "../../db/client.ts";
import { AppError, badRequest } from "../../lib/app-error.ts";
import { withSentEntries } from "../../lib/keep-unsent.ts";
import { findExistingItemIds, listPlanWeeks, lockStudioPlan, replacePlanWeeks, type StudioPlan } from "./authoring.queries.ts";
import { authorizeAuthor, type Author } from "./author.ts";
import { currentDocument, documentWeekOf, itemsOfWeeks } from "./plan-document.ts";
import { writePlanDraft } from "./plan-studio.queries.ts";

const hasAnyItem = (week: TPlanWeek) => week.devotionalId !== null || week.challengeId !== null || week.dadsCornerId !== null;

/**
 * Checks a week-assignment list against a plan (its duration and owner): weeks within 1..duration, every id an
 * existing item of the owner (400 with the field of each), and a published plan keeps at least one week of content
 * (409). Answers the weeks with any item, in week order: what is stored (or drafted).
 */
async function checkWeekAssignments(tx: Tx, weeks: TPlanWeek[], plan: Pick<StudioPlan, "durationWeeks" | "organizationId" | "status">): Promise<TPlanWeek[]> {
  const fields: Record<string, string> = {};
  weeks.forEach((week, index) => {
    if (week.weekNumber > plan.durationWeeks) fields[`weeks.${index}.weekNumber`] = adminFieldMessages.weekOutOfPlan;
  });
  const idsOf = (pick: (week: TPlanWeek) => number | null) => [...new Set(weeks.map(pick).filter((id): id is number => id !== null))];
  const existing = await findExistingItemIds(
    tx,
    {
      devotionals: idsOf((week) => week.devotionalId),
      challenges: idsOf((week) => week.challengeId),
      dadsCorner: idsOf((week) => week.dadsCornerId),
    },
    plan.organizationId,
  );
  weeks.forEach((week, index) => {
    if (week.devotionalId !== null && !existing.devotionals.has(week.devotionalId)) fields[`weeks.${index}.devotionalId`] = adminFieldMessages.itemMissing;
    if (week.challengeId !== null && !existing.challenges.has(week.challengeId)) fields[`weeks.${index}.challengeId`] = adminFieldMessages.itemMissing;
    if (week.dadsCornerId !== null && !existing.dadsCorner.has(week.dadsCornerId)) fields[`weeks.${index}.dadsCornerId`] = adminFieldMessages.itemMissing;
  });
  const first = Object.values(fields)[0];
  if (first !== undefined) throw badRequest(first, fields);

  const stored = weeks.filter(hasAnyItem).sort((a, b) => a.weekNumber - b.weekNumber);
  if (plan.status === "published" && stored.length === 0) {
    throw new AppError("CONFLICT", adminFieldMessages.publishedNeedsContent);
  }
  return stored;
}

/** Replaces the stored plan's weekly content: weeks with no item are not stored. */
async function saveStored(tx: Tx, plan: StudioPlan, sent: TPlanWeek[]): Promise<TPlanWeek[]> {
  // A week the request does not name keeps its items (within the plan's weeks).
  const kept = (await listPlanWeeks(tx, plan.id)).filter((week) => week.weekNumber <= plan.durationWeeks);
  const stored = await checkWeekAssignments(tx, withSentEntries(kept, sent, "weekNumber"), plan);
  await replacePlanWeeks(tx, plan.id, stored);
  return stored;
}

/** The same checks, into the draft of a published plan: the draft's document with the weeks the screen chose. */
async function saveDrafted(tx: Tx, plan: StudioPlan, sent: TPlanWeek[]): Promise<TPlanWeek[]> {
  const document = await currentDocument(tx, plan);
  const durationWeeks = document.details.durationWeeks;
  // A week the request does not name keeps what the draft holds for it.
  const idOf = (item: { id: number | null } | null) => item?.id ?? null;
  const kept = document.weeks
    .filter((week) => week.weekNumber <= durationWeeks)
    .map((week) => ({
      weekNumber: week.weekNumber,
      devotionalId: idOf(week.devotional),
      challengeId: idOf(week.challenge),
      dadsCornerId: idOf(week.dadsCorner),
    }));
  const assigned = await checkWeekAssignments(tx, withSentEntries(kept, sent, "weekNumber"), { ...plan, durationWeeks });
  await writePlanDraft(tx, plan.id, { ...document, weeks: await draftWeeksOf(tx, document, assigned) });
  return assigned;
}

/**
 * The draft's weeks after an assignment. An item the draft already holds keeps its drafted text (an edit waiting
 * there is not lost); any other comes in as stored. An item written in the editor and not yet published has no id,
 * so the screen cannot show it: it stays in its week unless another item is chosen in its place.
 */
async function draftWeeksOf(tx: Tx, document: TStudioDocument, assigned: TPlanWeek[]): Promise<TStudioWeek[]> {
  const items = await itemsOfWeeks(tx, assigned);
  const drafted = <K extends "devotional" | "challenge" | "dadsCorner">(field: K) =>
    new Map(document.weeks.flatMap((week) => (week[field]?.id ? [[week[field].id, week[field]] as const] : [])));
  const draftedItems = { devotional: drafted("devotional"), challenge: drafted("challenge"), dadsCorner: drafted("dadsCorner") };
  const weeks: TStudioWeek[] = [];
  for (let weekNumber = 1; weekNumber <= document.details.durationWeeks; weekNumber += 1) {
    const asStored = documentWeekOf(
      weekNumber,
      assigned.find((week) => week.weekNumber === weekNumber),
      items,
    );
    const current = document.weeks.find((week) => week.weekNumber === weekNumber);
    const slot = <K extends "devotional" | "challenge" | "dadsCorner">(field: K): TStudioWeek[K] => {
      const stored = asStored[field];
      if (stored === null) return current?.[field]?.id === null ? current[field] : null;
      return (draftedItems[field].get(stored.id ?? 0) as TStudioWeek[K] | undefined) ?? stored;
    };
    weeks.push({ weekNumber, devotional: slot("devotional"), challenge: slot("challenge"), dadsCorner: slot("dadsCorner") });
  }
  return weeks;
}

export async function savePlanContent(
  db: Database,
  author: Author,
  input: { planId: number; weeks: TPlanWeek[] },
): Promise<{ message: string; weeks: TPlanWeek[] }> {
  return db.transaction(async (tx) => {
    const plan = authorizeAuthor(author, "plan", await lockStudioPlan(tx, input.planId));
    if (plan.status !== "published") return { message: messages.planContentSaved, weeks: await saveStored(tx, plan, input.weeks) };
    return { message: studioMessages.draftSaved, weeks: await saveDrafted(tx, plan, input.weeks) };
  });
}
