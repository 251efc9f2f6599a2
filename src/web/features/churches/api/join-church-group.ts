// POST /api/groups/join with a church group's code, from the church's page (the group rules decide, as with a typed code).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TJoinGroupResponse } from "../../../../shared/schemas/groups.ts";
import { api } from "../../../lib/api-client.ts";
import { churchKeys } from "./church-keys.ts";

export function useJoinChurchGroup(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<TJoinGroupResponse>("/api/groups/join", { code }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: churchKeys.groups(slug) }), queryClient.invalidateQueries({ queryKey: ["groups"] })]),
  });
}
