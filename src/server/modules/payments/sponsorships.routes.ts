// Sponsored access and members-only plans, under /api/organizations/mine: the organization is the
// owner's own (from his staff place, never from the request).
import type { App } from "../../http/app-instance.ts";
import { perMinute, routesIn } from "../../http/declare-route.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import {
  ZPlanVisibilityParams,
  ZPlanVisibilityRequest,
  ZPlanVisibilityResponse,
  ZSponsorshipCheckoutResponse,
  ZSponsorshipRequest,
  ZSponsorshipsResponse,
} from "../../../shared/schemas/sponsorships.ts";
import { createSponsorship, getSponsorships, setPlanMembersOnly } from "./sponsorships.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 503);

export async function sponsorshipRoutes(app: App): Promise<void> {
  const { db, config, integrations } = app.deps;

  const route = routesIn(app, ["sponsorships"], errors);

  route.get("/organizations/mine/sponsorships", "sponsorship.read", {
    summary: "The organization's sponsorships (seats used and total), its seat purchases and the plans it may sponsor (owners)",
    response: { 200: ZSponsorshipsResponse },
    handler: ({ actor }) => getSponsorships(db, actor),
  });

  route.post("/organizations/mine/sponsorships", "sponsorship.create", {
    summary: "Pay once through Stripe Checkout for seats of a paid plan for the organization's member families (owners)",
    body: ZSponsorshipRequest,
    response: { 200: ZSponsorshipCheckoutResponse },
    rateLimit: perMinute(10),
    handler: ({ actor, body, log }) => createSponsorship(db, integrations.payments, log, actor, body, config.appUrl),
  });

  route.put("/organizations/mine/plans/:planId/visibility", "plan.visibility.update", {
    summary: "Keep one of the organization's plans for its member families (unlisted, with a link to its page), or list it (owners)",
    params: ZPlanVisibilityParams,
    body: ZPlanVisibilityRequest,
    response: { 200: ZPlanVisibilityResponse },
    handler: ({ actor, params, body }) => setPlanMembersOnly(db, actor, params.planId, body.membersOnly),
  });
}
