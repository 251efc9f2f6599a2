// Where an item form goes back to: the plan it was opened from (`?plan=` on its address), else the studio's home.
// An author adding a devotional to a plan returns to that plan, not to the dashboard he has to find it on again.
import { useSearchParams } from "react-router";
import { idFromParam } from "../../lib/route-params.ts";
import { useStudio } from "./studio.tsx";

export const FROM_PLAN_PARAM = "plan";

/** An item form's address that returns to the plan: `/…/devotionals/new?plan=12`. */
export function fromPlan(path: string, planId: number | undefined): string {
  return planId === undefined ? path : `${path}?${FROM_PLAN_PARAM}=${planId}`;
}

export function useReturnPath(): string {
  const studio = useStudio();
  const [search] = useSearchParams();
  const planId = idFromParam(search.get(FROM_PLAN_PARAM) ?? undefined);
  return planId === null ? studio.home() : studio.planContent(planId);
}
