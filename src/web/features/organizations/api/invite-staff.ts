// POST /api/organizations/mine/invitations: invites someone to the staff by e-mail.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TInvitationRequest } from "../../../../shared/schemas/organizations.ts";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInvitationRequest) => api.post<{ message: string }>("/api/organizations/mine/invitations", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.staff() }),
  });
}
