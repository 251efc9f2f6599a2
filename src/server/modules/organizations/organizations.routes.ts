// /api/organizations/*: an organization's dashboard, settings, staff and authoring. Each route names the rule
// of auth/organization-policy.ts it enforces; authoring is the studio module's (modules/studio) with the
// organization's scope, so a foreign plan or item id matches nothing and answers 404.
import type { FastifyRequest } from "fastify";
import type { App } from "../../http/app-instance.ts";
import { actorOfRegistered } from "../../policies/route-actions.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { okOnceDone, perHour, routesIn } from "../../http/declare-route.ts";
import { messages } from "../../../shared/messages.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { ZPlanIdParams } from "../../../shared/schemas/admin.ts";
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
  ZOrganizationRequest,
  ZOrganizationUpdateRequest,
  ZOrganizationResponse,
  ZPreviewQuery,
  ZStaffResponse,
} from "../../../shared/schemas/organizations.ts";
import { ZOkResponse } from "../../../shared/schemas/common.ts";
import { registerAuthoringRoutes } from "../studio/authoring.routes.ts";
import { registerPlanStudioRoutes } from "../studio/plan-studio.routes.ts";
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
  updateOrganizationSettings,
} from "./organizations.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ["organizations"];
/** The action of everything its staff author (its own routes and the studio's, registered below). */
const AUTHOR = "organization.content.author";

export async function organizationRoutes(app: App): Promise<void> {
  const { db, mailer, config } = app.deps;
  const paymentsConfigured = Boolean(config.stripe.secretKey);

  // ---------- the organization itself ----------

  // Any signed-in viewer may read his own organization home (empty, with canCreate, when he has none).
  const route = routesIn(app, tags, errors);

  route.get("/mine", "organization.mine.read", {
    summary: "His organization's dashboard and settings (or what he may do without one)",
    response: { 200: ZOrganizationHomeResponse },
    // An owner without two-factor sees the set-up request instead of his dashboard.
    cacheControl: "no-store",
    handler: ({ actor: viewer }) => getOrganizationHome(db, viewer, paymentsConfigured),
  });

  // A dad or a global admin on no staff may start one (mayCreateOrganization).
  route.post("", "organization.create", {
    summary: "Start an organization (one per creator); the creator becomes its owner",
    body: ZOrganizationRequest,
    response: { 201: ZOrganizationResponse },
    handler: async ({ actor: viewer, body, log }) => {
      const organization = await createOrganization(db, viewer, body);
      log.info({ userId: viewer.userId, organizationId: organization.id }, "organization created");
      return { organization, message: "Organization created" };
    },
  });

  // Owners only change settings.
  route.put("/mine", "organization.update", {
    summary: "Update the organization's name or description (owners); what is not sent is kept",
    body: ZOrganizationUpdateRequest,
    response: { 200: ZOrganizationResponse },
    handler: async ({ actor, body }) => ({ organization: await updateOrganizationSettings(db, actor, body), message: messages.organizationUpdated }),
  });

  // ---------- staff ----------

  route.get("/mine/staff", "organization.staff.read", {
    summary: "Staff members and pending invitations",
    response: { 200: ZStaffResponse },
    cacheControl: "no-store",
    handler: ({ actor }) => getStaff(db, actor),
  });

  route.post("/mine/invitations", "organization.staff.manage", {
    summary: "Invite someone by email as owner or editor (owners)",
    body: ZInvitationRequest,
    response: { 201: ZInvitationResponse },
    rateLimit: perHour(20),
    handler: async ({ actor, body, request }) => inviteStaff(db, mailer, config.appUrl, actor, body, await requestLocale(request)),
  });

  route.delete("/mine/invitations/:invitationId", "organization.staff.manage", {
    summary: "Revoke a pending invitation (owners)",
    params: ZInvitationIdParams,
    response: { 200: ZOkResponse },
    handler: ({ actor, params }) => okOnceDone(revokeInvitation(db, actor, params.invitationId)),
  });

  route.delete("/mine/members/:userId", "organization.staff.manage", {
    summary: "Remove someone from the staff at once (owners; never the last owner)",
    params: ZMemberIdParams,
    response: { 200: ZOkResponse },
    handler: ({ actor, params }) => okOnceDone(removeStaffMember(db, actor, params.userId)),
  });

  // A signed-in account with the invited address, on no staff yet, may accept.
  route.post("/invitations/accept", "organization.invitation.accept", {
    summary: "Accept a staff invitation",
    body: ZAcceptInvitationRequest,
    response: { 200: ZAcceptInvitationResponse },
    handler: ({ actor: viewer, body }) => acceptInvitation(db, viewer, body.token),
  });

  // ---------- authoring (owners and editors, scoped to their organization) ----------

  route.get("/mine/plans/:planId/preview", AUTHOR, {
    summary: "A week of one of its plans as a dad or a son will see it",
    params: ZPlanIdParams,
    querystring: ZPreviewQuery,
    response: { 200: ZWeekContent },
    cacheControl: "no-store",
    handler: ({ actor, params, query }) => previewWeek(db, actor, params.planId, query.week, query.as),
  });

  // The studio's author: an owner or editor (his organization's plans and items; its publications go to review).
  const authorOf = (request: FastifyRequest) => actorOfRegistered(request, AUTHOR).viewer;
  const studio = { prefix: "/mine", tags, db, action: AUTHOR, authorOf, paymentsConfigured } as const;

  // Edit and delete after creation, on its own plans and items only (owners and editors).
  await app.register(async (scope) => {
    registerContentEditRoutes(scope, studio);
  });

  // Authoring (creating plans and items, week assignments, status) and the plan studio: its own plans
  // only; what its staff create is the organization's, and its publications go to review.
  await app.register(async (scope) => {
    const plan = { body: ZOrganizationPlanRequest, summary: "Create a plan of the organization (a draft, with its price in cents)" };
    registerAuthoringRoutes(scope, { ...studio, plan });
    registerPlanStudioRoutes(scope, studio);
  });
}
