// PATCH /api/groups/:groupId/members/:userId: a leader makes another member a leader or a member.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GroupMemberRole } from "../../../../shared/constants.ts";
import type { TGroupDetail, TGroupDetailResponse } from "../../../../shared/schemas/groups.ts";
import { api } from "../../../lib/api-client.ts";
import { storeGroupAndRefreshList } from "./group-keys.ts";

export interface UpdateMemberRoleInput {
  groupId: number;
  userId: string;
  role: GroupMemberRole;
}

export async function updateMemberRole({ groupId, userId, role }: UpdateMemberRoleInput): Promise<TGroupDetail> {
  const path = `/api/groups/${encodeURIComponent(String(groupId))}/members/${encodeURIComponent(userId)}`;
  return (await api.patch<TGroupDetailResponse>(path, { role })).group;
}

export function useUpdateMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMemberRole, onSuccess: (group) => storeGroupAndRefreshList(queryClient, group) });
}
