// POST /api/organizations/mine/families/link: a new invitation link for families.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useNewInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ link: { url: string; expiresAt: string }; message: string }>("/api/organizations/mine/families/link", {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.roster() }),
  });
}
