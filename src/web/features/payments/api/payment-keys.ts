// Query keys of the payments screens' reads (Checkout's wait for the webhook, Connect, purchases, sponsorships).
export const paymentKeys = {
  all: ["payments"] as const,
  /** GET /api/marketplace/plans/:planId/purchase (the wait after Checkout) */
  planPurchase: (planId: number) => ["payments", "plan", planId] as const,
  /** GET /api/stripe/connect?organizationId= */
  connect: (organizationId: number) => ["payments", "connect", organizationId] as const,
  /** GET /api/stripe/organizations/:organizationId/purchases */
  organizationPurchases: (organizationId: number) => ["payments", "organization-purchases", organizationId] as const,
  /** GET /api/organizations/mine/sponsorships */
  sponsorships: () => ["payments", "sponsorships"] as const,
};
