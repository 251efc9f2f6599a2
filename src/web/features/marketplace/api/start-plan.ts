// POST /api/marketplace/plans/:id/start: make the plan the viewer's selected plan. From the plan page it
// also opens week 1; from the list it only selects the plan (spec 001 §4). Repeating it is harmless.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TStartPlanRequest, TStartPlanResponse } from "../../../../shared/schemas/marketplace.ts";
import { api } from "../../../lib/api-client.ts";
import { marketplaceKeys } from "./marketplace-keys.ts";

export type StartPlanSource = NonNullable<TStartPlanRequest["source"]>;

export function startPlan(planId: number, source: StartPlanSource): Promise<TStartPlanResponse> {
  const body: TStartPlanRequest = { source };
  return api.post<TStartPlanResponse>(`/api/marketplace/plans/${encodeURIComponent(String(planId))}/start`, body);
}

/**
 * Starts a plan. `onStarted` runs before the mutation settles (the button keeps its spinner): the screen
 * refreshes the session and other areas' caches there, then navigates. The marketplace's own queries (which
 * plan is selected) are invalidated afterwards, so the page being left does not flash the new state.
 */
export function useStartPlan(onStarted: (result: TStartPlanResponse, source: StartPlanSource) => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, source }: { planId: number; source: StartPlanSource }) => startPlan(planId, source),
    onSuccess: async (result, { source }) => {
      try {
        await onStarted(result, source);
      } finally {
        void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
      }
    },
  });
}
