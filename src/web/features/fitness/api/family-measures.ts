// POST /api/fitness/measures and DELETE /api/fitness/measures/:id: the family follows a measure every week, or
// stops (its results stay); the fitness log reads again afterwards.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFollowMeasureRequest, TFollowMeasureResponse } from "../../../../shared/schemas/fitness.ts";
import { api } from "../../../lib/api-client.ts";
import { fitnessKeys } from "./fitness-keys.ts";

export function useFollowMeasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFollowMeasureRequest) => api.post<TFollowMeasureResponse>("/api/fitness/measures", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fitnessKeys.all }),
  });
}

export function useUnfollowMeasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/api/fitness/measures/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fitnessKeys.all }),
  });
}
