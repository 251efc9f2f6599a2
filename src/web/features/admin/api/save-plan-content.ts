// PUT /api/admin/plans/:planId/content: replaces the plan's weekly content (the spec's manage_plan_content).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TPlanWeek, TSavePlanContentResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export function savePlanContent({ planId, weeks }: { planId: number; weeks: TPlanWeek[] }): Promise<TSavePlanContentResponse> {
  return api.put<TSavePlanContentResponse>(`/api/admin/plans/${planId}/content`, { weeks });
}

export function useSavePlanContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlanContent,
    onSuccess: (_result, { planId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.planContent(planId) }),
        // The dashboard shows how many weeks have content (the publish rule).
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
