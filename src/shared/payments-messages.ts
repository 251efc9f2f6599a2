// What the payment screens and the API say, without zod: the dashboard's first load shows the "purchase required"
// card, and schemas/payments.ts (which re-exports these) would bring zod with it.
/** Texts the spec does not give, shared by the routes and the screens. */
export const paymentsMessages = {
  notConfigured: "Payments are not set up on this server yet, so paid plans cannot be bought here.",
  organizationNotPayable: "This plan's organization cannot receive payments yet, so it cannot be bought right now.",
  /** What a family reads when a paid plan cannot be sold (its seller or this server cannot take payments): no operator words. */
  notForSale: "This plan is not for sale right now. Week 1 is free to start; please check back later for the rest.",
  /** The plan card's line for such a plan. */
  notForSaleShort: "Not for sale right now",
  /** What the studio tells the organization about its published paid plan that families cannot buy. */
  studioNotForSale:
    "Families cannot buy this plan right now: connect Stripe and finish payouts (Settings), or make it free. Week 1 stays free to start, and families who bought it keep every week.",
  studioNotForSaleServer:
    "Families cannot buy this plan right now: payments are not set up on this server. Week 1 stays free to start, and families who bought it keep every week.",
  belowMinimum: "This plan's price is below the smallest card payment, so it cannot be bought.",
  alreadyPurchased: "Your family already owns this plan.",
  freePlan: "This plan is free: start it from its page.",
  dadsBuy: "Only a dad can buy a plan for his family.",
  checkoutFailed: "We could not open the payment page. Please try again.",
  refundFailed: "The refund did not go through. Please try again.",
  refundNotPossible: "This purchase cannot be refunded.",
  refundTooLarge: "The refund cannot be more than what is left of the payment.",
  invalidOrganizationId: "Organization id must be a positive whole number",
  invalidPurchaseId: "Purchase id must be a positive whole number",
  invalidAmount: "Refund amount must be a whole number of cents, at least 1",
  refundPolicy:
    "Week 1 is free, so you can try the plan first. If it is not right for your family, ask within 14 days of buying for a full refund; a refund ends access to weeks 2 and later.",
  purchaseRequired: "Weeks 2 and later of this plan are part of the paid plan.",
  waitingForPayment: "Waiting for Stripe to confirm your payment. This page updates by itself; you can leave it and come back.",
  paymentConfirmed: "Payment confirmed. Every week of the plan is open to your family.",
  paymentFailed: "The payment did not go through. You have not been charged for this plan.",
} as const;
