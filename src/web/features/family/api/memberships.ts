// /api/memberships: the organizations a dad's family belongs to, and leaving one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TMembershipsResponse } from "../../../../shared/schemas/organization-families.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

const membershipsKey = ["memberships"] as const;

export function useMemberships() {
  return useQuery({ queryKey: membershipsKey, queryFn: ({ signal }) => api.get<TMembershipsResponse>("/api/memberships", { signal }) });
}

export function useLeaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: number) => api.delete<{ message: string }>(`/api/memberships/${organizationId}`),
    // What the family shares goes with the membership (the /family card shows both).
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: membershipsKey }), queryClient.invalidateQueries({ queryKey: familyKeys.sharing() })]),
  });
}
