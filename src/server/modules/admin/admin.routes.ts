// /api/admin/*: the global admin's dashboard, the review queue, and the studio (modules/studio) mounted for every
// plan. Only a global admin (an admin with no organization) gets past the guard.
import type { App } from "../../http/app-instance.ts";
import type { FastifyRequest } from "fastify";
import { actorOfRegistered } from "../../policies/route-actions.ts";
import { perMinute, routesIn } from "../../http/declare-route.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { requestLocale } from "../../lib/i18n.ts";
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
/** Every studio route's action: a global admin, refused before the body is even parsed (policies/plan.ts). */
const STUDIO = "admin.studio";

export async function adminRoutes(app: App): Promise<void> {
  await app.register(async (scope) => {
    const { db, mailer, config } = app.deps;
    const reviewNotice = { mailer, appUrl: config.appUrl };
    const paymentsConfigured = Boolean(config.stripe.secretKey);
    // The studio's author: the global admin (every plan; what he creates is the platform's, his publications need no review).
    const authorOf = (request: FastifyRequest) => actorOfRegistered(request, STUDIO);

    const route = routesIn(scope, tags, errors);

    route.get("/dashboard", STUDIO, {
      summary: "Stat cards, plans, newest purchases and organizations",
      response: { 200: ZAdminDashboardResponse },
      handler: async ({ actor }) => getAdminDashboard(db, mailer, actor),
    });

    // Authoring (creating plans and items, week assignments, status) and the plan studio.
    const studio = { prefix: "", tags, db, action: STUDIO, authorOf, paymentsConfigured } as const;
    registerAuthoringRoutes(scope, { ...studio, plan: { body: ZCreatePlanRequest, summary: "Create a plan of the platform (always a draft, free)" } });
    registerPlanStudioRoutes(scope, studio);

    // The review queue: organizations' first publications and changes to their published plans.
    route.get("/reviews", STUDIO, {
      summary: "Plans waiting for review, oldest request first",
      response: { 200: ZReviewQueueResponse },
      cacheControl: "no-store",
      handler: () => getReviewQueue(db),
    });

    route.post("/reviews/:planId/approve", STUDIO, {
      summary: "Approve the version read: the plan (or its draft) is published",
      params: ZPlanIdParams,
      body: ZApproveReviewRequest,
      response: { 200: ZPublishResponse, ...errorResponses(404, 409) },
      handler: async ({ actor, params, body, request }) =>
        approveReview(db, actor, { planId: params.planId, version: body.version, paymentsConfigured, locale: await requestLocale(request) }, reviewNotice),
    });

    route.post("/reviews/:planId/return", STUDIO, {
      summary: "Return a plan to its organization with a note",
      params: ZPlanIdParams,
      body: ZReturnReviewRequest,
      response: { 200: ZReturnReviewResponse, ...errorResponses(404, 409) },
      handler: async ({ actor, params, body }) => returnReview(db, actor, { planId: params.planId, note: body.note }, reviewNotice),
    });

    // Edit and delete after creation: every plan and item (the guard above admits global admins only).
    registerContentEditRoutes(scope, studio);

    route.post("/sample-import", STUDIO, {
      summary: "Import the sample plan and its content (idempotent)",
      response: { 200: ZSampleImportResponse },
      handler: async () => importSampleData(db),
    });

    route.post("/library-import", STUDIO, {
      summary: "Import the launch library: one plan per category, the sample plan included (idempotent, all or nothing)",
      response: { 200: ZLibraryImportResponse },
      handler: async () => importLibraryData(db),
    });

    route.post("/test-email", STUDIO, {
      summary: "Send a test mail to the signed-in admin",
      response: { 200: ZTestEmailResponse, ...errorResponses(503) },
      rateLimit: perMinute(5),
      handler: ({ actor: viewer }) => sendTestEmail(mailer, { email: viewer.email, fullName: viewer.fullName, language: viewer.language }),
    });
  });
}
