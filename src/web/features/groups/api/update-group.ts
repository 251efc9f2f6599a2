// PATCH /api/groups/:groupId: a leader edits the name, description and privacy.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TGroupDetail, TGroupDetailResponse, TGroupUpdateRequest } from "../../../../shared/schemas/groups.ts";
import { api } from "../../../lib/api-client.ts";
import { storeGroupAndRefreshList } from "./group-keys.ts";

export async function updateGroup({ groupId, input }: { groupId: number; input: TGroupUpdateRequest }): Promise<TGroupDetail> {
  return (await api.patch<TGroupDetailResponse>(`/api/groups/${encodeURIComponent(String(groupId))}`, input)).group;
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateGroup, onSuccess: (group) => storeGroupAndRefreshList(queryClient, group) });
}
