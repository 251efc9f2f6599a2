// Sponsored access and members-only plans, under /api/organizations/mine: the organization is the
// owner's own (from his staff place, never from the request).
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
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
const route = routeSchemas(["sponsorships"], errors);

export async function sponsorshipRoutes(app: App): Promise<void> {
  const { db, config, integrations } = app.deps;

  app.get(
    "/organizations/mine/sponsorships",
    {
      config: { action: "sponsorship.read" },
      schema: route("The organization's sponsorships (seats used and total), its seat purchases and the plans it may sponsor (owners)", {
        response: { 200: ZSponsorshipsResponse },
      }),
    },
    (request) => getSponsorships(db, actorOf(request)),
  );

  app.post(
    "/organizations/mine/sponsorships",
    {
      schema: route("Pay once through Stripe Checkout for seats of a paid plan for the organization's member families (owners)", {
        body: ZSponsorshipRequest,
        response: { 200: ZSponsorshipCheckoutResponse },
      }),
      config: { action: "sponsorship.create", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    (request) => createSponsorship(db, integrations.payments, request.log, actorOf(request), request.body, config.appUrl),
  );

  app.put(
    "/organizations/mine/plans/:planId/visibility",
    {
      config: { action: "plan.visibility.update" },
      schema: route("Keep one of the organization's plans for its member families (unlisted, with a link to its page), or list it (owners)", {
        params: ZPlanVisibilityParams,
        body: ZPlanVisibilityRequest,
        response: { 200: ZPlanVisibilityResponse },
      }),
    },
    (request) => setPlanMembersOnly(db, actorOf(request), request.params.planId, request.body.membersOnly),
  );
}
