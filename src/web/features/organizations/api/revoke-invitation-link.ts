// DELETE /api/organizations/mine/families/link: the families' invitation link stops working.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useRevokeInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>("/api/organizations/mine/families/link"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.roster() }),
  });
}
