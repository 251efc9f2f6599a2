// GET /api/family: the viewer's family (members, the dad's sons with their settings, a son's age band). The family
// feature manages it; the journal and the week page read the son's age band from the same cache.
import { queryOptions } from "@tanstack/react-query";
import type { TFamilyResponse } from "../../shared/schemas/family.ts";
import { api } from "./api-client.ts";

export const familyQueryKey = ["family"] as const;

export function getFamily(signal?: AbortSignal): Promise<TFamilyResponse> {
  return api.get<TFamilyResponse>("/api/family", { signal });
}

export function familyQueryOptions() {
  return queryOptions({ queryKey: familyQueryKey, queryFn: ({ signal }) => getFamily(signal) });
}
