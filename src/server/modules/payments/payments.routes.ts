// Payments API: Stripe Connect onboarding (docs/areas/payments.md), Checkout for paid plans, purchases and refunds.
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { perMinute, routesIn, routesOf } from "../../http/declare-route.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { ZMarketplacePlanParams } from "../../../shared/schemas/marketplace.ts";
import {
  ZCheckoutResponse,
  ZConnectQuery,
  ZConnectRequest,
  ZConnectResponse,
  ZConnectStatus,
  ZOrganizationPurchasesResponse,
  ZPlanPurchaseStatus,
  ZPurchaseIdParams,
  ZRefundRequest,
  ZRefundResponse,
} from "../../../shared/schemas/payments.ts";
import { AppError } from "../../lib/app-error.ts";
import { createCheckout, getConnectStatus, getOrganizationPurchases, getPlanPurchaseStatus, refundPurchase, startOnboarding } from "./payments.service.ts";
import { stripeWebhooks } from "./webhooks.routes.ts";
import { sponsorshipRoutes } from "./sponsorships.routes.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 503);
const tags = ["payments"];

export async function paymentRoutes(app: App): Promise<void> {
  const { db, config, integrations } = app.deps;
  const gateway = integrations.payments;

  const route = routesIn(app, tags, errors);

  route.get("/stripe/connect", "payments.connect.read", {
    summary: "The organization's Stripe connection (owner only)",
    querystring: ZConnectQuery,
    response: { 200: ZConnectStatus },
    handler: ({ actor, query }) => getConnectStatus(db, gateway, actor, query.organizationId),
  });

  route.post("/stripe/connect", "payments.connect.start", {
    summary: "Create or reuse the organization's connected account and return a fresh onboarding link (owner only)",
    body: ZConnectRequest,
    response: { 200: ZConnectResponse },
    rateLimit: perMinute(10),
    handler: async ({ actor: viewer, body, log }) => ({
      url: await startOnboarding(db, gateway, log, viewer, "payments.connect.start", body.organizationId, config.appUrl),
    }),
  });

  // Stripe sends the owner here when an onboarding link expired or was used: a new link, then on to Stripe.
  // Its answer is a redirect, not a document: its schema is written out.
  routesOf(app).get("/stripe/connect/refresh", "payments.connect.refresh", {
    schema: { tags, summary: "Onboarding link refresh: redirects to a new onboarding link (owner only)", querystring: ZConnectQuery },
    handler: async ({ actor: viewer, query, log, reply }) => {
      // A browser coming back from Stripe: signed out → sign in first (then 'Complete Setup' makes a new link).
      if (!viewer) return reply.redirect("/login", 303);
      try {
        const url = await startOnboarding(db, gateway, log, viewer, "payments.connect.refresh", query.organizationId, config.appUrl);
        return reply.redirect(url, 303);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) throw error;
        return reply.redirect("/organizations/settings?stripe=error", 303);
      }
    },
  });

  route.get("/stripe/organizations/:id/purchases", "payments.purchases.read", {
    summary: "The organization's newest purchases with amount, commission, payout and status (owner only)",
    params: z.object({ id: ZConnectRequest.shape.organizationId }),
    response: { 200: ZOrganizationPurchasesResponse },
    handler: async ({ actor, params }) => ({ purchases: await getOrganizationPurchases(db, actor, params.id) }),
  });

  route.post("/marketplace/plans/:id/checkout", "marketplace.plan.checkout", {
    summary: "Open Stripe Checkout to buy a paid plan (dads)",
    params: ZMarketplacePlanParams,
    response: { 200: ZCheckoutResponse },
    rateLimit: perMinute(10),
    handler: async ({ actor: viewer, params, log }) => ({ url: await createCheckout(db, gateway, log, viewer, params.id, config.appUrl) }),
  });

  route.get("/marketplace/plans/:id/purchase", "marketplace.plan.purchase.read", {
    summary: "Whether the family owns the plan, and the viewer's latest purchase status (the wait after Checkout)",
    params: ZMarketplacePlanParams,
    response: { 200: ZPlanPurchaseStatus },
    handler: ({ actor, params }) => getPlanPurchaseStatus(db, actor, params.id),
  });

  route.post("/purchases/:id/refund", "payments.refund", {
    summary: "Refund a purchase in full or in part (global admin or the organization's owner)",
    params: ZPurchaseIdParams,
    body: ZRefundRequest,
    response: { 200: ZRefundResponse },
    rateLimit: perMinute(20),
    handler: ({ actor: viewer, params, body, log }) => refundPurchase(db, gateway, log, viewer, params.id, body.amountCents),
  });

  await app.register(sponsorshipRoutes);
  await app.register(stripeWebhooks, { prefix: "/webhooks" });
}
