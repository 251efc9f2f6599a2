// GET /api/organizations/mine/sponsorships: the organization's sponsored seats; asked again every 2 s
// while a payment just made waits for Stripe's webhook.
import { useQuery } from "@tanstack/react-query";
import type { TSponsorshipsResponse } from "../../../../shared/schemas/sponsorships.ts";
import { api } from "../../../lib/api-client.ts";
import { paymentKeys } from "./payment-keys.ts";

export function useSponsorships(waitingForPayment: boolean) {
  return useQuery({
    queryKey: paymentKeys.sponsorships(),
    queryFn: ({ signal }) => api.get<TSponsorshipsResponse>("/api/organizations/mine/sponsorships", { signal }),
    refetchInterval: waitingForPayment ? 2_000 : false,
  });
}
