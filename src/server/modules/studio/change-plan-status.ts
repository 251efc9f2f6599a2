// A plan's status from the plans list: publishing is publish-plan.ts (checklist, review); taking a plan out of
// publication (draft, archived) first writes a waiting draft into the stored plan, since nobody reads the published
// text any more, and withdraws a pending review.
import type { PlanStatus } from "../../../shared/constants.ts";
import { messages } from "../../../shared/messages.ts";
import type { TPublishResponse } from "../../../shared/schemas/studio.ts";
import type { Database } from "../../db/client.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { summaryAfterChange, lockStudioPlan, updatePlanStatus } from "./authoring.queries.ts";
import { authorizeAuthor, type Author } from "./author.ts";
import { currentDocument } from "./plan-document.ts";
import { writePlanDraft } from "./plan-studio.queries.ts";
import { publishPlan } from "./publish-plan.ts";
import { withdrawFromReview } from "./submit-for-review.ts";
import { applyDocument } from "./write-plan.ts";

export async function changePlanStatus(
  db: Database,
  author: Author,
  input: { planId: number; status: PlanStatus; paymentsConfigured: boolean; locale?: Locale | undefined },
): Promise<TPublishResponse> {
  if (input.status === "published") return publishPlan(db, author, input);
  return db.transaction(async (tx) => {
    const plan = authorizeAuthor(author, "plan", await lockStudioPlan(tx, input.planId));
    if (plan.status !== input.status) {
      if (plan.hasDraft) {
        await applyDocument(tx, plan.id, plan.organizationId, await currentDocument(tx, plan));
        await writePlanDraft(tx, plan.id, null);
      }
      await withdrawFromReview(tx, plan);
      await updatePlanStatus(tx, plan.id, input.status);
    }
    return { plan: await summaryAfterChange(tx, plan.id), outcome: "published", message: messages.planContentSaved };
  });
}
