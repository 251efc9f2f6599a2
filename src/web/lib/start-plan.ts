// POST /api/marketplace/plans/:id/start: make the plan the viewer's selected plan. From the plan page it
// also opens week 1; from the list it only selects the plan (docs/areas/marketplace.md); the first-run screen
// (features/family) starts one too. Repeating it is harmless.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TStartPlanRequest, TStartPlanResponse } from "../../shared/schemas/marketplace.ts";
import { api } from "./api-client.ts";
import { forgetWeeklyJourney, marketplaceRootKey } from "./query-keys.ts";

export type StartPlanSource = NonNullable<TStartPlanRequest["source"]>;

export interface StartPlanInput {
  planId: number;
  source: StartPlanSource;
  /** When week 1 starts (default on the server: this Sunday). */
  startsOn?: string;
  /** The viewer confirmed switching from his current plan (the whole family moves). */
  confirmSwitch?: boolean;
}

export function startPlan({ planId, source, startsOn, confirmSwitch }: StartPlanInput): Promise<TStartPlanResponse> {
  const body: TStartPlanRequest = { source, ...(startsOn ? { startsOn } : {}), ...(confirmSwitch ? { confirmSwitch } : {}) };
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
    mutationFn: startPlan,
    onSuccess: async (result) => {
      forgetWeeklyJourney(queryClient);
      try {
        await onStarted(result);
      } finally {
        void queryClient.invalidateQueries({ queryKey: marketplaceRootKey });
      }
    },
  });
}
