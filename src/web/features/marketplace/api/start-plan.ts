// POST /api/marketplace/plans/:id/start: make the plan the viewer's selected plan. From the plan page it
// also opens week 1; from the list it only selects the plan (docs/areas/marketplace.md). Repeating it is harmless.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TStartPlanRequest, TStartPlanResponse } from "../../../../shared/schemas/marketplace.ts";
import { api } from "../../../lib/api-client.ts";
import { forgetWeeklyJourney } from "../../../lib/query-keys.ts";
import { marketplaceKeys } from "./marketplace-keys.ts";

export type StartPlanSource = NonNullable<TStartPlanRequest["source"]>;

export function startPlan(planId: number, source: StartPlanSource): Promise<TStartPlanResponse> {
  const body: TStartPlanRequest = { source };
  return api.post<TStartPlanResponse>(`/api/marketplace/plans/${encodeURIComponent(String(planId))}/start`, body);
}

/**
 * Starts a plan. The cached dashboards and weeks (the old plan's content) are dropped first; then `onStarted`
 * runs before the mutation settles (the button keeps its spinner): the screen refreshes the session there
 * (it carries selectedPlanId), then navigates. The marketplace's own queries (which plan is selected) are
 * invalidated afterwards, so the page being left does not flash the new state.
 */
export function useStartPlan(onStarted: (result: TStartPlanResponse) => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, source }: { planId: number; source: StartPlanSource }) => startPlan(planId, source),
    onSuccess: async (result) => {
      forgetWeeklyJourney(queryClient);
      try {
        await onStarted(result);
      } finally {
        void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
      }
    },
  });
}
