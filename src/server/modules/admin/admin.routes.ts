// /api/admin/*: the global admin's dashboard, the review queue, and the studio (modules/studio) mounted for every
// plan. Only a global admin (an admin with no organization) gets past the guard.
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { App } from "../../http/app-instance.ts";
import type { FastifyRequest } from "fastify";
import { actorOf, actorOfRegistered } from "../../policies/route-actions.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import {
  ZAdminDashboardResponse,
  ZCreatePlanRequest,
  ZPlanIdParams,
  ZLibraryImportResponse,
  ZSampleImportResponse,
  ZTestEmailResponse,
} from "../../../shared/schemas/admin.ts";
import { getAdminDashboard, importLibraryData, importSampleData, sendTestEmail } from "./admin-dashboard.service.ts";
import { approveReview, getReviewQueue, returnReview } from "../studio/review-plan.ts";
import { registerAuthoringRoutes } from "../studio/authoring.routes.ts";
import { registerPlanStudioRoutes } from "../studio/plan-studio.routes.ts";
import { ZApproveReviewRequest, ZPublishResponse, ZReturnReviewRequest, ZReturnReviewResponse, ZReviewQueueResponse } from "../../../shared/schemas/studio.ts";
import { registerContentEditRoutes } from "../studio/content-edit.routes.ts";

const errors = errorResponses(400, 401, 403);
const tags = ["admin"];
const adminRoute = routeSchemas(tags, errors);
/** Every studio route's action: a global admin, refused before the body is even parsed (policies/plan.ts). */
const STUDIO = { action: "admin.studio" } as const;

export async function adminRoutes(app: App): Promise<void> {
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    const { db, mailer, config } = app.deps;
    const reviewNotice = { mailer, appUrl: config.appUrl };
    const paymentsConfigured = Boolean(config.stripe.secretKey);
    // The studio's author: the global admin (every plan; what he creates is the platform's, his publications need no review).
    const authorOf = (request: FastifyRequest) => actorOfRegistered(request, STUDIO.action);

    admin.get(
      "/dashboard",
      { config: STUDIO, schema: adminRoute("Stat cards, plans, newest purchases and organizations", { response: { 200: ZAdminDashboardResponse } }) },
      async (request) => getAdminDashboard(db, mailer, authorOf(request)),
    );

    // Authoring (creating plans and items, week assignments, status) and the plan studio.
    const studio = { prefix: "", tags, db, action: STUDIO.action, authorOf, paymentsConfigured } as const;
    registerAuthoringRoutes(scope, { ...studio, plan: { body: ZCreatePlanRequest, summary: "Create a plan of the platform (always a draft, free)" } });
    registerPlanStudioRoutes(scope, studio);

    // The review queue: organizations' first publications and changes to their published plans.
    admin.get(
      "/reviews",
      { config: STUDIO, schema: adminRoute("Plans waiting for review, oldest request first", { response: { 200: ZReviewQueueResponse } }) },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return getReviewQueue(db);
      },
    );

    admin.post(
      "/reviews/:planId/approve",
      {
        config: STUDIO,
        schema: adminRoute("Approve the version read: the plan (or its draft) is published", {
          params: ZPlanIdParams,
          body: ZApproveReviewRequest,
          response: { 200: ZPublishResponse, ...errorResponses(404, 409) },
        }),
      },
      async (request) =>
        approveReview(db, authorOf(request), { planId: request.params.planId, version: request.body.version, paymentsConfigured }, reviewNotice),
    );

    admin.post(
      "/reviews/:planId/return",
      {
        config: STUDIO,
        schema: adminRoute("Return a plan to its organization with a note", {
          params: ZPlanIdParams,
          body: ZReturnReviewRequest,
          response: { 200: ZReturnReviewResponse, ...errorResponses(404, 409) },
        }),
      },
      async (request) => returnReview(db, authorOf(request), { planId: request.params.planId, note: request.body.note }, reviewNotice),
    );

    // Edit and delete after creation: every plan and item (the guard above admits global admins only).
    registerContentEditRoutes(scope, studio);

    admin.post(
      "/sample-import",
      { config: STUDIO, schema: adminRoute("Import the sample plan and its content (idempotent)", { response: { 200: ZSampleImportResponse } }) },
      async () => importSampleData(db),
    );

    admin.post(
      "/library-import",
      {
        config: STUDIO,
        schema: adminRoute("Import the launch library: one plan per category, the sample plan included (idempotent, all or nothing)", {
          response: { 200: ZLibraryImportResponse },
        }),
      },
      async () => importLibraryData(db),
    );

    admin.post(
      "/test-email",
      {
        schema: adminRoute("Send a test mail to the signed-in admin", { response: { 200: ZTestEmailResponse, ...errorResponses(503) } }),
        config: { ...STUDIO, rateLimit: { max: 5, timeWindow: "1 minute" } },
      },
      (request) => {
        const viewer = actorOf(request);
        return sendTestEmail(mailer, { email: viewer.email, fullName: viewer.fullName });
      },
    );
  });
}
