// GET {studio}/plans/:planId/content: the plan, its saved weeks and every item (of the plan's owner) the selects offer.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPlanContentResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { useStudio } from "../studio.tsx";
import { studioKeys } from "./keys.ts";

export function getPlanContent(apiBase: string, planId: number, signal?: AbortSignal): Promise<TPlanContentResponse> {
  return api.get<TPlanContentResponse>(`${apiBase}/plans/${planId}/content`, { signal });
}

export function planContentQueryOptions(apiBase: string, planId: number) {
  return queryOptions({
    queryKey: [...studioKeys.planContent(planId), apiBase],
    queryFn: ({ signal }) => getPlanContent(apiBase, planId, signal),
    staleTime: 0,
  });
}

/** The plan's content, unless the id in the address cannot be a plan (null: nothing is asked). */
export function usePlanContent(planId: number | null) {
  return useQuery({ ...planContentQueryOptions(useStudio().apiBase, planId ?? 0), enabled: planId !== null });
}
