// POST /api/organizations/mine/families/link: a new invitation link for families.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TInvitationLink } from "../../../../shared/schemas/organization-families.ts";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useNewInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ link: TInvitationLink; message: string }>("/api/organizations/mine/families/link", {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.roster() }),
  });
}
