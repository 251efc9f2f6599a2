// POST /api/fitness/results: logs a result; afterwards the fitness log, the week's tick, the dashboard and the
// journal read again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TLogFitnessRequest, TLogFitnessResponse } from "../../../../shared/schemas/fitness.ts";
import { api } from "../../../lib/api-client.ts";
import { invalidateWeeklyJourney, journalRootKey } from "../../../lib/query-keys.ts";
import { fitnessKeys } from "./fitness-keys.ts";

export function useLogFitness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLogFitnessRequest) => api.post<TLogFitnessResponse>("/api/fitness/results", body),
    onSuccess: async (answer) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: fitnessKeys.all }),
        invalidateWeeklyJourney(queryClient),
        answer.journalEntryId !== null ? queryClient.invalidateQueries({ queryKey: journalRootKey }) : null,
      ]);
    },
  });
}
