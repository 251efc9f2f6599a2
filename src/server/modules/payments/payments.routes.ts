// Payments API: Stripe Connect onboarding (docs/areas/payments.md), Checkout for paid plans, purchases and refunds.
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
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
const paymentRoute = routeSchemas(tags, errors);

export async function paymentRoutes(app: App): Promise<void> {
  const { db, config, integrations } = app.deps;
  const gateway = integrations.payments;

  app.get(
    "/stripe/connect",
    {
      config: { action: "payments.connect.read" },
      schema: paymentRoute("The organization's Stripe connection (owner only)", { querystring: ZConnectQuery, response: { 200: ZConnectStatus } }),
    },
    (request) => getConnectStatus(db, gateway, actorOf(request), request.query.organizationId),
  );

  app.post(
    "/stripe/connect",
    {
      schema: paymentRoute("Create or reuse the organization's connected account and return a fresh onboarding link (owner only)", {
        body: ZConnectRequest,
        response: { 200: ZConnectResponse },
      }),
      config: { action: "payments.connect.start", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      const viewer = actorOf(request);
      return { url: await startOnboarding(db, gateway, request.log, viewer, "payments.connect.start", request.body.organizationId, config.appUrl) };
    },
  );

  // Stripe sends the owner here when an onboarding link expired or was used: a new link, then on to Stripe.
  app.get(
    "/stripe/connect/refresh",
    {
      config: { action: "payments.connect.refresh" },
      schema: { tags, summary: "Onboarding link refresh: redirects to a new onboarding link (owner only)", querystring: ZConnectQuery },
    },
    async (request, reply) => {
      // A browser coming back from Stripe: signed out → sign in first (then 'Complete Setup' makes a new link).
      const viewer = actorOf(request);
      if (!viewer) return reply.redirect("/login", 303);
      try {
        const url = await startOnboarding(db, gateway, request.log, viewer, "payments.connect.refresh", request.query.organizationId, config.appUrl);
        return reply.redirect(url, 303);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) throw error;
        return reply.redirect("/organizations/settings?stripe=error", 303);
      }
    },
  );

  app.get(
    "/stripe/organizations/:id/purchases",
    {
      config: { action: "payments.purchases.read" },
      schema: {
        tags,
        summary: "The organization's newest purchases with amount, commission, payout and status (owner only)",
        params: z.object({ id: ZConnectRequest.shape.organizationId }),
        response: { 200: ZOrganizationPurchasesResponse, ...errors },
      },
    },
    async (request) => ({ purchases: await getOrganizationPurchases(db, actorOf(request), request.params.id) }),
  );

  app.post(
    "/marketplace/plans/:id/checkout",
    {
      schema: paymentRoute("Open Stripe Checkout to buy a paid plan (dads)", { params: ZMarketplacePlanParams, response: { 200: ZCheckoutResponse } }),
      config: { action: "marketplace.plan.checkout", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      const viewer = actorOf(request);
      return { url: await createCheckout(db, gateway, request.log, viewer, request.params.id, config.appUrl) };
    },
  );

  app.get(
    "/marketplace/plans/:id/purchase",
    {
      config: { action: "marketplace.plan.purchase.read" },
      schema: paymentRoute("Whether the family owns the plan, and the viewer's latest purchase status (the wait after Checkout)", {
        params: ZMarketplacePlanParams,
        response: { 200: ZPlanPurchaseStatus },
      }),
    },
    (request) => getPlanPurchaseStatus(db, actorOf(request), request.params.id),
  );

  app.post(
    "/purchases/:id/refund",
    {
      schema: paymentRoute("Refund a purchase in full or in part (global admin or the organization's owner)", {
        params: ZPurchaseIdParams,
        body: ZRefundRequest,
        response: { 200: ZRefundResponse },
      }),
      config: { action: "payments.refund", rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    (request) => {
      const viewer = actorOf(request);
      return refundPurchase(db, gateway, request.log, viewer, request.params.id, request.body.amountCents);
    },
  );

  await app.register(sponsorshipRoutes);
  await app.register(stripeWebhooks, { prefix: "/webhooks" });
}
