// POST /api/organizations: makes an organization with him as its owner.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TOrganizationRequest, TOrganizationResponse } from "../../../../shared/schemas/organizations.ts";
import { api } from "../../../lib/api-client.ts";
import { invalidateHomeAndSession } from "./organization-keys.ts";

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrganizationRequest) => api.post<TOrganizationResponse>("/api/organizations", body),
    onSuccess: () => invalidateHomeAndSession(queryClient),
  });
}
