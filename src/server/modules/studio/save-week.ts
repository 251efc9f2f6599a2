// The editor's autosave of one week (devotional, challenge, Dad's Corner as written), checked against the version
// the editor read: a plan changed since (another tab) is refused with 409 and nothing is written. A published
// plan's edits wait in its draft; any other plan is written at once.
import { studioMessages, type TSaveWeekRequest, type TSaveWeekResponse, type TStudioWeek } from "../../../shared/schemas/studio.ts";
import type { Database, Tx } from "../../db/client.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { AppError, badRequest } from "../../lib/app-error.ts";
import { sentFields, withSent } from "../../lib/keep-unsent.ts";
import { findExistingItemIds, lockStudioPlan, type StudioPlan } from "./authoring.queries.ts";
import { authorizeAuthor, type Author } from "./author.ts";
import { checklistOf, currentDocument, sellable } from "./plan-document.ts";
import { bumpPlanVersion, writePlanDraft } from "./plan-studio.queries.ts";
import { applyWeek, idsOfWeek } from "./write-plan.ts";

/** The plan locked for an edit of the version the editor read (409 when it changed since). */
export async function lockForEdit(tx: Tx, author: Author, planId: number, version: number): Promise<StudioPlan> {
  const plan = authorizeAuthor(author, "plan", await lockStudioPlan(tx, planId));
  if (plan.version !== version) throw new AppError("CONFLICT", studioMessages.versionConflict);
  return plan;
}

/** A published plan's edits wait in its draft; any other plan is written at once. */
export const editsGoToDraft = (plan: StudioPlan) => plan.status === "published";

/** Saves one week as the editor wrote it; the parts of the week the save leaves out stay as they are. A new item is written for this week. */
export async function saveWeek(
  db: Database,
  author: Author,
  input: {
    planId: number;
    weekNumber: number;
    week: Omit<TSaveWeekRequest, "version"> & { version: number };
    paymentsConfigured: boolean;
    locale?: Locale | undefined;
  },
): Promise<TSaveWeekResponse> {
  const { weekNumber } = input;
  return db.transaction(async (tx) => {
    const plan = await lockForEdit(tx, author, input.planId, input.week.version);
    const document = await currentDocument(tx, plan);
    if (weekNumber > document.details.durationWeeks) {
      throw badRequest(studioMessages.weekOutOfPlan, { week: studioMessages.weekOutOfPlan });
    }
    // An unchanged item is not written again.
    const current = document.weeks.find((week) => week.weekNumber === weekNumber);
    const { version: _version, ...parts } = sentFields(input.week);
    const sentWeek = withSent<TStudioWeek>(
      { weekNumber, devotional: current?.devotional ?? null, challenge: current?.challenge ?? null, dadsCorner: current?.dadsCorner ?? null },
      parts as Partial<TStudioWeek>,
    );
    let saved: { version: number; week: TStudioWeek };
    if (editsGoToDraft(plan)) {
      // Ids named in a draft must still be the owner's (checked again when it is published).
      const ids = idsOfWeek(sentWeek);
      const existing = await findExistingItemIds(tx, ids, plan.organizationId);
      if (
        ids.devotionals.some((id) => !existing.devotionals.has(id)) ||
        ids.challenges.some((id) => !existing.challenges.has(id)) ||
        ids.dadsCorner.some((id) => !existing.dadsCorner.has(id))
      ) {
        throw badRequest(studioMessages.itemNotOwned, { week: studioMessages.itemNotOwned });
      }
      const weeks = document.weeks
        .filter((week) => week.weekNumber !== weekNumber)
        .concat(sentWeek)
        .sort((a, b) => a.weekNumber - b.weekNumber);
      saved = { version: await writePlanDraft(tx, plan.id, { ...document, weeks }), week: sentWeek };
    } else {
      const week = await applyWeek(tx, plan.id, plan.organizationId, sentWeek);
      saved = { version: await bumpPlanVersion(tx, plan.id), week };
    }
    const weeks = document.weeks.filter((candidate) => candidate.weekNumber !== weekNumber).concat(saved.week);
    return {
      ...saved,
      checklist: await checklistOf({ ...document, weeks }, await sellable(tx, plan.organizationId, input.paymentsConfigured), input.locale),
      savedAt: new Date().toISOString(),
    };
  });
}
