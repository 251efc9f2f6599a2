// GET /api/admin/plans/:planId/content: the plan, its saved weeks and every item the selects offer.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPlanContentResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export function getPlanContent(planId: number, signal?: AbortSignal): Promise<TPlanContentResponse> {
  return api.get<TPlanContentResponse>(`/api/admin/plans/${planId}/content`, { signal });
}

export function planContentQueryOptions(planId: number) {
  return queryOptions({ queryKey: adminKeys.planContent(planId), queryFn: ({ signal }) => getPlanContent(planId, signal), staleTime: 0 });
}

export function usePlanContent(planId: number) {
  return useQuery(planContentQueryOptions(planId));
}
