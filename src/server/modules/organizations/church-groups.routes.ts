// A church's groups: the staff's list and "new group" under /api/organizations/mine/groups, a group's
// invitation link, the members' list on the church page under /api/memberships, and the short link /j/<code>.
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { perHour, perMinute, routesIn } from "../../http/declare-route.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import {
  ZChurchGroupCreatedResponse,
  ZChurchGroupParams,
  ZChurchGroupsResponse,
  ZCreateChurchGroupRequest,
  ZMemberChurchGroupsResponse,
} from "../../../shared/schemas/church-groups.ts";
import { ZInvitationLinkResponse, ZOrganizationSlugParams, ZShortLinkParams } from "../../../shared/schemas/organization-families.ts";
import { createChurchGroup, createGroupInvitationLink, getChurchGroups, getMemberChurchGroups, shortLinkTarget } from "./church-groups.service.ts";

/** Registered under /api/organizations beside organizationRoutes. */
export async function churchGroupRoutes(app: App): Promise<void> {
  const { db, config } = app.deps;

  const route = routesIn(app, ["organizations"], errorResponses(400, 401, 403, 404));

  route.get("/mine/groups", "organization.groups.read", {
    summary: "Its groups with their plan, members and families on the plan (owners: each group's link), and the plans a group may run",
    response: { 200: ZChurchGroupsResponse },
    cacheControl: "no-store",
    handler: ({ actor }) => getChurchGroups(db, config.appUrl, actor),
  });

  route.post("/mine/groups", "organization.groups.create", {
    summary: "A group of the organization running one of the plans it may run from a start date; its maker leads it",
    body: ZCreateChurchGroupRequest,
    response: { 201: ZChurchGroupCreatedResponse },
    rateLimit: perHour(30),
    handler: async ({ actor, body, log }) => {
      const answer = await createChurchGroup(db, { appUrl: config.appUrl, staffTwoFactorRequired: config.requireStaffTwoFactor }, actor, body);
      log.info({ userId: actor.viewer.userId, organizationId: actor.organizationId, groupId: answer.group.id }, "church group created");
      return answer;
    },
  });

  route.post("/mine/groups/:groupId/link", "organization.groups.invite", {
    summary: "A new invitation link that carries this group (its earlier link stops working)",
    params: ZChurchGroupParams,
    response: { 201: ZInvitationLinkResponse },
    rateLimit: perHour(20),
    handler: ({ actor, params }) => createGroupInvitationLink(db, config.appUrl, actor, params.groupId),
  });
}

/** Registered under /api/memberships: the church page's groups for its member families. */
export async function memberChurchGroupRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const route = routesIn(app, ["memberships"], errorResponses(400, 401, 403, 404));

  route.get("/churches/:slug/groups", "membership.groups.read", {
    summary: "The organization's groups, for its member families and staff",
    params: ZOrganizationSlugParams,
    response: { 200: ZMemberChurchGroupsResponse },
    cacheControl: "no-store",
    handler: ({ actor, params }) => getMemberChurchGroups(db, actor, params.slug),
  });
}

/** Registered at the root: /j/<code>, the short address of a shared invitation link. */
export async function shortLinkRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const route = routesIn(app, ["memberships"], errorResponses(400, 429));

  route.get("/j/:code", "membership.shortLink", {
    summary: "A short invitation link: redirects to its join page (an unknown code to the join page's 'not valid')",
    params: ZShortLinkParams,
    response: { 302: z.null().describe("Location: the join page") },
    rateLimit: perMinute(30),
    // The token must not be kept by a shared cache: a withdrawn link must stop working at once.
    cacheControl: "no-store",
    handler: async ({ params, reply }) => reply.redirect(await shortLinkTarget(db, params.code), 302),
  });
}
