// The studio's one row check: a plan or an item loaded by its id goes through its action's row
// rule — `admin.studio` for the global admin's scope, `organization.content.author` for an organization's
// (policies/plan.ts) — before anything reads or writes it. Lists stay filtered by the scope in their queries.
import { authorize } from "../../policies/index.ts";
import type { AuthoredRow } from "../../policies/plan.ts";
import type { PlanScope } from "./authoring.queries.ts";

/** The row when the scope may author it; else the rule's 404 (the plan's message for a plan). */
export function inPlanScope<R extends { organizationId: number | null }>(scope: PlanScope, what: AuthoredRow["what"], row: R | undefined): R {
  const authored: AuthoredRow = { what, row };
  if (scope.kind === "all") authorize(scope, "admin.studio", authored);
  else authorize(scope, "organization.content.author", authored);
  if (row === undefined) throw new Error("a studio row rule let a missing row through");
  return row;
}
