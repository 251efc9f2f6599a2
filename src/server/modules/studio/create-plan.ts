// A new plan, always a draft (docs/areas/admin.md): the platform's (free) when a global admin creates it, his
// organization's (with its price) when its staff does. The author fills its weeks next.
import type { TAdminPlanSummary, TCreatePlanInput } from "../../../shared/schemas/admin.ts";
import type { Database } from "../../db/client.ts";
import { nullIfEmpty } from "../../lib/optional-text.ts";
import { insertDraftPlan, summaryAfterChange } from "./authoring.queries.ts";
import { ownerOfNew, type Author } from "./author.ts";

export async function createPlan(db: Database, author: Author, input: TCreatePlanInput & { priceCents?: number }): Promise<TAdminPlanSummary> {
  const owner = ownerOfNew(author);
  return db.transaction(async (tx) => {
    const planId = await insertDraftPlan(tx, {
      title: input.title,
      description: nullIfEmpty(input.description),
      durationWeeks: input.durationWeeks,
      category: input.category,
      tags: [...new Set(input.tags)],
      language: input.language,
      isPublic: input.isPublic,
      priceCents: owner === null ? 0 : (input.priceCents ?? 0),
      organizationId: owner,
    });
    return summaryAfterChange(tx, planId);
  });
}
