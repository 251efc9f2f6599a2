// POST /api/organizations/mine/families/invitations: invites families by e-mail.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFamilyInvitationsResponse } from "../../../../shared/schemas/organization-families.ts";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useInviteFamilies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => api.post<TFamilyInvitationsResponse>("/api/organizations/mine/families/invitations", { emails }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.roster() }),
  });
}
