// POST /api/memberships: a dad accepts an invitation for his family (with a group's link: the group and its week too).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TJoinRequest, TJoinResponse } from "../../../../shared/schemas/organization-families.ts";
import { api } from "../../../lib/api-client.ts";

export function useJoinOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TJoinRequest) => api.post<TJoinResponse>("/api/memberships", input),
    // His memberships, his groups, the session's plan and the dashboards all change with it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
