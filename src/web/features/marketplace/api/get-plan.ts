// GET /api/marketplace/plans/:id: one published plan for its page (404 'Plan not found' for drafts and unknown ids).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPlanDetailResponse } from "../../../../shared/schemas/marketplace.ts";
import { api } from "../../../lib/api-client.ts";
import { marketplaceKeys } from "./marketplace-keys.ts";

export function getPlan(planId: number, signal?: AbortSignal): Promise<TPlanDetailResponse> {
  return api.get<TPlanDetailResponse>(`/api/marketplace/plans/${encodeURIComponent(String(planId))}`, { signal });
}

export function planQueryOptions(planId: number) {
  return queryOptions({
    queryKey: marketplaceKeys.detail(planId),
    queryFn: ({ signal }) => getPlan(planId, signal),
    // Whether it is the viewer's plan can change in another tab: read again on every visit.
    staleTime: 0,
  });
}

/** The plan, unless the id in the address is not a plan id at all (then nothing is asked). */
export function usePlan(planId: number | null) {
  return useQuery({ ...planQueryOptions(planId ?? 0), enabled: planId !== null });
}
