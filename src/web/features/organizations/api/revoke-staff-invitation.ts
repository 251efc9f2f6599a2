// DELETE /api/organizations/mine/invitations/:invitationId: withdraws a staff invitation.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => api.delete<{ ok: true }>(`/api/organizations/mine/invitations/${invitationId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.staff() }),
  });
}
