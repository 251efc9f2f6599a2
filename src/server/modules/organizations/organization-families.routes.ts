// An organization's member families: the leader's roster and invitations under /api/organizations/mine,
// a family's memberships under /api/memberships, an organization's public page under /api/public/organizations.
import { ZLanguageFilterQuery } from "../../../shared/language.ts";
import { requestLocale } from "../../lib/i18n.ts";
import type { App } from "../../http/app-instance.ts";
import { perHour, perMinute, routesIn } from "../../http/declare-route.ts";
import { errorResponses } from "../../lib/error-responses.ts";
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

/** Registered under /api/organizations beside organizationRoutes. */
export async function organizationFamilyRoutes(app: App): Promise<void> {
  const { db, mailer, config } = app.deps;

  const route = routesIn(app, tags, errorResponses(400, 401, 403, 404, 409, 429));

  route.get("/mine/families", "organization.families.read", {
    summary: "Its member families (dad's name, number of sons, joined) and, for owners, the link and mailed invitations",
    response: { 200: ZFamilyRosterResponse },
    cacheControl: "no-store",
    handler: ({ actor }) => getRoster(db, config.appUrl, actor),
  });

  route.post("/mine/families/link", "organization.families.invite", {
    summary: "A new shared invitation link (the earlier one stops working)",
    response: { 201: ZInvitationLinkResponse },
    rateLimit: perHour(20),
    handler: ({ actor }) => createInvitationLink(db, config.appUrl, actor),
  });

  route.delete("/mine/families/link", "organization.families.invite", {
    summary: "Withdraw the shared invitation link",
    response: { 200: ZMessageResponse },
    handler: ({ actor }) => revokeInvitationLink(db, actor),
  });

  route.post("/mine/families/invitations", "organization.families.invite", {
    summary: "Invite families by e-mail (one follow-up after a few days, then none)",
    body: ZFamilyInvitationsRequest,
    response: { 201: ZFamilyInvitationsResponse },
    rateLimit: perHour(30),
    handler: async ({ actor, body, log, request }) => {
      const answer = await inviteFamilies(db, mailer, config.appUrl, actor, body.emails, new Date(), await requestLocale(request));
      log.info({ organizationId: actor.organizationId, sent: answer.sent }, "family invitations sent");
      return answer;
    },
  });

  route.delete("/mine/families/invitations/:invitationId", "organization.families.invite", {
    summary: "Withdraw a mailed invitation",
    params: ZFamilyInvitationIdParams,
    response: { 200: ZMessageResponse },
    handler: ({ actor, params }) => revokeFamilyInvitation(db, actor, params.invitationId),
  });

  route.get("/mine/plans/:planId/guide/:week", "organization.leaderGuide.read", {
    summary: "A week's printable leader guide of one of its plans",
    params: ZLeaderGuideParams,
    response: { 200: ZLeaderGuideResponse },
    cacheControl: "no-store",
    handler: async ({ actor, params, request }) => getStaffLeaderGuide(db, actor, params.planId, params.week, await requestLocale(request)),
  });
}

/** Registered under /api/memberships: a family's organizations. */
export async function membershipRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  // POST, so the token stays out of addresses and access logs.
  const route = routesIn(app, ["memberships"], errorResponses(400, 401, 403, 404, 409));

  route.post("/invitation", "membership.invitation.read", {
    summary: "What an invitation token opens: the organization and whether it still works",
    body: ZInvitationTokenRequest,
    response: { 200: ZInvitationPreviewResponse },
    rateLimit: perMinute(30),
    handler: async ({ body, request, reply }) => {
      const viewer = await request.viewer();
      reply.header("cache-control", "no-store");
      return previewInvitation(db, viewer, body.token);
    },
  });

  route.post("", "membership.join", {
    summary: "A dad accepts an invitation for his family (and, with a group's link, joins the group and its plan's week)",
    body: ZJoinRequest,
    response: { 201: ZJoinResponse },
    rateLimit: perMinute(30),
    handler: async ({ actor: viewer, body, log }) => {
      const answer = await joinOrganization(db, viewer, body.token, body.confirmSwitch === true);
      log.info({ userId: viewer.userId, organizationId: answer.membership.organizationId }, "family joined an organization");
      return answer;
    },
  });

  route.get("", "membership.read", {
    summary: "The organizations his family belongs to",
    response: { 200: ZMembershipsResponse },
    cacheControl: "no-store",
    handler: ({ actor }) => getMemberships(db, actor),
  });

  route.delete("/:organizationId", "membership.leave", {
    summary: "His family leaves the organization",
    params: ZMembershipParams,
    response: { 200: ZLeaveResponse },
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
  const route = routesIn(app, tags, errorResponses(400, 404));

  route.get("/:slug", "organization.public.read", {
    summary: "An organization's public page: its name, description and published plans",
    params: ZOrganizationSlugParams,
    querystring: ZLanguageFilterQuery,
    response: { 200: ZPublicOrganizationResponse },
    cacheControl: "public, max-age=60",
    handler: async ({ params, query, request, reply }) => {
      // The order follows the reader's language (his browser's, or the one the switch keeps in a cookie): a shared cache
      // keeps one answer per both.
      reply.header("vary", "Accept-Language, Cookie");
      return getPublicOrganization(db, params.slug, { first: await requestLocale(request), filter: query.language });
    },
  });
}
