// POST /api/purchases/:purchaseId/refund: a refund; the tables refresh (the purchase itself changes when Stripe's
// charge.refunded webhook arrives).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TRefundRequest, TRefundResponse } from "../../../../shared/schemas/payments.ts";
import { api } from "../../../lib/api-client.ts";
import { adminRootKey } from "../../../lib/query-keys.ts";
import { paymentKeys } from "./payment-keys.ts";

export function useRefundPurchase(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchaseId, amountCents }: { purchaseId: number } & TRefundRequest) =>
      api.post<TRefundResponse>(`/api/purchases/${purchaseId}/refund`, amountCents === undefined ? {} : { amountCents }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminRootKey });
      onDone?.();
    },
  });
}
