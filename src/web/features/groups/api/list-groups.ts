// GET /api/groups: the viewer's groups with member counts and his role (My Groups).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TGroupListResponse } from "../../../../shared/schemas/groups.ts";
import { api } from "../../../lib/api-client.ts";
import { groupKeys } from "./group-keys.ts";

export function listGroups(signal?: AbortSignal): Promise<TGroupListResponse> {
  return api.get<TGroupListResponse>("/api/groups", { signal });
}

export function groupsQueryOptions() {
  return queryOptions({ queryKey: groupKeys.list(), queryFn: ({ signal }) => listGroups(signal) });
}

export function useGroups() {
  return useQuery(groupsQueryOptions());
}
