// PUT {studio}/plans/:planId/status: publish (needs a week of content), unpublish or archive.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TPlanResponse, TSetPlanStatusRequest } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { useStudio } from "../studio.tsx";
import { studioKeys } from "./keys.ts";

export function setPlanStatus(apiBase: string, { planId, status }: { planId: number } & TSetPlanStatusRequest): Promise<TPlanResponse> {
  return api.put<TPlanResponse>(`${apiBase}/plans/${planId}/status`, { status });
}

export function useSetPlanStatus() {
  const queryClient = useQueryClient();
  const studio = useStudio();
  return useMutation({
    mutationFn: (input: { planId: number } & TSetPlanStatusRequest) => setPlanStatus(studio.apiBase, input),
    onSuccess: (_result, { planId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: studio.homeKey }), queryClient.invalidateQueries({ queryKey: studioKeys.planContent(planId) })]),
  });
}
