// PUT {studio}/plans/:planId/content: replaces the plan's weekly content (the spec's manage_plan_content); a
// published plan's goes into its draft, which the plan editor shows.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TPlanWeek, TSavePlanContentResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { useStudio } from "../studio.tsx";
import { studioKeys } from "./keys.ts";

export function savePlanContent(apiBase: string, { planId, weeks }: { planId: number; weeks: TPlanWeek[] }): Promise<TSavePlanContentResponse> {
  return api.put<TSavePlanContentResponse>(`${apiBase}/plans/${planId}/content`, { weeks });
}

export function useSavePlanContent() {
  const queryClient = useQueryClient();
  const studio = useStudio();
  return useMutation({
    mutationFn: (input: { planId: number; weeks: TPlanWeek[] }) => savePlanContent(studio.apiBase, input),
    onSuccess: (_result, { planId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studioKeys.planContent(planId) }),
        queryClient.invalidateQueries({ queryKey: studioKeys.plan(studio.apiBase, planId) }),
        // The home screen shows how many weeks have content (the publish rule).
        queryClient.invalidateQueries({ queryKey: studio.homeKey }),
      ]),
  });
}
