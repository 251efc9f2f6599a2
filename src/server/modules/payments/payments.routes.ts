// Payments API: Stripe Connect onboarding (docs/areas/payments.md), Checkout for paid plans, purchases and refunds.
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { authorize } from "../../auth/policy-table.ts";
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

const errors = errorResponses(400, 401, 403, 404, 409, 503);
const tags = ["payments"];
const paymentRoute = routeSchemas(tags, errors);

export async function paymentRoutes(app: App): Promise<void> {
  const { db, config, integrations } = app.deps;
  const gateway = integrations.payments;

  app.get(
    "/stripe/connect",
    {
      schema: paymentRoute("The organization's Stripe connection (owner only)", { querystring: ZConnectQuery, response: { 200: ZConnectStatus } }),
    },
    async (request) => getConnectStatus(db, gateway, await authorize(request, "payments.connect.read"), request.query.organizationId),
  );

  app.post(
    "/stripe/connect",
    {
      schema: paymentRoute("Create or reuse the organization's connected account and return a fresh onboarding link (owner only)", {
        body: ZConnectRequest,
        response: { 200: ZConnectResponse },
      }),
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      const viewer = await authorize(request, "payments.connect.start");
      return { url: await startOnboarding(db, gateway, request.log, viewer, request.body.organizationId, config.appUrl) };
    },
  );

  // Stripe sends the owner here when an onboarding link expired or was used: a new link, then on to Stripe.
  app.get(
    "/stripe/connect/refresh",
    { schema: { tags, summary: "Onboarding link refresh: redirects to a new onboarding link (owner only)", querystring: ZConnectQuery } },
    async (request, reply) => {
      // A browser coming back from Stripe: signed out → sign in first (then 'Complete Setup' makes a new link).
      const viewer = await authorize(request, "payments.connect.refresh");
      if (!viewer) return reply.redirect("/login", 303);
      try {
        const url = await startOnboarding(db, gateway, request.log, viewer, request.query.organizationId, config.appUrl);
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
      schema: {
        tags,
        summary: "The organization's newest purchases with amount, commission, payout and status (owner only)",
        params: z.object({ id: ZConnectRequest.shape.organizationId }),
        response: { 200: ZOrganizationPurchasesResponse, ...errors },
      },
    },
    async (request) => ({ purchases: await getOrganizationPurchases(db, await authorize(request, "payments.purchases.read"), request.params.id) }),
  );

  app.post(
    "/marketplace/plans/:id/checkout",
    {
      schema: paymentRoute("Open Stripe Checkout to buy a paid plan (dads)", { params: ZMarketplacePlanParams, response: { 200: ZCheckoutResponse } }),
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      const viewer = await authorize(request, "marketplace.plan.checkout");
      return { url: await createCheckout(db, gateway, request.log, viewer, request.params.id, config.appUrl) };
    },
  );

  app.get(
    "/marketplace/plans/:id/purchase",
    {
      schema: paymentRoute("Whether the family owns the plan, and the viewer's latest purchase status (the wait after Checkout)", {
        params: ZMarketplacePlanParams,
        response: { 200: ZPlanPurchaseStatus },
      }),
    },
    async (request) => getPlanPurchaseStatus(db, await authorize(request, "marketplace.plan.purchase.read"), request.params.id),
  );

  app.post(
    "/purchases/:id/refund",
    {
      schema: paymentRoute("Refund a purchase in full or in part (global admin or the organization's owner)", {
        params: ZPurchaseIdParams,
        body: ZRefundRequest,
        response: { 200: ZRefundResponse },
      }),
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request) => {
      const viewer = await authorize(request, "payments.refund");
      return refundPurchase(db, gateway, request.log, viewer, request.params.id, request.body.amountCents);
    },
  );

  await app.register(stripeWebhooks, { prefix: "/webhooks" });
}
