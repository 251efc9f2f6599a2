// The week-assignment screen ("Plan Content"): a plan's weeks (a published plan's draft first) and every item of
// the plan's own owner the screen may choose from.
import type { TPlanContentResponse } from "../../../shared/schemas/admin.ts";
import type { Database } from "../../db/client.ts";
import { findStudioPlan, listContentOptions, listPlanWeeks } from "./authoring.queries.ts";
import { authorizeAuthor, type Author } from "./author.ts";
import { draftOf, weekAssignmentsOf } from "./plan-document.ts";

export async function getPlanContent(db: Database, author: Author, input: { planId: number }): Promise<TPlanContentResponse> {
  const plan = authorizeAuthor(author, "plan", await findStudioPlan(db, input.planId));
  const [weeks, options] = await Promise.all([listPlanWeeks(db, plan.id), listContentOptions(db, plan.organizationId)]);
  const { id, title, durationWeeks, status, description, category, tags, language, isPublic, priceCents, coverImageUrl } = plan;
  const stored = { id, title, durationWeeks, status, description, category, tags, language, isPublic, priceCents, coverImageUrl };
  // A published plan's forms show what the writer drafted: its details and its weeks' items; families read the stored ones.
  const draft = plan.status === "published" ? draftOf(plan) : null;
  if (draft === null) return { plan: stored, weeks, options };
  return { plan: { ...stored, ...draft.details }, weeks: weekAssignmentsOf(draft), options };
}
