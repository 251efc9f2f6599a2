// POST /api/stripe/connect: 'Connect with Stripe' / 'Complete Setup' asks for a fresh onboarding link, then off to Stripe.
import { useMutation } from "@tanstack/react-query";
import type { TConnectResponse } from "../../../../shared/schemas/payments.ts";
import { api } from "../../../lib/api-client.ts";

export function useConnectStripe() {
  return useMutation({
    mutationFn: (organizationId: number) => api.post<TConnectResponse>("/api/stripe/connect", { organizationId }),
    onSuccess: (result) => {
      window.location.assign(result.url);
    },
  });
}
