// POST /api/organizations/mine/groups: a group of the church with its plan and start date.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TChurchGroupCreatedResponse, TCreateChurchGroupRequest } from "../../../../shared/schemas/church-groups.ts";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useCreateChurchGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateChurchGroupRequest) => api.post<TChurchGroupCreatedResponse>("/api/organizations/mine/groups", input),
    // His own groups (/groups) list it too.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: organizationKeys.groups() }), queryClient.invalidateQueries({ queryKey: ["groups"] })]),
  });
}
