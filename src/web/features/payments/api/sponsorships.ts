// Sponsored access and members-only plans as the organization dashboard uses them (decision 055).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TPlanVisibilityResponse,
  TSponsorshipCheckoutResponse,
  TSponsorshipRequest,
  TSponsorshipsResponse,
} from "../../../../shared/schemas/sponsorships.ts";
import { api } from "../../../lib/api-client.ts";
import { marketplaceRootKey } from "../../../lib/query-keys.ts";

export const sponsorshipKeys = { mine: () => ["payments", "sponsorships"] as const };

/** The organization's sponsorships; asked again every 2 s while a payment just made waits for Stripe's webhook. */
export function useSponsorships(waitingForPayment: boolean) {
  return useQuery({
    queryKey: sponsorshipKeys.mine(),
    queryFn: ({ signal }) => api.get<TSponsorshipsResponse>("/api/organizations/mine/sponsorships", { signal }),
    refetchInterval: waitingForPayment ? 2_000 : false,
  });
}

/** 'Sponsor seats': a Checkout session for the seats, then off to Stripe's page. */
export function useSponsorSeats() {
  return useMutation({
    mutationFn: (body: TSponsorshipRequest) => api.post<TSponsorshipCheckoutResponse>("/api/organizations/mine/sponsorships", body),
    onSuccess: (result) => {
      window.location.assign(result.url);
    },
  });
}

export function useSetMembersOnly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, membersOnly }: { planId: number; membersOnly: boolean }) =>
      api.put<TPlanVisibilityResponse>(`/api/organizations/mine/plans/${encodeURIComponent(String(planId))}/visibility`, { membersOnly }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: sponsorshipKeys.mine() }), queryClient.invalidateQueries({ queryKey: marketplaceRootKey })]),
  });
}
