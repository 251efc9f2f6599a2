// POST /api/memberships: a dad accepts an invitation for his family.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMembership } from "../../../../shared/schemas/organization-families.ts";
import { api } from "../../../lib/api-client.ts";

export function useJoinOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<{ membership: TMembership; message: string }>("/api/memberships", { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["memberships"] }),
  });
}
