// DELETE /api/groups/:groupId/members/:userId: a leader removes another member.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TGroupDetail, TGroupDetailResponse } from "../../../../shared/schemas/groups.ts";
import { api } from "../../../lib/api-client.ts";
import { storeGroupAndRefreshList } from "./group-keys.ts";

export async function removeMember({ groupId, userId }: { groupId: number; userId: string }): Promise<TGroupDetail> {
  const path = `/api/groups/${encodeURIComponent(String(groupId))}/members/${encodeURIComponent(userId)}`;
  return (await api.delete<TGroupDetailResponse>(path)).group;
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeMember, onSuccess: (group) => storeGroupAndRefreshList(queryClient, group) });
}
