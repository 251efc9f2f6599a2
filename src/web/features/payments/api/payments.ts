// The payments endpoints as the screens use them: Checkout, the wait for the webhook, Connect, refunds.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TCheckoutResponse,
  TConnectResponse,
  TConnectStatus,
  TOrganizationPurchasesResponse,
  TPlanPurchaseStatus,
  TRefundRequest,
  TRefundResponse,
} from "../../../../shared/schemas/payments.ts";
import { api } from "../../../lib/api-client.ts";
import { adminRootKey, marketplaceRootKey } from "../../../lib/query-keys.ts";

export const paymentKeys = {
  all: ["payments"] as const,
  planPurchase: (planId: number) => ["payments", "plan", planId] as const,
  connect: (organizationId: number) => ["payments", "connect", organizationId] as const,
  organizationPurchases: (organizationId: number) => ["payments", "organization-purchases", organizationId] as const,
};

/** 'Buy': asks for a Checkout session and leaves for Stripe's page. */
export function useCheckout() {
  return useMutation({
    mutationFn: (planId: number) => api.post<TCheckoutResponse>(`/api/marketplace/plans/${encodeURIComponent(String(planId))}/checkout`, {}),
    onSuccess: (result) => {
      window.location.assign(result.url);
    },
  });
}

/** After Checkout: asks every 2 s whether Stripe's webhook has arrived, until the plan is owned or the payment failed. */
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

export function useConnectStatus(organizationId: number) {
  return useQuery({
    queryKey: paymentKeys.connect(organizationId),
    queryFn: ({ signal }) => api.get<TConnectStatus>(`/api/stripe/connect?organizationId=${organizationId}`, { signal }),
  });
}

/** 'Connect with Stripe' / 'Complete Setup': a fresh onboarding link, then off to Stripe. */
export function useConnectStripe() {
  return useMutation({
    mutationFn: (organizationId: number) => api.post<TConnectResponse>("/api/stripe/connect", { organizationId }),
    onSuccess: (result) => {
      window.location.assign(result.url);
    },
  });
}

export function useOrganizationPurchases(organizationId: number) {
  return useQuery({
    queryKey: paymentKeys.organizationPurchases(organizationId),
    queryFn: ({ signal }) => api.get<TOrganizationPurchasesResponse>(`/api/stripe/organizations/${organizationId}/purchases`, { signal }),
  });
}

/** A refund; the tables refresh (the purchase itself changes when Stripe's charge.refunded webhook arrives). */
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
