// POST /api/organizations/mine/groups/:groupId/link: a new invitation link that carries one of the church's groups.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TInvitationLink } from "../../../../shared/schemas/organization-families.ts";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useNewGroupLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) =>
      api.post<{ link: TInvitationLink; message: string }>(`/api/organizations/mine/groups/${encodeURIComponent(String(groupId))}/link`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.groups() }),
  });
}
