// GET /api/stripe/connect?organizationId=: the organization's Stripe Connect account, as far as it is set up.
import { useQuery } from "@tanstack/react-query";
import type { TConnectStatus } from "../../../../shared/schemas/payments.ts";
import { api } from "../../../lib/api-client.ts";
import { paymentKeys } from "./payment-keys.ts";

export function useConnectStatus(organizationId: number) {
  return useQuery({
    queryKey: paymentKeys.connect(organizationId),
    queryFn: ({ signal }) => api.get<TConnectStatus>(`/api/stripe/connect?organizationId=${organizationId}`, { signal }),
  });
}
