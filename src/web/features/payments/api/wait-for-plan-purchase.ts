// GET /api/marketplace/plans/:planId/purchase: after Checkout, asked every 2 s whether Stripe's webhook has arrived,
// until the plan is owned or the payment failed.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPlanPurchaseStatus } from "../../../../shared/schemas/payments.ts";
import { api } from "../../../lib/api-client.ts";
import { marketplaceRootKey } from "../../../lib/query-keys.ts";
import { paymentKeys } from "./payment-keys.ts";

export function usePlanPurchaseWait(planId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: paymentKeys.planPurchase(planId),
    queryFn: async ({ signal }) => {
      const status = await api.get<TPlanPurchaseStatus>(`/api/marketplace/plans/${encodeURIComponent(String(planId))}/purchase`, { signal });
      if (status.owned) void queryClient.invalidateQueries({ queryKey: marketplaceRootKey });
      return status;
    },
    enabled,
    refetchInterval: (query) => (query.state.data?.owned || query.state.data?.status === "failed" ? false : 2_000),
  });
}
