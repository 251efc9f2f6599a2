// /api/organizations/*: an organization's dashboard, settings, staff and authoring. Each route names the rule
// of auth/organization-policy.ts it enforces; authoring is the studio module's (modules/studio) with the
// organization's scope, so a foreign plan or item id matches nothing and answers 404 (docs/decisions/008).
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import type { Database } from "../../db/client.ts";
import { actorOf } from "../../auth/route-actions.ts";
import { messages } from "../../../shared/messages.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import {
  ZCreateChallengeRequest,
  ZCreateDadsCornerRequest,
  ZCreateDevotionalRequest,
  ZCreatedItemResponse,
  type TCreatedItemResponse,
  ZPlanContentResponse,
  ZPlanIdParams,
  ZSavePlanContentRequest,
  ZSavePlanContentResponse,
  ZSetPlanStatusRequest,
} from "../../../shared/schemas/admin.ts";
import { ZWeekContent } from "../../../shared/schemas/content.ts";
import {
  ZAcceptInvitationRequest,
  ZAcceptInvitationResponse,
  ZInvitationIdParams,
  ZInvitationRequest,
  ZInvitationResponse,
  ZMemberIdParams,
  ZOrganizationHomeResponse,
  ZOrganizationPlanRequest,
  ZOrganizationPlanResponse,
  ZOrganizationRequest,
  ZOrganizationResponse,
  ZPreviewQuery,
  ZStaffResponse,
} from "../../../shared/schemas/organizations.ts";
import { ZOkResponse } from "../../../shared/schemas/common.ts";
import { createChallenge, createDadsCorner, createDevotional, createPlan, getPlanContent, savePlanContent } from "../studio/authoring.service.ts";
import { changePlanStatus } from "../studio/plan-studio.service.ts";
import { registerPlanStudioRoutes } from "../studio/plan-studio.routes.ts";
import { ZPublishResponse } from "../../../shared/schemas/studio.ts";
import { registerContentEditRoutes } from "../studio/content-edit.routes.ts";
import {
  acceptInvitation,
  createOrganization,
  getOrganizationHome,
  getStaff,
  inviteStaff,
  previewWeek,
  removeStaffMember,
  revokeInvitation,
  scopeOf,
  updateOrganizationSettings,
} from "./organizations.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ["organizations"];
const organizationRoute = routeSchemas(tags, errors);

export async function organizationRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, config } = app.deps;
  const paymentsConfigured = Boolean(config.stripe.secretKey);

  // ---------- the organization itself ----------

  // Any signed-in viewer may read his own organization home (empty, with canCreate, when he has none).
  api.get(
    "/mine",
    {
      config: { action: "organization.mine.read" },
      schema: organizationRoute("His organization's dashboard and settings (or what he may do without one)", { response: { 200: ZOrganizationHomeResponse } }),
    },
    (request, reply) => {
      // An owner without two-factor sees the set-up request instead of his dashboard (decision 016).
      const viewer = actorOf(request, "organization.mine.read");
      reply.header("cache-control", "no-store");
      return getOrganizationHome(db, viewer, paymentsConfigured);
    },
  );

  // A dad or a global admin on no staff may start one (mayCreateOrganization).
  api.post(
    "",
    {
      config: { action: "organization.create" },
      schema: organizationRoute("Start an organization (one per creator); the creator becomes its owner", {
        body: ZOrganizationRequest,
        response: { 201: ZOrganizationResponse },
      }),
    },
    async (request, reply) => {
      const viewer = actorOf(request, "organization.create");
      const organization = await createOrganization(db, viewer, request.body);
      request.log.info({ userId: viewer.userId, organizationId: organization.id }, "organization created");
      return reply.status(201).send({ organization, message: "Organization created" });
    },
  );

  // Owners only change settings.
  api.put(
    "/mine",
    {
      config: { action: "organization.update" },
      schema: organizationRoute("Update the organization's name and description (owners)", {
        body: ZOrganizationRequest,
        response: { 200: ZOrganizationResponse },
      }),
    },
    async (request) => {
      const actor = actorOf(request, "organization.update");
      return { organization: await updateOrganizationSettings(db, actor, request.body), message: messages.organizationUpdated };
    },
  );

  // ---------- staff ----------

  api.get(
    "/mine/staff",
    {
      config: { action: "organization.staff.read" },
      schema: organizationRoute("Staff members and pending invitations", { response: { 200: ZStaffResponse } }),
    },
    (request, reply) => {
      const actor = actorOf(request, "organization.staff.read");
      reply.header("cache-control", "no-store");
      return getStaff(db, actor);
    },
  );

  api.post(
    "/mine/invitations",
    {
      schema: organizationRoute("Invite someone by email as owner or editor (owners)", { body: ZInvitationRequest, response: { 201: ZInvitationResponse } }),
      config: { action: "organization.staff.manage", rateLimit: { max: 20, timeWindow: "1 hour" } },
    },
    async (request, reply) => {
      const actor = actorOf(request, "organization.staff.manage");
      return reply.status(201).send(await inviteStaff(db, mailer, config.appUrl, actor, request.body));
    },
  );

  api.delete(
    "/mine/invitations/:invitationId",
    {
      config: { action: "organization.staff.manage" },
      schema: organizationRoute("Revoke a pending invitation (owners)", { params: ZInvitationIdParams, response: { 200: ZOkResponse } }),
    },
    async (request) => {
      const actor = actorOf(request, "organization.staff.manage");
      await revokeInvitation(db, actor, request.params.invitationId);
      return { ok: true as const };
    },
  );

  api.delete(
    "/mine/members/:userId",
    {
      config: { action: "organization.staff.manage" },
      schema: organizationRoute("Remove someone from the staff at once (owners; never the last owner)", {
        params: ZMemberIdParams,
        response: { 200: ZOkResponse },
      }),
    },
    async (request) => {
      const actor = actorOf(request, "organization.staff.manage");
      await removeStaffMember(db, actor, request.params.userId);
      return { ok: true as const };
    },
  );

  // A signed-in account with the invited address, on no staff yet, may accept.
  api.post(
    "/invitations/accept",
    {
      config: { action: "organization.invitation.accept" },
      schema: organizationRoute("Accept a staff invitation", { body: ZAcceptInvitationRequest, response: { 200: ZAcceptInvitationResponse } }),
    },
    (request) => {
      const viewer = actorOf(request, "organization.invitation.accept");
      return acceptInvitation(db, viewer, request.body.token);
    },
  );

  // ---------- authoring (owners and editors, scoped to their organization) ----------

  api.post(
    "/mine/plans",
    {
      config: { action: "organization.content.author" },
      schema: organizationRoute("Create a plan of the organization (a draft, with its price in cents)", {
        body: ZOrganizationPlanRequest,
        response: { 201: ZOrganizationPlanResponse },
      }),
    },
    async (request, reply) => {
      const actor = actorOf(request, "organization.content.author");
      return reply.status(201).send({ plan: await createPlan(db, request.body, actor.organizationId) });
    },
  );

  api.get(
    "/mine/plans/:planId/content",
    {
      config: { action: "organization.content.author" },
      schema: organizationRoute("One of its plans' weekly content and its own items to choose from", {
        params: ZPlanIdParams,
        response: { 200: ZPlanContentResponse },
      }),
    },
    (request) => {
      const actor = actorOf(request, "organization.content.author");
      return getPlanContent(db, request.params.planId, scopeOf(actor));
    },
  );

  api.put(
    "/mine/plans/:planId/content",
    {
      config: { action: "organization.content.author" },
      schema: organizationRoute("Replace one of its plans' weekly content", {
        params: ZPlanIdParams,
        body: ZSavePlanContentRequest,
        response: { 200: ZSavePlanContentResponse },
      }),
    },
    async (request) => {
      const actor = actorOf(request, "organization.content.author");
      return { message: messages.planContentSaved, weeks: await savePlanContent(db, request.params.planId, request.body.weeks, scopeOf(actor)) };
    },
  );

  api.put(
    "/mine/plans/:planId/status",
    {
      config: { action: "organization.content.author" },
      schema: organizationRoute("Publish (the checklist; the first publication and changes go to review), unpublish or archive one of its plans", {
        params: ZPlanIdParams,
        body: ZSetPlanStatusRequest,
        response: { 200: ZPublishResponse },
      }),
    },
    (request) => {
      const actor = actorOf(request, "organization.content.author");
      return changePlanStatus(db, request.params.planId, request.body.status, scopeOf(actor), {
        paymentsConfigured,
        actorId: actor.viewer.userId,
        publicReview: true,
      });
    },
  );

  api.get(
    "/mine/plans/:planId/preview",
    {
      config: { action: "organization.content.author" },
      schema: organizationRoute("A week of one of its plans as a dad or a son will see it", {
        params: ZPlanIdParams,
        querystring: ZPreviewQuery,
        response: { 200: ZWeekContent },
      }),
    },
    (request, reply) => {
      const actor = actorOf(request, "organization.content.author");
      reply.header("cache-control", "no-store");
      return previewWeek(db, actor, request.params.planId, request.query.week, request.query.as);
    },
  );

  // Edit and delete after creation, on its own plans and items only (owners and editors).
  await app.register(async (scope) => {
    registerContentEditRoutes(scope, {
      prefix: "/mine",
      tags,
      db,
      action: "organization.content.author",
      scopeOf: async (request) => scopeOf(actorOf(request, "organization.content.author")),
    });
  });

  // The plan studio (issue 33): the one editor, on its own plans only; its publications go to review.
  await app.register(async (scope) => {
    registerPlanStudioRoutes(scope, {
      prefix: "/mine",
      tags,
      db,
      action: "organization.content.author",
      resolve: async (request) => {
        const actor = actorOf(request, "organization.content.author");
        return {
          scope: scopeOf(actor),
          context: { paymentsConfigured, actorId: actor.viewer.userId, publicReview: true },
          owner: actor.organizationId,
        };
      },
    });
  });

  // Write a new item of one kind, owned by the organization (owners and editors).
  const registerItemCreateRoute = <TBody extends z.ZodType<TInput>, TInput>(
    path: string,
    label: string,
    body: TBody,
    create: (db: Database, input: TInput, owner: number) => Promise<TCreatedItemResponse>,
  ) =>
    api.post(
      `/mine/${path}`,
      {
        config: { action: "organization.content.author" },
        schema: organizationRoute(`Write a ${label} of the organization`, { body, response: { 201: ZCreatedItemResponse } }),
      },
      async (request, reply) => {
        const actor = actorOf(request, "organization.content.author");
        return reply.status(201).send(await create(db, request.body as TInput, actor.organizationId));
      },
    );
  registerItemCreateRoute("devotionals", "devotional", ZCreateDevotionalRequest, createDevotional);
  registerItemCreateRoute("challenges", "fitness challenge", ZCreateChallengeRequest, createChallenge);
  registerItemCreateRoute("dads-corner", "Dad's Corner entry", ZCreateDadsCornerRequest, createDadsCorner);
}
