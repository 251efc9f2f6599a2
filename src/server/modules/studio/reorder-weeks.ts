// The editor's reordering of a plan's weeks, checked against the version the editor read like a week's save.
import { messages } from "../../../shared/messages.ts";
import { studioMessages, type TWeekOrderRequest } from "../../../shared/schemas/studio.ts";
import type { Database } from "../../db/client.ts";
import { badRequest } from "../../lib/app-error.ts";
import type { Author } from "./author.ts";
import { currentDocument } from "./plan-document.ts";
import { bumpPlanVersion, deletePlanWeeksAfter, upsertPlanWeek, writePlanDraft } from "./plan-studio.queries.ts";
import { editsGoToDraft, lockForEdit } from "./save-week.ts";

/** Puts the plan's weeks in a new order: `order` lists every week number once, the week to become week 1 first. */
export async function reorderWeeks(db: Database, author: Author, input: { planId: number } & TWeekOrderRequest): Promise<{ version: number; message: string }> {
  return db.transaction(async (tx) => {
    const plan = await lockForEdit(tx, author, input.planId, input.version);
    const document = await currentDocument(tx, plan);
    const count = document.details.durationWeeks;
    const valid = input.order.length === count && new Set(input.order).size === count && input.order.every((week) => week >= 1 && week <= count);
    if (!valid) throw badRequest(studioMessages.orderInvalid, { order: studioMessages.orderInvalid });
    const weeks = input.order.map((from, index) => {
      const week = document.weeks.find((candidate) => candidate.weekNumber === from);
      return { weekNumber: index + 1, devotional: week?.devotional ?? null, challenge: week?.challenge ?? null, dadsCorner: week?.dadsCorner ?? null };
    });
    if (editsGoToDraft(plan)) {
      return { version: await writePlanDraft(tx, plan.id, { ...document, weeks }), message: studioMessages.draftSaved };
    }
    // The stored plan: the weeks' rows are rewritten in their new places (items are not touched).
    await deletePlanWeeksAfter(tx, plan.id, 0);
    for (const week of weeks) {
      await upsertPlanWeek(tx, plan.id, {
        weekNumber: week.weekNumber,
        devotionalId: week.devotional?.id ?? null,
        challengeId: week.challenge?.id ?? null,
        dadsCornerId: week.dadsCorner?.id ?? null,
      });
    }
    return { version: await bumpPlanVersion(tx, plan.id), message: messages.planContentSaved };
  });
}
