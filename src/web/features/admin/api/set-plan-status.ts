// PUT /api/admin/plans/:planId/status: publish (needs a week of content) or unpublish.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TPlanResponse, TSetPlanStatusRequest } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export function setPlanStatus({ planId, status }: { planId: number } & TSetPlanStatusRequest): Promise<TPlanResponse> {
  return api.put<TPlanResponse>(`/api/admin/plans/${planId}/status`, { status });
}

export function useSetPlanStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlanStatus,
    onSuccess: (_result, { planId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.planContent(planId) }),
      ]),
  });
}
