// Deleting a plan nobody depends on: a published plan must be unpublished first, and a plan that a family has
// chosen or bought is never deleted (archive it instead), so nothing a family did vanishes.
import { adminFieldMessages, type TDeleteResponse } from "../../../shared/schemas/admin.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { coversOfPlan, releaseUploads } from "../uploads/uploads.service.ts";
import { deletePlanRow, lockStudioPlan, planUsage } from "./authoring.queries.ts";
import { authorizeAuthor, type Author } from "./author.ts";

export async function deletePlan(db: Database, author: Author, input: { planId: number }): Promise<TDeleteResponse> {
  return db.transaction(async (tx) => {
    const plan = authorizeAuthor(author, "plan", await lockStudioPlan(tx, input.planId));
    if (plan.status === "published") throw new AppError("CONFLICT", adminFieldMessages.planPublishedDelete);
    const usage = await planUsage(tx, plan.id);
    if (usage.selectedBy > 0 || usage.purchases > 0) throw new AppError("CONFLICT", adminFieldMessages.planInUse);
    const covers = await coversOfPlan(tx, plan.id);
    await deletePlanRow(tx, plan.id);
    // Its covers die with it, unless another plan shows them.
    await releaseUploads(tx, covers);
    return { outcome: "deleted" as const, message: adminFieldMessages.planDeleted };
  });
}
