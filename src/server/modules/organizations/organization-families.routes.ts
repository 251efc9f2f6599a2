// An organization's member families: the leader's roster and invitations under /api/organizations/mine,
// a family's memberships under /api/memberships, an organization's public page under /api/public/organizations.
import { ZLanguageFilterQuery } from "../../../shared/language.ts";
import { requestLocale } from "../../lib/i18n.ts";
import type { App } from "../../http/app-instance.ts";
import { perHour, perMinute, routesOf } from "../../http/declare-route.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { ZMessageResponse } from "../../../shared/schemas/common.ts";
import {
  ZFamilyInvitationIdParams,
  ZFamilyInvitationsRequest,
  ZFamilyInvitationsResponse,
  ZFamilyRosterResponse,
  ZInvitationLinkResponse,
  ZInvitationPreviewResponse,
  ZInvitationTokenRequest,
  ZJoinRequest,
  ZJoinResponse,
  ZLeaderGuideParams,
  ZLeaderGuideResponse,
  ZLeaveResponse,
  ZMembershipParams,
  ZMembershipsResponse,
  ZOrganizationSlugParams,
  ZPublicOrganizationResponse,
} from "../../../shared/schemas/organization-families.ts";
import {
  createInvitationLink,
  getMemberships,
  getPublicOrganization,
  getRoster,
  getStaffLeaderGuide,
  inviteFamilies,
  joinOrganization,
  leaveOrganization,
  previewInvitation,
  revokeFamilyInvitation,
  revokeInvitationLink,
} from "./organization-families.service.ts";

const tags = ["organizations"];
const staffRoute = routeSchemas(tags, errorResponses(400, 401, 403, 404, 409, 429));
const memberRoute = routeSchemas(["memberships"], errorResponses(400, 401, 403, 404, 409));

/** Registered under /api/organizations beside organizationRoutes. */
export async function organizationFamilyRoutes(app: App): Promise<void> {
  const { db, mailer, config } = app.deps;

  const route = routesOf(app);

  route.get("/mine/families", "organization.families.read", {
    schema: staffRoute("Its member families (dad's name, number of sons, joined) and, for owners, the link and mailed invitations", {
      response: { 200: ZFamilyRosterResponse },
    }),
    handler: ({ actor, reply }) => {
      reply.header("cache-control", "no-store");
      return getRoster(db, config.appUrl, actor);
    },
  });

  route.post("/mine/families/link", "organization.families.invite", {
    schema: staffRoute("A new shared invitation link (the earlier one stops working)", { response: { 201: ZInvitationLinkResponse } }),
    rateLimit: perHour(20),
    handler: async ({ actor, reply }) => reply.status(201).send(await createInvitationLink(db, config.appUrl, actor)),
  });

  route.delete("/mine/families/link", "organization.families.invite", {
    schema: staffRoute("Withdraw the shared invitation link", { response: { 200: ZMessageResponse } }),
    handler: ({ actor }) => revokeInvitationLink(db, actor),
  });

  route.post("/mine/families/invitations", "organization.families.invite", {
    schema: staffRoute("Invite families by e-mail (one follow-up after a few days, then none)", {
      body: ZFamilyInvitationsRequest,
      response: { 201: ZFamilyInvitationsResponse },
    }),
    rateLimit: perHour(30),
    handler: async ({ actor, body, log, reply, request }) => {
      const answer = await inviteFamilies(db, mailer, config.appUrl, actor, body.emails, new Date(), await requestLocale(request));
      log.info({ organizationId: actor.organizationId, sent: answer.sent }, "family invitations sent");
      return reply.status(201).send(answer);
    },
  });

  route.delete("/mine/families/invitations/:invitationId", "organization.families.invite", {
    schema: staffRoute("Withdraw a mailed invitation", { params: ZFamilyInvitationIdParams, response: { 200: ZMessageResponse } }),
    handler: ({ actor, params }) => revokeFamilyInvitation(db, actor, params.invitationId),
  });

  route.get("/mine/plans/:planId/guide/:week", "organization.leaderGuide.read", {
    schema: staffRoute("A week's printable leader guide of one of its plans", { params: ZLeaderGuideParams, response: { 200: ZLeaderGuideResponse } }),
    handler: ({ actor, params, reply }) => {
      reply.header("cache-control", "no-store");
      return getStaffLeaderGuide(db, actor, params.planId, params.week);
    },
  });
}

/** Registered under /api/memberships: a family's organizations. */
export async function membershipRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  // POST, so the token stays out of addresses and access logs.
  const route = routesOf(app);

  route.post("/invitation", "membership.invitation.read", {
    schema: memberRoute("What an invitation token opens: the organization and whether it still works", {
      body: ZInvitationTokenRequest,
      response: { 200: ZInvitationPreviewResponse },
    }),
    rateLimit: perMinute(30),
    handler: async ({ body, request, reply }) => {
      const viewer = await request.viewer();
      reply.header("cache-control", "no-store");
      return previewInvitation(db, viewer, body.token);
    },
  });

  route.post("", "membership.join", {
    schema: memberRoute("A dad accepts an invitation for his family (and, with a group's link, joins the group and its plan's week)", {
      body: ZJoinRequest,
      response: { 201: ZJoinResponse },
    }),
    rateLimit: perMinute(30),
    handler: async ({ actor: viewer, body, log, reply }) => {
      const answer = await joinOrganization(db, viewer, body.token, body.confirmSwitch === true);
      log.info({ userId: viewer.userId, organizationId: answer.membership.organizationId }, "family joined an organization");
      return reply.status(201).send(answer);
    },
  });

  route.get("", "membership.read", {
    schema: memberRoute("The organizations his family belongs to", { response: { 200: ZMembershipsResponse } }),
    handler: ({ actor, reply }) => {
      reply.header("cache-control", "no-store");
      return getMemberships(db, actor);
    },
  });

  route.delete("/:organizationId", "membership.leave", {
    schema: memberRoute("His family leaves the organization", { params: ZMembershipParams, response: { 200: ZLeaveResponse } }),
    handler: async ({ actor: viewer, params, log }) => {
      const answer = await leaveOrganization(db, viewer, params.organizationId);
      log.info({ userId: viewer.userId, organizationId: params.organizationId }, "family left an organization");
      return answer;
    },
  });
}

/** Registered under /api/public/organizations: anyone, signed in or not. */
export async function publicOrganizationRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const route = routesOf(app);

  route.get("/:slug", "organization.public.read", {
    schema: routeSchemas(tags, errorResponses(400, 404))("An organization's public page: its name, description and published plans", {
      params: ZOrganizationSlugParams,
      querystring: ZLanguageFilterQuery,
      response: { 200: ZPublicOrganizationResponse },
    }),
    handler: async ({ params, query, request, reply }) => {
      reply.header("cache-control", "public, max-age=60");
      // The order follows the reader's language (his browser's, or the one the switch keeps in a cookie): a shared cache
      // keeps one answer per both.
      reply.header("vary", "Accept-Language, Cookie");
      return getPublicOrganization(db, params.slug, { first: await requestLocale(request), filter: query.language });
    },
  });
}
