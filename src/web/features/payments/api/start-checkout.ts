// POST /api/marketplace/plans/:planId/checkout: 'Buy' asks for a Checkout session and leaves for Stripe's page.
import { useMutation } from "@tanstack/react-query";
import type { TCheckoutResponse } from "../../../../shared/schemas/payments.ts";
import { api } from "../../../lib/api-client.ts";

export function useCheckout() {
  return useMutation({
    mutationFn: (planId: number) => api.post<TCheckoutResponse>(`/api/marketplace/plans/${encodeURIComponent(String(planId))}/checkout`, {}),
    onSuccess: (result) => {
      window.location.assign(result.url);
    },
  });
}
