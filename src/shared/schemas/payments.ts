// Paid plans: Stripe Connect onboarding, Checkout, refunds (docs/areas/payments.md).
import { z } from "zod";
import { listResponse, ZTimestamp } from "./common.ts";
import { wholeNumberField } from "./fields.ts";
import { MAX_INT4 } from "../constants.ts";
import { idParam } from "./params.ts";
import { paymentsMessages } from "../payments-messages.ts";

// Texts the spec does not give, shared by the routes and the screens: without zod in payments-messages.ts (the
// dashboard's first load shows one of them).
export { paymentsMessages } from "../payments-messages.ts";

export const ZConnectRequest = z.object({ organizationId: idParam(paymentsMessages.invalidOrganizationId) });
export type TConnectRequest = z.input<typeof ZConnectRequest>;
export const ZConnectQuery = ZConnectRequest;

export const ZConnectResponse = z.object({ url: z.string() });
export type TConnectResponse = z.infer<typeof ZConnectResponse>;

export const ZConnectStatus = z.object({
  /** STRIPE_SECRET_KEY is set on this server. */
  paymentsConfigured: z.boolean(),
  connected: z.boolean(),
  payoutsEnabled: z.boolean(),
});
export type TConnectStatus = z.infer<typeof ZConnectStatus>;

export const ZCheckoutResponse = z.object({ url: z.string() });
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

export const ZPurchaseIdParams = z.object({ id: idParam(paymentsMessages.invalidPurchaseId) });

export const ZRefundRequest = z.object({
  /** Whole cents; omitted = everything not yet refunded. */
  amountCents: wholeNumberField(1, MAX_INT4, paymentsMessages.invalidAmount).optional(),
});
export type TRefundRequest = z.infer<typeof ZRefundRequest>;

export const ZRefundResponse = z.object({
  /** Stripe accepted the refund; the purchase changes when its charge.refunded webhook arrives. */
  refundId: z.string(),
  amountCents: z.number().int(),
});
export type TRefundResponse = z.infer<typeof ZRefundResponse>;

/** Why a paid plan cannot be bought by this viewer right now (null = it can, or it is free / owned). */
export const PURCHASE_BLOCKERS = ["payments-not-configured", "organization-not-payable", "below-minimum", "son"] as const;
export type PurchaseBlocker = (typeof PURCHASE_BLOCKERS)[number];

export const purchaseBlockerMessages: Record<PurchaseBlocker, string> = {
  // A family never reads the operator's wording; the organization's studio says why.
  "payments-not-configured": paymentsMessages.notForSale,
  "organization-not-payable": paymentsMessages.notForSale,
  "below-minimum": paymentsMessages.belowMinimum,
  son: paymentsMessages.dadsBuy,
};

/** A paid plan whose seller (or this server) cannot take payments: shown, startable, not for sale. */
export function notForSale(plan: { purchaseBlocker: PurchaseBlocker | null }): boolean {
  return plan.purchaseBlocker === "payments-not-configured" || plan.purchaseBlocker === "organization-not-payable";
}

/** A row of the Purchases tables (the admin's and the organization's Recent Purchases). Money in cents. */
export const ZPurchaseRow = z.object({
  id: z.number().int(),
  createdAt: ZTimestamp,
  userName: z.string(),
  planTitle: z.string(),
  amountCents: z.number().int(),
  commissionCents: z.number().int(),
  payoutCents: z.number().int(),
  refundedCents: z.number().int(),
  status: z.enum(["pending", "completed", "refunded", "failed"]),
  /** Stripe's dispute status when the buyer's bank disputed the payment; null otherwise. */
  disputeStatus: z.string().nullable(),
  /** Cents that can still be refunded (0 = no refund button). */
  refundableCents: z.number().int(),
});
export type TPurchaseRow = z.infer<typeof ZPurchaseRow>;

export const ZOrganizationPurchasesResponse = listResponse("purchases", ZPurchaseRow);
export type TOrganizationPurchasesResponse = z.infer<typeof ZOrganizationPurchasesResponse>;

/** What can still be refunded of a purchase: only a completed, paid-through-Stripe one. */
export function refundableCents(row: { status: string; amountCents: number; refundedCents: number; hasPayment: boolean }): number {
  return row.status === "completed" && row.hasPayment ? Math.max(0, row.amountCents - row.refundedCents) : 0;
}

export const ZPlanPurchaseStatus = z.object({
  owned: z.boolean(),
  /** The buyer's latest purchase of the plan, if any. */
  status: z.enum(["pending", "completed", "refunded", "failed"]).nullable(),
});
export type TPlanPurchaseStatus = z.infer<typeof ZPlanPurchaseStatus>;
