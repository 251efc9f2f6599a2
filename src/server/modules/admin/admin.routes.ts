// /api/admin/*: the admin studio. Only a global admin (an admin with no organization) gets past the guard.
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { App } from "../../app.ts";
import { authorize, can } from "../../auth/policy-table.ts";
import { messages } from "../../../shared/messages.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import {
  ZAdminDashboardResponse,
  ZCreateChallengeRequest,
  ZCreateDadsCornerRequest,
  ZCreateDevotionalRequest,
  ZCreatedItemResponse,
  ZCreatePlanRequest,
  ZPlanContentResponse,
  ZPlanIdParams,
  ZPlanResponse,
  ZLibraryImportResponse,
  ZSampleImportResponse,
  ZSavePlanContentRequest,
  ZSavePlanContentResponse,
  ZSetPlanStatusRequest,
  ZTestEmailResponse,
} from "../../../shared/schemas/admin.ts";
import {
  createChallenge,
  createDadsCorner,
  createDevotional,
  createPlan,
  getAdminDashboard,
  getPlanContent,
  importLibraryData,
  importSampleData,
  savePlanContent,
  sendTestEmail,
  setPlanStatus,
} from "./admin.service.ts";
import { ALL_PLANS } from "./admin.queries.ts";
import { registerContentEditRoutes } from "./content-edit.routes.ts";

const errors = errorResponses(400, 401, 403);
const tags = ["admin"];
const adminRoute = routeSchemas(tags, errors);

export async function registerAdminRoutes(app: App): Promise<void> {
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    const { db, mailer } = app.deps;

    // Before the body is even parsed: whoever is not a global admin is refused the same way on every
    // endpoint (401 signed out, 403 otherwise), whatever they send.
    admin.addHook("onRequest", can("admin.studio"));

    admin.get(
      "/api/admin/dashboard",
      { schema: adminRoute("Stat cards, plans, newest purchases and organizations", { response: { 200: ZAdminDashboardResponse } }) },
      async () => {
        return getAdminDashboard(db, mailer);
      },
    );

    admin.post(
      "/api/admin/plans",
      { schema: adminRoute("Create a plan (always a draft)", { body: ZCreatePlanRequest, response: { 201: ZPlanResponse } }) },
      async (request, reply) => reply.status(201).send({ plan: await createPlan(db, request.body) }),
    );

    admin.put(
      "/api/admin/plans/:planId/status",
      {
        schema: adminRoute("Publish (needs a week of content) or unpublish a plan", {
          params: ZPlanIdParams,
          body: ZSetPlanStatusRequest,
          response: { 200: ZPlanResponse, ...errorResponses(404, 409) },
        }),
      },
      async (request) => ({ plan: await setPlanStatus(db, request.params.planId, request.body.status) }),
    );

    admin.get(
      "/api/admin/plans/:planId/content",
      {
        schema: adminRoute("A plan's weekly content and every item to choose from", {
          params: ZPlanIdParams,
          response: { 200: ZPlanContentResponse, ...errorResponses(404) },
        }),
      },
      async (request) => getPlanContent(db, request.params.planId),
    );

    admin.put(
      "/api/admin/plans/:planId/content",
      {
        schema: {
          tags,
          summary: "Replace a plan's weekly content",
          params: ZPlanIdParams,
          body: ZSavePlanContentRequest,
          response: {
            200: ZSavePlanContentResponse,
            ...errorResponses(404, 409),
            ...errors,
          },
        },
      },
      async (request) => ({
        message: messages.planContentSaved,
        weeks: await savePlanContent(db, request.params.planId, request.body.weeks),
      }),
    );

    admin.post(
      "/api/admin/devotionals",
      { schema: adminRoute("Create a devotional", { body: ZCreateDevotionalRequest, response: { 201: ZCreatedItemResponse } }) },
      async (request, reply) => reply.status(201).send(await createDevotional(db, request.body)),
    );

    admin.post(
      "/api/admin/challenges",
      { schema: adminRoute("Create a fitness challenge", { body: ZCreateChallengeRequest, response: { 201: ZCreatedItemResponse } }) },
      async (request, reply) => reply.status(201).send(await createChallenge(db, request.body)),
    );

    admin.post(
      "/api/admin/dads-corner",
      { schema: adminRoute("Create a Dad's Corner entry", { body: ZCreateDadsCornerRequest, response: { 201: ZCreatedItemResponse } }) },
      async (request, reply) => reply.status(201).send(await createDadsCorner(db, request.body)),
    );

    // Edit and delete after creation: every plan and item (the guard above admits global admins only).
    registerContentEditRoutes(scope, { prefix: "/api/admin", tags, db, scopeOf: async () => ALL_PLANS });

    admin.post(
      "/api/admin/sample-import",
      { schema: adminRoute("Import the sample plan and its content (idempotent)", { response: { 200: ZSampleImportResponse } }) },
      async () => importSampleData(db),
    );

    admin.post(
      "/api/admin/library-import",
      {
        schema: adminRoute("Import the launch library: one plan per category, the sample plan included (idempotent, all or nothing)", {
          response: { 200: ZLibraryImportResponse },
        }),
      },
      async () => importLibraryData(db),
    );

    admin.post(
      "/api/admin/test-email",
      {
        schema: adminRoute("Send a test mail to the signed-in admin", { response: { 200: ZTestEmailResponse, ...errorResponses(503) } }),
        config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
      },
      async (request) => {
        const viewer = await authorize(request, "admin.studio");
        return sendTestEmail(mailer, { email: viewer.email, fullName: viewer.fullName });
      },
    );
  });
}
