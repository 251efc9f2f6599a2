// Payments rules: Connect onboarding, Checkout, refunds, and what each Stripe event changes.
import type { FastifyBaseLogger as Logger } from "fastify";
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Database, Queryable } from "../../db/client.ts";
import type { PaymentsGateway, StripeEvent } from "../../integrations/payments/stripe-gateway.ts";
import { messages } from "../../../shared/messages.ts";
import { MIN_CHARGE_CENTS, rateToBasisPoints, splitPrice } from "../../../shared/money.ts";
import { paymentsMessages, type TConnectStatus, type TPlanPurchaseStatus, type TPurchaseRow } from "../../../shared/schemas/payments.ts";
import { AppError, badRequest, notFound } from "../../lib/app-error.ts";
import { listRecentPurchases } from "../studio/authoring.queries.ts";
import { insertAuditEntry } from "../audit/audit-log.queries.ts";
import { mayReadPlan } from "../../policies/plan-content.ts";
import { authorize } from "../../policies/index.ts";
import {
  findOrganization,
  applyRefundedTotal,
  completePurchase,
  failPurchase,
  findChargeFacts,
  findPlanForCheckout,
  findPurchase,
  keepChargeFacts,
  keepStripeAccount,
  latestPurchaseStatus,
  notePaymentIntent,
  recordDispute,
  recordStripeEvent,
  setCheckoutSession,
  setPayoutsEnabled,
  upsertOpenPurchase,
} from "./payments.queries.ts";
import { toPurchaseRow } from "./purchase-row.ts";

export const ORGANIZATION_PURCHASES_SHOWN = 100;

function requireGateway(gateway: PaymentsGateway | null): PaymentsGateway {
  if (!gateway) throw new AppError("UNAVAILABLE", paymentsMessages.notConfigured);
  return gateway;
}

export function connectUrls(appUrl: string, organizationId: number) {
  return {
    refreshUrl: `${appUrl}/api/stripe/connect/refresh?organizationId=${organizationId}`,
    returnUrl: `${appUrl}/organizations/settings`,
  };
}

export async function getConnectStatus(db: Database, gateway: PaymentsGateway | null, viewer: Viewer, organizationId: number): Promise<TConnectStatus> {
  const organization = authorize(viewer, "payments.connect.read", await findOrganization(db, organizationId));
  return { paymentsConfigured: gateway !== null, connected: organization.stripeAccountId !== null, payoutsEnabled: organization.payoutsEnabled };
}

/**
 * 'Connect with Stripe' / 'Complete Setup': creates the organization's connected account once (reused after),
 * then a fresh onboarding link. Stripe failures answer the spec's two messages.
 */
export async function startOnboarding(
  db: Database,
  gateway: PaymentsGateway | null,
  log: Logger,
  viewer: Viewer,
  action: "payments.connect.start" | "payments.connect.refresh",
  organizationId: number,
  appUrl: string,
): Promise<string> {
  const organization = authorize(viewer, action, await findOrganization(db, organizationId));
  const stripe = requireGateway(gateway);
  let accountId = organization.stripeAccountId;
  if (!accountId) {
    try {
      const created = await stripe.createConnectedAccount({ organizationId, organizationName: organization.name, email: viewer.email });
      accountId = await keepStripeAccount(db, organizationId, created);
    } catch (error) {
      log.error({ err: error, organizationId }, "stripe connected account creation failed");
      throw new AppError("UNAVAILABLE", messages.createStripeAccountFailed);
    }
  }
  try {
    return await stripe.createAccountLink({ accountId, ...connectUrls(appUrl, organizationId) });
  } catch (error) {
    log.error({ err: error, organizationId }, "stripe account link failed");
    throw new AppError("UNAVAILABLE", messages.setUpStripeAccountFailed);
  }
}

/** Whether week ≥ 2 content is open: not needed here (content queries decide); this is the plan page's wait. */
export async function getPlanPurchaseStatus(db: Database, viewer: Viewer, planId: number): Promise<TPlanPurchaseStatus> {
  const [plan, status] = await Promise.all([findPlanForCheckout(db, planId, viewer.userId), latestPurchaseStatus(db, viewer.userId, planId)]);
  if (!plan) throw notFound(messages.planNotFound);
  return { owned: plan.owned, status: status ?? null };
}

/**
 * 'Buy': a Checkout session for a one-time payment of the plan's price, 12% (the organization's rate) kept as the
 * application fee, the rest sent to the organization's account (a destination charge). Access comes later,
 * from the webhook only.
 */
export async function createCheckout(
  db: Database,
  gateway: PaymentsGateway | null,
  log: Logger,
  viewer: Viewer,
  planId: number,
  appUrl: string,
): Promise<string> {
  // A son is refused before the plan is looked up (403 whatever the id).
  const found = viewer.role === "dad" ? await findPlanForCheckout(db, planId, viewer.userId) : undefined;
  const plan = authorize(viewer, "marketplace.plan.checkout", found);
  // The plan's read rule: a members-only plan is sold inside its organization only, an unlisted one to who follows
  // it; to anyone else it does not exist.
  const staff = plan.organizationId !== null && viewer.organizationId === plan.organizationId;
  const readable = mayReadPlan({
    isPublic: plan.isPublic,
    membersOnly: plan.membersOnly,
    insider: plan.member || staff,
    owned: plan.owned,
    follows: viewer.selectedPlanId === plan.id,
  });
  if (!readable) throw notFound(messages.planNotFound);
  if (plan.priceCents === 0) throw badRequest(paymentsMessages.freePlan);
  if (plan.owned) throw new AppError("CONFLICT", paymentsMessages.alreadyPurchased);
  // A plan whose seller (or this server) cannot take payments is not for sale;
  // the family reads that, never the operator's "payments are not set up".
  if (!gateway || !plan.organizationId || !plan.stripeAccountId || !plan.payoutsEnabled) throw new AppError("CONFLICT", paymentsMessages.notForSale);
  const stripe = gateway;
  if (plan.priceCents < MIN_CHARGE_CENTS) throw new AppError("CONFLICT", paymentsMessages.belowMinimum);

  const split = splitPrice(plan.priceCents, rateToBasisPoints(plan.commissionRate ?? 0.12));
  const organizationId = plan.organizationId;
  const purchaseId = await db.transaction((tx) =>
    upsertOpenPurchase(tx, {
      userId: viewer.userId,
      planId,
      organizationId,
      priceCents: split.priceCents,
      commissionCents: split.commissionCents,
      payoutCents: split.payoutCents,
    }),
  );
  try {
    const session = await stripe.createCheckoutSession({
      purchaseId,
      planId,
      planTitle: plan.title,
      priceCents: split.priceCents,
      applicationFeeCents: split.commissionCents,
      destinationAccountId: plan.stripeAccountId,
      buyerEmail: viewer.email,
      buyerUserId: viewer.userId,
      successUrl: `${appUrl}/marketplace/plans/${planId}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}/marketplace/plans/${planId}?checkout=cancelled`,
    });
    await setCheckoutSession(db, purchaseId, session.id);
    log.info({ userId: viewer.userId, planId, purchaseId, sessionId: session.id }, "checkout session created");
    return session.url;
  } catch (error) {
    log.error({ err: error, planId, purchaseId }, "checkout session creation failed");
    throw new AppError("UNAVAILABLE", paymentsMessages.checkoutFailed);
  }
}

/** The organization's Recent Purchases (owner only). */
export async function getOrganizationPurchases(db: Database, viewer: Viewer, organizationId: number): Promise<TPurchaseRow[]> {
  authorize(viewer, "payments.purchases.read", await findOrganization(db, organizationId));
  const rows = await listRecentPurchases(db, ORGANIZATION_PURCHASES_SHOWN, organizationId);
  return rows.map(toPurchaseRow);
}

/**
 * A refund by the global admin or the organization's owner: all that is left of the payment unless an amount is
 * given. The transfer and the application fee are reversed in proportion. The purchase itself changes when
 * Stripe's charge.refunded arrives, so the webhook stays the one source of truth.
 */
export async function refundPurchase(
  db: Database,
  gateway: PaymentsGateway | null,
  log: Logger,
  viewer: Viewer,
  purchaseId: number,
  amountCents: number | undefined,
): Promise<{ refundId: string; amountCents: number }> {
  const purchase = authorize(viewer, "payments.refund", await findPurchase(db, purchaseId));
  const stripe = requireGateway(gateway);
  const left = purchase.priceCents - purchase.refundedCents;
  if (purchase.status !== "completed" || !purchase.paymentIntentId || left <= 0) throw new AppError("CONFLICT", paymentsMessages.refundNotPossible);
  const amount = amountCents ?? left;
  if (amount > left) throw badRequest(paymentsMessages.refundTooLarge, { amountCents: paymentsMessages.refundTooLarge });
  let refunded: { refundId: string; amountCents: number };
  try {
    const refund = await stripe.refundPayment({
      paymentIntentId: purchase.paymentIntentId,
      amountCents: amount,
      purchaseId,
      // The same click twice (same state, same amount) is one refund at Stripe.
      idempotencyKey: `strongbond-refund-${purchaseId}-${purchase.refundedCents}-${amount}`,
    });
    log.info({ userId: viewer.userId, purchaseId, refundId: refund.id, amountCents: amount }, "refund created");
    refunded = { refundId: refund.id, amountCents: refund.amountCents };
  } catch (error) {
    log.error({ err: error, purchaseId }, "refund failed");
    throw new AppError("UNAVAILABLE", paymentsMessages.refundFailed);
  }
  // Every refund is in the admin audit log, whoever gave it: a global admin or the organization's owner.
  await insertAuditEntry(db, {
    actorId: viewer.userId,
    actorEmail: viewer.email,
    targetUserId: purchase.buyerId,
    targetEmail: purchase.buyerEmail,
    action: "purchase.refunded",
    detail: {
      purchaseId: String(purchaseId),
      amountCents: String(refunded.amountCents),
      refundId: refunded.refundId,
      as: viewer.isGlobalAdmin ? "global admin" : "organization owner",
    },
  });
  return refunded;
}

type EventObject = Record<string, unknown>;
const str = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : typeof value === "object" && value && "id" in value ? str((value as { id: unknown }).id) : null;
const int = (value: unknown): number | null => (typeof value === "number" && Number.isInteger(value) ? value : null);

function purchaseIdOf(session: EventObject): number | null {
  const metadata = (session.metadata ?? {}) as Record<string, unknown>;
  const raw = str(session.client_reference_id) ?? str(metadata.purchase_id);
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  return id && id <= 2_147_483_647 ? id : null;
}

/** Applies what arrived about the charge before its checkout completed: a refund or a dispute wins. */
async function applyEarlierChargeFacts(tx: Queryable, paymentIntentId: string): Promise<void> {
  const facts = await findChargeFacts(tx, paymentIntentId);
  if (!facts) return;
  if (facts.refundedCents > 0 && facts.amountCents !== null) await applyRefundedTotal(tx, paymentIntentId, facts.refundedCents, facts.amountCents);
  if (facts.disputeStatus) await recordDispute(tx, paymentIntentId, facts.disputeStatus);
}

/**
 * The purchase a Checkout session event is about, or why not: the session must be the one we created for that
 * purchase (its id stored at checkout) and carry the purchase's amount (a missing amount is refused).
 */
async function purchaseOfSession(tx: Queryable, log: Logger, event: StripeEvent, object: EventObject, checkAmount: boolean) {
  const purchaseId = purchaseIdOf(object);
  if (!purchaseId) return null;
  const purchase = await findPurchase(tx, purchaseId);
  if (!purchase) return null;
  const sessionId = str(object.id);
  if (!sessionId || purchase.checkoutSessionId !== sessionId) {
    log.error({ purchaseId, eventId: event.id, sessionId }, "checkout session is not the one created for the purchase: ignored");
    return null;
  }
  if (checkAmount && int(object.amount_total) !== purchase.priceCents) {
    log.error({ purchaseId, eventId: event.id, amountTotal: object.amount_total }, "checkout amount missing or not the purchase's: not granted");
    return null;
  }
  return purchase;
}

/**
 * Applies one platform event exactly once: the event id is recorded in the same transaction as its effects.
 * Events may arrive in any order: a charge's refund and dispute are kept by payment intent (stripe_charge_facts)
 * even before the purchase knows its payment intent, and applied when the completion arrives, so the refund wins.
 */
export async function applyPlatformEvent(db: Database, log: Logger, event: StripeEvent): Promise<"applied" | "duplicate" | "ignored"> {
  const object = event.data.object as unknown as EventObject;
  return db.transaction(async (tx) => {
    if (!(await recordStripeEvent(tx, event.id, event.type))) return "duplicate";
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const purchase = await purchaseOfSession(tx, log, event, object, true);
        if (!purchase) return "ignored";
        const paymentIntent = str(object.payment_intent);
        if (object.payment_status === "paid") {
          await completePurchase(tx, purchase.id, paymentIntent);
          log.info({ purchaseId: purchase.id, eventId: event.id }, "purchase completed");
        } else if (paymentIntent) {
          await notePaymentIntent(tx, purchase.id, paymentIntent);
        }
        if (paymentIntent) await applyEarlierChargeFacts(tx, paymentIntent);
        return "applied";
      }
      case "checkout.session.async_payment_failed": {
        const purchase = await purchaseOfSession(tx, log, event, object, false);
        if (!purchase) return "ignored";
        await failPurchase(tx, purchase.id);
        return "applied";
      }
      case "charge.refunded": {
        const paymentIntent = str(object.payment_intent);
        const refunded = int(object.amount_refunded);
        const amount = int(object.amount);
        if (!paymentIntent || refunded === null || amount === null) return "ignored";
        await keepChargeFacts(tx, paymentIntent, { amountCents: amount, refundedCents: refunded });
        const found = await applyRefundedTotal(tx, paymentIntent, refunded, amount);
        log.info({ paymentIntent, refunded, amount, found, eventId: event.id }, "charge refunded");
        return "applied";
      }
      case "charge.dispute.created":
      case "charge.dispute.updated":
      case "charge.dispute.closed": {
        const paymentIntent = str(object.payment_intent);
        const status = str(object.status) ?? "needs_response";
        if (!paymentIntent) return "ignored";
        await keepChargeFacts(tx, paymentIntent, { disputeStatus: status });
        const found = await recordDispute(tx, paymentIntent, status);
        log.warn({ paymentIntent, status, found, eventId: event.id }, "charge disputed");
        return "applied";
      }
      default:
        return "ignored";
    }
  });
}

/**
 * A connected account changed: the event is only a hint; what Stripe says now (re-read) sets payouts_enabled,
 * so the order events arrive in does not matter.
 */
export async function applyConnectEvent(db: Database, gateway: PaymentsGateway, log: Logger, event: StripeEvent): Promise<"applied" | "duplicate" | "ignored"> {
  if (event.type !== "account.updated") {
    return db.transaction(async (tx) => ((await recordStripeEvent(tx, event.id, event.type)) ? "ignored" : "duplicate"));
  }
  const accountId = str((event.data.object as unknown as EventObject).id) ?? event.account ?? null;
  if (!accountId) return "ignored";
  const account = await gateway.retrieveAccount(accountId);
  return db.transaction(async (tx) => {
    if (!(await recordStripeEvent(tx, event.id, event.type))) return "duplicate";
    const organizationId = await setPayoutsEnabled(tx, account.id, account.canReceivePayments);
    log.info({ accountId, organizationId, payable: account.canReceivePayments, eventId: event.id }, "connected account updated");
    return organizationId ? "applied" : "ignored";
  });
}
