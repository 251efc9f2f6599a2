import type { App } from "../../http/app-instance.ts";
import { perMinute, routesIn } from "../../http/declare-route.ts";
import type { Role } from "../../../shared/constants.ts";
import { AppError } from "../../lib/app-error.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { messages } from "../../../shared/messages.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import {
  ZListPlansQuery,
  ZListPlansResponse,
  ZPlanDetailResponse,
  ZMarketplacePlanParams,
  ZPlanPageQuery,
  ZStartPlanRequest,
  ZStartPlanResponse,
} from "../../../shared/schemas/marketplace.ts";
import { getPlanPage, listPlans, startPlan, visitorOf } from "./marketplace.service.ts";
import { authorize } from "../../policies/index.ts";
import { sponsorshipMessages, ZTakeSeatResponse } from "../../../shared/schemas/sponsorships.ts";
import { takeSponsoredSeat } from "../payments/sponsorships.service.ts";

const errors = errorResponses(400, 401, 403, 404);

export async function marketplaceRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const paymentsConfigured = app.deps.integrations.payments !== null;
  const marketplaceViewer = (
    viewer: {
      userId: string;
      role: Role;
      selectedPlanId: number | null;
      familyDadId: string | null;
      organizationId?: number | null;
    } | null,
  ) => (viewer ? { ...viewer, paymentsConfigured } : visitorOf(paymentsConfigured));

  const route = routesIn(app, ["marketplace"], errors);

  route.get("", "marketplace.browse", {
    summary: "Published plans, the reader's language first, newest first; filter by category and language, search by title, one page at a time",
    querystring: ZListPlansQuery,
    response: { 200: ZListPlansResponse },
    handler: async ({ actor: viewer, query, request }) => listPlans(db, marketplaceViewer(viewer), query, await requestLocale(request)),
  });

  route.get("/:id", "marketplace.browse", {
    summary: "One published plan for its detail page, with its week-by-week outline (a draft or unknown id answers 404)",
    params: ZMarketplacePlanParams,
    querystring: ZPlanPageQuery,
    response: { 200: ZPlanDetailResponse },
    handler: ({ actor: viewer, params, query }) => getPlanPage(db, marketplaceViewer(viewer), params.id, query.key),
  });

  route.post("/:id/seat", "marketplace.plan.seat.take", {
    summary: "Take a free seat the family's organization sponsors of the plan (reading a week never takes one)",
    params: ZMarketplacePlanParams,
    response: { 200: ZTakeSeatResponse, ...errorResponses(409) },
    rateLimit: perMinute(30),
    handler: async ({ actor: viewer, params, log }) => {
      if (!(await takeSponsoredSeat(db, params.id, viewer.userId))) throw new AppError("CONFLICT", sponsorshipMessages.noFreeSeat);
      log.info({ userId: viewer.userId, planId: params.id }, "sponsored seat taken");
      return { taken: true as const, message: sponsorshipMessages.seatTaken };
    },
  });

  route.post("/:id/start", "marketplace.plan.start", {
    summary: "Make the plan the viewer's selected plan (from the plan page, also open week 1); repeating it is harmless",
    params: ZMarketplacePlanParams,
    body: ZStartPlanRequest,
    response: { 200: ZStartPlanResponse, ...errorResponses(409, 500) },
    rateLimit: perMinute(30),
    handler: async ({ actor: viewer, params, body, log }) => {
      // One plan for the family: a son with a confirmed dad follows his dad's plan; his own start
      // is refused with a plain reason rather than silently forking the family (docs/areas/family.md).
      authorize(viewer, "marketplace.plan.start", viewer);
      try {
        const started = await startPlan(db, marketplaceViewer(viewer), params.id, body);
        log.info({ userId: viewer.userId, planId: started.selectedPlanId, source: body.source }, "plan started");
        return started;
      } catch (error) {
        if (error instanceof AppError) throw error;
        // The transaction rolled back, so nothing changed; the user sees the spec's message.
        log.error({ err: error, userId: viewer.userId, planId: params.id }, "plan start failed");
        throw new AppError("INTERNAL", messages.selectPlanFailed);
      }
    },
  });
}
