// A church's groups: the staff's list and "new group" under /api/organizations/mine/groups, a group's
// invitation link, the members' list on the church page under /api/memberships, and the short link /j/<code>.
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { perHour, perMinute, routesOf } from "../../http/declare-route.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import {
  ZChurchGroupCreatedResponse,
  ZChurchGroupParams,
  ZChurchGroupsResponse,
  ZCreateChurchGroupRequest,
  ZMemberChurchGroupsResponse,
} from "../../../shared/schemas/church-groups.ts";
import { ZInvitationLinkResponse, ZOrganizationSlugParams, ZShortLinkParams } from "../../../shared/schemas/organization-families.ts";
import { createChurchGroup, createGroupInvitationLink, getChurchGroups, getMemberChurchGroups, shortLinkTarget } from "./church-groups.service.ts";

const staffRoute = routeSchemas(["organizations"], errorResponses(400, 401, 403, 404));

/** Registered under /api/organizations beside organizationRoutes. */
export async function churchGroupRoutes(app: App): Promise<void> {
  const { db, config } = app.deps;

  const route = routesOf(app);

  route.get("/mine/groups", "organization.groups.read", {
    schema: staffRoute("Its groups with their plan, members and families on the plan (owners: each group's link), and the plans a group may run", {
      response: { 200: ZChurchGroupsResponse },
    }),
    handler: ({ actor, reply }) => {
      reply.header("cache-control", "no-store");
      return getChurchGroups(db, config.appUrl, actor);
    },
  });

  route.post("/mine/groups", "organization.groups.create", {
    schema: staffRoute("A group of the organization running one of the plans it may run from a start date; its maker leads it", {
      body: ZCreateChurchGroupRequest,
      response: { 201: ZChurchGroupCreatedResponse },
    }),
    rateLimit: perHour(30),
    handler: async ({ actor, body, log, reply }) => {
      const answer = await createChurchGroup(db, { appUrl: config.appUrl, staffTwoFactorRequired: config.requireStaffTwoFactor }, actor, body);
      log.info({ userId: actor.viewer.userId, organizationId: actor.organizationId, groupId: answer.group.id }, "church group created");
      return reply.status(201).send(answer);
    },
  });

  route.post("/mine/groups/:groupId/link", "organization.groups.invite", {
    schema: staffRoute("A new invitation link that carries this group (its earlier link stops working)", {
      params: ZChurchGroupParams,
      response: { 201: ZInvitationLinkResponse },
    }),
    rateLimit: perHour(20),
    handler: async ({ actor, params, reply }) => reply.status(201).send(await createGroupInvitationLink(db, config.appUrl, actor, params.groupId)),
  });
}

/** Registered under /api/memberships: the church page's groups for its member families. */
export async function memberChurchGroupRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const route = routesOf(app);

  route.get("/churches/:slug/groups", "membership.groups.read", {
    schema: routeSchemas(["memberships"], errorResponses(400, 401, 403, 404))("The organization's groups, for its member families and staff", {
      params: ZOrganizationSlugParams,
      response: { 200: ZMemberChurchGroupsResponse },
    }),
    handler: ({ actor, params, reply }) => {
      reply.header("cache-control", "no-store");
      return getMemberChurchGroups(db, actor, params.slug);
    },
  });
}

/** Registered at the root: /j/<code>, the short address of a shared invitation link. */
export async function shortLinkRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const route = routesOf(app);

  route.get("/j/:code", "membership.shortLink", {
    schema: {
      tags: ["memberships"],
      summary: "A short invitation link: redirects to its join page (an unknown code to the join page's 'not valid')",
      params: ZShortLinkParams,
      response: { 302: z.null().describe("Location: the join page"), ...errorResponses(400, 429) },
    },
    rateLimit: perMinute(30),
    handler: async ({ params, reply }) => {
      // The token must not be kept by a shared cache: a withdrawn link must stop working at once.
      reply.header("cache-control", "no-store");
      return reply.redirect(await shortLinkTarget(db, params.code), 302);
    },
  });
}
