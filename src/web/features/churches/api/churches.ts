// The public side of organizations (issue 32; decision 053): an organization's page by its address, what an
// invitation token opens, and a dad accepting it for his family.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TInvitationPreviewResponse, TMembership, TPublicOrganizationResponse } from "../../../../shared/schemas/organization-families.ts";
import { api } from "../../../lib/api-client.ts";

export const churchKeys = {
  organization: (slug: string) => ["public-organization", slug] as const,
  invitation: (token: string) => ["family-invitation", token] as const,
};

export function usePublicOrganization(slug: string) {
  return useQuery({
    queryKey: churchKeys.organization(slug),
    queryFn: ({ signal }) => api.get<TPublicOrganizationResponse>(`/api/public/organizations/${encodeURIComponent(slug)}`, { signal }),
  });
}

export function useInvitationPreview(token: string, viewerKey: string) {
  return useQuery({
    queryKey: [...churchKeys.invitation(token), viewerKey],
    queryFn: ({ signal }) => api.post<TInvitationPreviewResponse>("/api/memberships/invitation", { token }, { signal }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useJoinOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<{ membership: TMembership; message: string }>("/api/memberships", { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["memberships"] }),
  });
}
