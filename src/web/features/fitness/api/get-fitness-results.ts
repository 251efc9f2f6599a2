// GET /api/fitness/results: the family's results (the week page's side by side and the Fitness view read one
// answer). docs/areas/fitness.md.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TFitnessLogResponse } from "../../../../shared/schemas/fitness.ts";
import { getQueryOptions } from "../../../lib/api-query.ts";
import { fitnessKeys } from "./fitness-keys.ts";

export function fitnessQueryOptions() {
  return queryOptions({
    ...getQueryOptions<TFitnessLogResponse>(fitnessKeys.results(), "/api/fitness/results"),
    // A result logged on the other account (dad or son) shows when either page opens again.
    staleTime: 0,
  });
}

export function useFamilyFitness() {
  return useQuery(fitnessQueryOptions());
}
