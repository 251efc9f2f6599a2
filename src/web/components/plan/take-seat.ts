// POST /api/marketplace/plans/:id/seat: the family takes a free seat its church sponsors (reading a week never does).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TTakeSeatResponse } from "../../../shared/schemas/sponsorships.ts";
import { api } from "../../lib/api-client.ts";
import { invalidateWeeklyJourney } from "../../lib/query-keys.ts";

export function useTakeSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => api.post<TTakeSeatResponse>(`/api/marketplace/plans/${encodeURIComponent(String(planId))}/seat`, {}),
    onSuccess: () => invalidateWeeklyJourney(queryClient),
  });
}
