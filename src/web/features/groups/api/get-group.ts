// GET /api/groups/:groupId: the group page (code and members for members only).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TGroupDetailResponse } from "../../../../shared/schemas/groups.ts";
import { api } from "../../../lib/api-client.ts";
import { groupKeys } from "./group-keys.ts";

export function getGroup(groupId: number, signal?: AbortSignal): Promise<TGroupDetailResponse> {
  return api.get<TGroupDetailResponse>(`/api/groups/${encodeURIComponent(String(groupId))}`, { signal });
}

export function groupQueryOptions(groupId: number) {
  return queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: ({ signal }) => getGroup(groupId, signal),
    // Always ask again on arrival and keep nothing once the page is gone: after leaving or being removed,
    // a cached copy would still show the code and the members' names.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useGroup(groupId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...groupQueryOptions(groupId), enabled: options.enabled ?? true });
}
