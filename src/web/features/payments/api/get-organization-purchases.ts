// GET /api/stripe/organizations/:organizationId/purchases: the purchases of the organization's plans.
import { useQuery } from "@tanstack/react-query";
import type { TOrganizationPurchasesResponse } from "../../../../shared/schemas/payments.ts";
import { api } from "../../../lib/api-client.ts";
import { paymentKeys } from "./payment-keys.ts";

export function useOrganizationPurchases(organizationId: number) {
  return useQuery({
    queryKey: paymentKeys.organizationPurchases(organizationId),
    queryFn: ({ signal }) => api.get<TOrganizationPurchasesResponse>(`/api/stripe/organizations/${organizationId}/purchases`, { signal }),
  });
}
