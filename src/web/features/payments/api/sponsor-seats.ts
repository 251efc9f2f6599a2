// POST /api/organizations/mine/sponsorships: 'Sponsor seats' asks for a Checkout session for the seats, then off to
// Stripe's page.
import { useMutation } from "@tanstack/react-query";
import type { TSponsorshipCheckoutResponse, TSponsorshipRequest } from "../../../../shared/schemas/sponsorships.ts";
import { api } from "../../../lib/api-client.ts";

export function useSponsorSeats() {
  return useMutation({
    mutationFn: (body: TSponsorshipRequest) => api.post<TSponsorshipCheckoutResponse>("/api/organizations/mine/sponsorships", body),
    onSuccess: (result) => {
      window.location.assign(result.url);
    },
  });
}
