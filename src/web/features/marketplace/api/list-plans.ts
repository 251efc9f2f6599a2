// GET /api/marketplace/plans: one page of published plans (newest first), filtered by category and title.
// The list grows page by page with 'Load More Plans' (keyset cursor from the server).
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TListPlansResponse } from "../../../../shared/schemas/marketplace.ts";
import { api } from "../../../lib/api-client.ts";
import { marketplaceKeys, type PlanFilters } from "./marketplace-keys.ts";

export function listPlans(filters: PlanFilters, cursor: string | null, signal?: AbortSignal): Promise<TListPlansResponse> {
  const search = new URLSearchParams();
  if (filters.category) search.set("category", filters.category);
  if (filters.q) search.set("q", filters.q);
  if (filters.language) search.set("language", filters.language);
  if (cursor) search.set("cursor", cursor);
  const query = search.toString();
  return api.get<TListPlansResponse>(`/api/marketplace/plans${query ? `?${query}` : ""}`, { signal });
}

export function listPlansQueryOptions(filters: PlanFilters) {
  return infiniteQueryOptions({
    queryKey: marketplaceKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listPlans(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMarketplacePlans(filters: PlanFilters) {
  return useInfiniteQuery(listPlansQueryOptions(filters));
}
