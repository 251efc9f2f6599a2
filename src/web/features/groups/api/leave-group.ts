// POST /api/groups/:groupId/leave: the viewer leaves (the only member leaving deletes the group).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TLeaveGroupResponse } from "../../../../shared/schemas/groups.ts";
import { api } from "../../../lib/api-client.ts";
import { groupKeys } from "./group-keys.ts";

export function leaveGroup(groupId: number): Promise<TLeaveGroupResponse> {
  return api.post<TLeaveGroupResponse>(`/api/groups/${encodeURIComponent(String(groupId))}/leave`);
}

export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveGroup,
    // The group's page is not cached beyond its screen (see get-group.ts), so only My Groups reads again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.list() }),
  });
}
