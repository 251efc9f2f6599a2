// PUT /api/organizations/mine: the organization's settings.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TOrganizationResponse, TOrganizationUpdateRequest } from "../../../../shared/schemas/organizations.ts";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrganizationUpdateRequest) => api.put<TOrganizationResponse>("/api/organizations/mine", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.home() }),
  });
}
