// GET /api/scripture?reference=...: the passage for the scripture popup, always through our server.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TScriptureResponse } from "../../../shared/schemas/scripture.ts";
import { api } from "../../lib/api-client.ts";

export function getScripture(reference: string, signal?: AbortSignal): Promise<TScriptureResponse> {
  return api.get<TScriptureResponse>(`/api/scripture?${new URLSearchParams({ reference }).toString()}`, { signal });
}

export function scriptureQueryOptions(reference: string) {
  return queryOptions({
    queryKey: ["scripture", reference] as const,
    queryFn: ({ signal }) => getScripture(reference, signal),
    // A passage does not change; any failure shows 'Failed to load scripture' at once (docs/areas/weekly-journey.md).
    staleTime: Infinity,
    retry: false,
  });
}

export function useScripture(reference: string) {
  return useQuery(scriptureQueryOptions(reference));
}
