// A church's groups (decision 093): the staff's list and "new group" under /api/organizations/mine/groups, a group's
// invitation link, the members' list on the church page under /api/memberships, and the short link /j/<code>.
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  api.get(
    "/mine/groups",
    {
      config: { action: "organization.groups.read" },
      schema: staffRoute("Its groups with their plan, members and families on the plan (owners: each group's link), and the plans a group may run", {
        response: { 200: ZChurchGroupsResponse },
      }),
    },
    (request, reply) => {
      reply.header("cache-control", "no-store");
      return getChurchGroups(db, config.appUrl, actorOf(request));
    },
  );

  api.post(
    "/mine/groups",
    {
      config: { action: "organization.groups.create", rateLimit: { max: 30, timeWindow: "1 hour" } },
      schema: staffRoute("A group of the organization running one of the plans it may run from a start date; its maker leads it", {
        body: ZCreateChurchGroupRequest,
        response: { 201: ZChurchGroupCreatedResponse },
      }),
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const answer = await createChurchGroup(db, { appUrl: config.appUrl, staffTwoFactorRequired: config.requireStaffTwoFactor }, actor, request.body);
      request.log.info({ userId: actor.viewer.userId, organizationId: actor.organizationId, groupId: answer.group.id }, "church group created");
      return reply.status(201).send(answer);
    },
  );

  api.post(
    "/mine/groups/:groupId/link",
    {
      config: { action: "organization.groups.invite", rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: staffRoute("A new invitation link that carries this group (its earlier link stops working)", {
        params: ZChurchGroupParams,
        response: { 201: ZInvitationLinkResponse },
      }),
    },
    async (request, reply) => reply.status(201).send(await createGroupInvitationLink(db, config.appUrl, actorOf(request), request.params.groupId)),
  );
}

/** Registered under /api/memberships: the church page's groups for its member families. */
export async function memberChurchGroupRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  api.get(
    "/churches/:slug/groups",
    {
      config: { action: "membership.groups.read" },
      schema: routeSchemas(["memberships"], errorResponses(400, 401, 403, 404))("The organization's groups, for its member families and staff", {
        params: ZOrganizationSlugParams,
        response: { 200: ZMemberChurchGroupsResponse },
      }),
    },
    (request, reply) => {
      reply.header("cache-control", "no-store");
      return getMemberChurchGroups(db, actorOf(request), request.params.slug);
    },
  );
}

/** Registered at the root: /j/<code>, the short address of a shared invitation link. */
export async function shortLinkRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  api.get(
    "/j/:code",
    {
      config: { action: "membership.shortLink", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["memberships"],
        summary: "A short invitation link: redirects to its join page (an unknown code to the join page's 'not valid')",
        params: ZShortLinkParams,
        response: { 302: z.null().describe("Location: the join page"), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // The token must not be kept by a shared cache: a withdrawn link must stop working at once.
      reply.header("cache-control", "no-store");
      return reply.redirect(await shortLinkTarget(db, request.params.code), 302);
    },
  );
}
