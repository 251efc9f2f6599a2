// POST /api/groups/join: joins the group holding a code (rate limited per user on the server).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TJoinGroupRequest, TJoinGroupResponse } from "../../../../shared/schemas/groups.ts";
import { api } from "../../../lib/api-client.ts";
import { groupKeys } from "./group-keys.ts";

export function joinGroup(input: TJoinGroupRequest): Promise<TJoinGroupResponse> {
  return api.post<TJoinGroupResponse>("/api/groups/join", input);
}

export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinGroup,
    // A public group's page he was looking at as a non-member now shows him the code and the members.
    // A young son's request waits for his dad: nothing changed on his side yet.
    onSuccess: ({ groupId }) =>
      groupId === null
        ? undefined
        : Promise.all([queryClient.invalidateQueries({ queryKey: groupKeys.list() }), queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) })]),
  });
}
