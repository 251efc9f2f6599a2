// DELETE /api/organizations/mine/families/invitations/:invitationId: withdraws a family's invitation.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useRevokeFamilyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => api.delete<{ message: string }>(`/api/organizations/mine/families/invitations/${invitationId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.roster() }),
  });
}
