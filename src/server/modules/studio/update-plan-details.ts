// "Edit details" on a plan: title, description, category, tags, visibility, price, cover and duration. Only the
// fields the request names change (a missing price or cover keeps the plan's, it never means free or no cover);
// with a `version`, a plan changed since that version is refused (409) rather than overwritten. A published plan's
// details go into its draft (families keep the published ones until it is published again, after review for an
// organization); any other plan is written at once.
import type { TAdminPlanSummary, TUpdatePlanInput } from "../../../shared/schemas/admin.ts";
import { studioMessages, type TStudioDocument, type TStudioWeek } from "../../../shared/schemas/studio.ts";
import type { Database, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { sentFields } from "../../lib/keep-unsent.ts";
import { nullIfEmpty } from "../../lib/optional-text.ts";
import { lockStudioPlan, summaryAfterChange, updatePlanRow, type StudioPlan } from "./authoring.queries.ts";
import { authorizeAuthor, type Author } from "./author.ts";
import { currentDocument, draftOf } from "./plan-document.ts";
import { writePlanDraft } from "./plan-studio.queries.ts";

/** Writes the draft's details: its own with the sent fields laid over them. Answers the draft as it reads back. */
async function draftDetails(tx: Tx, plan: StudioPlan, input: TUpdatePlanInput): Promise<Partial<TStudioDocument["details"]>> {
  const document = await currentDocument(tx, plan);
  const { version: _version, description, tags, ...named } = sentFields(input);
  const details: TStudioDocument["details"] = {
    ...document.details,
    ...named,
    ...(description === undefined ? {} : { description: nullIfEmpty(description) }),
    ...(tags === undefined ? {} : { tags: [...new Set(tags)] }),
  };
  // A longer plan gets empty weeks to write (the checklist names them); a shorter one drops the weeks past its end.
  const weeks: TStudioWeek[] = [];
  for (let weekNumber = 1; weekNumber <= details.durationWeeks; weekNumber += 1) {
    weeks.push(document.weeks.find((week) => week.weekNumber === weekNumber) ?? { weekNumber, devotional: null, challenge: null, dadsCorner: null });
  }
  const draft = { details, weeks };
  await writePlanDraft(tx, plan.id, draft);
  return draftOf({ draft })?.details ?? {};
}

/** The plan row itself: the sent fields. */
async function writeDetails(tx: Tx, plan: StudioPlan, input: TUpdatePlanInput): Promise<void> {
  const { version: _version, description, tags, ...named } = sentFields(input);
  await updatePlanRow(tx, plan.id, {
    ...named,
    ...(description === undefined ? {} : { description: nullIfEmpty(description) }),
    ...(tags === undefined ? {} : { tags: [...new Set(tags)] }),
  });
}

export async function updatePlanDetails(db: Database, author: Author, input: { planId: number; details: TUpdatePlanInput }): Promise<TAdminPlanSummary> {
  return db.transaction(async (tx) => {
    const plan = authorizeAuthor(author, "plan", await lockStudioPlan(tx, input.planId));
    const { version } = input.details;
    if (version !== undefined && version !== plan.version) throw new AppError("CONFLICT", studioMessages.versionConflict);
    if (plan.status === "published") {
      const details = await draftDetails(tx, plan, input.details);
      // The writer sees what he wrote; families read the stored details.
      return { ...(await summaryAfterChange(tx, plan.id)), ...details };
    }
    await writeDetails(tx, plan, input.details);
    return summaryAfterChange(tx, plan.id);
  });
}
