// PUT {studio}/plans/:planId (every detail at once) and DELETE {studio}/plans/:planId (refused with 409 and the
// server's message when the plan is published or a family depends on it). Both refresh the studio's home.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TDeleteResponse, TPlanResponse, TUpdatePlanRequest } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { useStudio } from "../studio.tsx";
import { studioKeys } from "./keys.ts";

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  const studio = useStudio();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: number; body: TUpdatePlanRequest }) => api.put<TPlanResponse>(`${studio.apiBase}/plans/${planId}`, body),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: studioKeys.all }), queryClient.invalidateQueries({ queryKey: studio.homeKey })]),
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  const studio = useStudio();
  return useMutation({
    mutationFn: (planId: number) => api.delete<TDeleteResponse>(`${studio.apiBase}/plans/${planId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studio.homeKey }),
  });
}
