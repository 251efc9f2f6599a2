// /api/fitness*: the family's results (the week page's side by side and the Fitness view read one answer), the
// log (POST) and the download links. docs/areas/fitness.md.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFitnessExportFormat, TFitnessLogResponse, TLogFitnessRequest, TLogFitnessResponse } from "../../../../shared/schemas/fitness.ts";
import { api } from "../../../lib/api-client.ts";
import { invalidateWeeklyJourney, journalRootKey } from "../../../lib/query-keys.ts";
import { fitnessKeys } from "./fitness-keys.ts";

export function fitnessQueryOptions() {
  return queryOptions({
    queryKey: fitnessKeys.results(),
    queryFn: ({ signal }) => api.get<TFitnessLogResponse>("/api/fitness/results", { signal }),
    // A result logged on the other account (dad or son) shows when either page opens again.
    staleTime: 0,
  });
}

export function useFamilyFitness() {
  return useQuery(fitnessQueryOptions());
}

/** Logs a result; afterwards the fitness log, the week's tick, the dashboard and the journal read again. */
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

/** GET /api/fitness/export: a download through a plain link with the session cookie. */
export function fitnessExportUrl(format: TFitnessExportFormat): string {
  return `/api/fitness/export?format=${format}`;
}
