// An organization's member families: the leader's roster and invitations under /api/organizations/mine,
// a family's memberships under /api/memberships, an organization's public page under /api/public/organizations.
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, config } = app.deps;

  api.get(
    "/mine/families",
    {
      config: { action: "organization.families.read" },
      schema: staffRoute("Its member families (dad's name, number of sons, joined) and, for owners, the link and mailed invitations", {
        response: { 200: ZFamilyRosterResponse },
      }),
    },
    (request, reply) => {
      reply.header("cache-control", "no-store");
      return getRoster(db, config.appUrl, actorOf(request));
    },
  );

  api.post(
    "/mine/families/link",
    {
      config: { action: "organization.families.invite", rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: staffRoute("A new shared invitation link (the earlier one stops working)", { response: { 201: ZInvitationLinkResponse } }),
    },
    async (request, reply) => reply.status(201).send(await createInvitationLink(db, config.appUrl, actorOf(request))),
  );

  api.delete(
    "/mine/families/link",
    {
      config: { action: "organization.families.invite" },
      schema: staffRoute("Withdraw the shared invitation link", { response: { 200: ZMessageResponse } }),
    },
    (request) => revokeInvitationLink(db, actorOf(request)),
  );

  api.post(
    "/mine/families/invitations",
    {
      config: { action: "organization.families.invite", rateLimit: { max: 30, timeWindow: "1 hour" } },
      schema: staffRoute("Invite families by e-mail (one follow-up after a few days, then none)", {
        body: ZFamilyInvitationsRequest,
        response: { 201: ZFamilyInvitationsResponse },
      }),
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const answer = await inviteFamilies(db, mailer, config.appUrl, actor, request.body.emails);
      request.log.info({ organizationId: actor.organizationId, sent: answer.sent }, "family invitations sent");
      return reply.status(201).send(answer);
    },
  );

  api.delete(
    "/mine/families/invitations/:invitationId",
    {
      config: { action: "organization.families.invite" },
      schema: staffRoute("Withdraw a mailed invitation", { params: ZFamilyInvitationIdParams, response: { 200: ZMessageResponse } }),
    },
    (request) => revokeFamilyInvitation(db, actorOf(request), request.params.invitationId),
  );

  api.get(
    "/mine/plans/:planId/guide/:week",
    {
      config: { action: "organization.leaderGuide.read" },
      schema: staffRoute("A week's printable leader guide of one of its plans", { params: ZLeaderGuideParams, response: { 200: ZLeaderGuideResponse } }),
    },
    (request, reply) => {
      reply.header("cache-control", "no-store");
      return getStaffLeaderGuide(db, actorOf(request), request.params.planId, request.params.week);
    },
  );
}

/** Registered under /api/memberships: a family's organizations. */
export async function membershipRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // POST, so the token stays out of addresses and access logs.
  api.post(
    "/invitation",
    {
      config: { action: "membership.invitation.read", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: memberRoute("What an invitation token opens: the organization and whether it still works", {
        body: ZInvitationTokenRequest,
        response: { 200: ZInvitationPreviewResponse },
      }),
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      reply.header("cache-control", "no-store");
      return previewInvitation(db, viewer, request.body.token);
    },
  );

  api.post(
    "",
    {
      config: { action: "membership.join", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: memberRoute("A dad accepts an invitation for his family (and, with a group's link, joins the group and its plan's week)", {
        body: ZJoinRequest,
        response: { 201: ZJoinResponse },
      }),
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      const answer = await joinOrganization(db, viewer, request.body.token, request.body.confirmSwitch === true);
      request.log.info({ userId: viewer.userId, organizationId: answer.membership.organizationId }, "family joined an organization");
      return reply.status(201).send(answer);
    },
  );

  api.get(
    "",
    { config: { action: "membership.read" }, schema: memberRoute("The organizations his family belongs to", { response: { 200: ZMembershipsResponse } }) },
    (request, reply) => {
      reply.header("cache-control", "no-store");
      return getMemberships(db, actorOf(request));
    },
  );

  api.delete(
    "/:organizationId",
    {
      config: { action: "membership.leave" },
      schema: memberRoute("His family leaves the organization", { params: ZMembershipParams, response: { 200: ZLeaveResponse } }),
    },
    async (request) => {
      const viewer = actorOf(request);
      const answer = await leaveOrganization(db, viewer, request.params.organizationId);
      request.log.info({ userId: viewer.userId, organizationId: request.params.organizationId }, "family left an organization");
      return answer;
    },
  );
}

/** Registered under /api/public/organizations: anyone, signed in or not. */
export async function publicOrganizationRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  api.get(
    "/:slug",
    {
      config: { action: "organization.public.read" },
      schema: routeSchemas(tags, errorResponses(400, 404))("An organization's public page: its name, description and published plans", {
        params: ZOrganizationSlugParams,
        response: { 200: ZPublicOrganizationResponse },
      }),
    },
    (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return getPublicOrganization(db, request.params.slug);
    },
  );
}
