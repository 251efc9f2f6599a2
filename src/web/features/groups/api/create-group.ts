// POST /api/groups: creates a group led by the viewer and answers with its page.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TGroupDetail, TGroupDetailResponse, TGroupForm } from "../../../../shared/schemas/groups.ts";
import { api } from "../../../lib/api-client.ts";
import { groupKeys } from "./group-keys.ts";

export async function createGroup(input: TGroupForm): Promise<TGroupDetail> {
  return (await api.post<TGroupDetailResponse>("/api/groups", input)).group;
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.list() }) });
}
