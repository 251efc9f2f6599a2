// POST /api/memberships/invitation: what an invitation token opens.
import { useQuery } from "@tanstack/react-query";
import type { TInvitationPreviewResponse } from "../../../../shared/schemas/organization-families.ts";
import { api } from "../../../lib/api-client.ts";
import { churchKeys } from "./church-keys.ts";

export function useInvitationPreview(token: string, viewerKey: string) {
  return useQuery({
    queryKey: [...churchKeys.invitation(token), viewerKey],
    queryFn: ({ signal }) => api.post<TInvitationPreviewResponse>("/api/memberships/invitation", { token }, { signal }),
    enabled: token.length > 0,
    retry: false,
  });
}
