// POST {studio}/plans: a new plan, always a draft (an organization's carries its price); the studio's home changes.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreatePlanRequest, TPlanResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { useStudio } from "../studio.tsx";

export function createPlan(apiBase: string, body: TCreatePlanRequest & { priceCents?: number }): Promise<TPlanResponse> {
  return api.post<TPlanResponse>(`${apiBase}/plans`, body);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  const studio = useStudio();
  return useMutation({
    mutationFn: (body: TCreatePlanRequest & { priceCents?: number }) => createPlan(studio.apiBase, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studio.homeKey }),
  });
}
