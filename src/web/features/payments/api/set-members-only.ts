// PUT /api/organizations/mine/plans/:planId/visibility: a plan for the organization's members only, or for everyone.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TPlanVisibilityResponse } from "../../../../shared/schemas/sponsorships.ts";
import { api } from "../../../lib/api-client.ts";
import { marketplaceRootKey } from "../../../lib/query-keys.ts";
import { paymentKeys } from "./payment-keys.ts";

export function useSetMembersOnly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, membersOnly }: { planId: number; membersOnly: boolean }) =>
      api.put<TPlanVisibilityResponse>(`/api/organizations/mine/plans/${encodeURIComponent(String(planId))}/visibility`, { membersOnly }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: paymentKeys.sponsorships() }), queryClient.invalidateQueries({ queryKey: marketplaceRootKey })]),
  });
}
