// The plan studio's routes, mounted twice like content-edit.routes.ts: under /api/admin
// for a global admin (every plan; his publications need no review) and under /api/organizations/mine for an
// organization's staff (its own plans only; its publications go to review). Each handler calls its use case with
// the signed-in viewer; the use case's row rule decides which plans are his.
import type { FastifyInstance } from "fastify";
import { errorResponses } from "../../lib/error-responses.ts";
import { ZPlanIdParams } from "../../../shared/schemas/admin.ts";
import {
  IMPORT_BODY_LIMIT,
  ZExportQuery,
  ZImportPreviewResponse,
  ZImportRequest,
  ZImportSavedResponse,
  ZPublishResponse,
  ZSaveWeekRequest,
  ZSaveWeekResponse,
  ZStudioDocument,
  ZStudioResponse,
  ZStudioSavedResponse,
  ZWeekOrderRequest,
  ZWeekParams,
} from "../../../shared/schemas/studio.ts";
import type { StudioRouteOptions } from "./studio-route-options.ts";
import { exportPlan } from "./export-plan.ts";
import { getStudio } from "./get-studio.ts";
import { importPlan, previewImport } from "./import-plan.ts";
import { publishPlan } from "./publish-plan.ts";
import { reorderWeeks } from "./reorder-weeks.ts";
import { saveWeek } from "./save-week.ts";
import { z } from "zod";
import { perHour, routesIn } from "../../http/declare-route.ts";
import { requestLocale } from "../../lib/i18n.ts";

const errors = errorResponses(400, 401, 403, 404, 409);

export function registerPlanStudioRoutes(instance: FastifyInstance, options: StudioRouteOptions): void {
  const { prefix, tags, db, authorOf, action, paymentsConfigured } = options;

  const route = routesIn(instance, tags, errors);

  route.get(`${prefix}/plans/:planId/studio`, action, {
    summary: "The plan editor: the plan, its document (a published plan's draft first), the publish checklist, versions, items to reuse",
    params: ZPlanIdParams,
    response: { 200: ZStudioResponse },
    cacheControl: "no-store",
    handler: async ({ params, request }) =>
      getStudio(db, authorOf(request), { planId: params.planId, paymentsConfigured, locale: await requestLocale(request) }),
  });

  route.put(`${prefix}/plans/:planId/weeks/:week`, action, {
    summary: "Save one week as written (devotional, challenge, Dad's Corner); 409 when the plan changed since `version`",
    params: ZWeekParams,
    body: ZSaveWeekRequest,
    response: { 200: ZSaveWeekResponse },
    handler: async ({ params, body, request }) =>
      saveWeek(db, authorOf(request), { planId: params.planId, weekNumber: params.week, week: body, paymentsConfigured, locale: await requestLocale(request) }),
  });

  route.put(`${prefix}/plans/:planId/week-order`, action, {
    summary: "Reorder the plan's weeks (every week once, the new week 1 first); 409 when the plan changed since `version`",
    params: ZPlanIdParams,
    body: ZWeekOrderRequest,
    response: { 200: ZStudioSavedResponse },
    handler: async ({ params, body, request }) => reorderWeeks(db, authorOf(request), { planId: params.planId, ...body }),
  });

  route.post(`${prefix}/plans/:planId/publish`, action, {
    summary: "Publish the plan or its draft: 409 with the checklist item by item; an organization's goes to review first",
    params: ZPlanIdParams,
    response: { 200: ZPublishResponse },
    handler: async ({ params, request }) =>
      publishPlan(db, authorOf(request), { planId: params.planId, paymentsConfigured, locale: await requestLocale(request) }),
  });

  route.get(`${prefix}/plans/:planId/export`, action, {
    summary: "Export the plan (its draft first) as the studio's Markdown outline or as JSON",
    params: ZPlanIdParams,
    querystring: ZExportQuery,
    response: { 200: z.union([z.string(), ZStudioDocument]) },
    handler: async ({ params, query, request, reply }) => {
      const exported = await exportPlan(db, authorOf(request), { planId: params.planId, format: query.format });
      reply.header("cache-control", "no-store");
      reply.header("content-disposition", `attachment; filename="${exported.fileName}"`);
      if (exported.format === "json") return exported.document;
      reply.type("text/markdown; charset=utf-8");
      return exported.text;
    },
  });

  // Import: the file is read twice, once for the preview (nothing saved) and once to save what the preview showed.
  const importLimits = { bodyLimit: IMPORT_BODY_LIMIT, rateLimit: perHour(30) };
  route.post(`${prefix}/plans/import/preview`, action, {
    ...importLimits,
    summary: "Read a Markdown outline or a .docx: what was understood and what was not; nothing is saved",
    body: ZImportRequest,
    response: { 200: ZImportPreviewResponse },
    handler: async ({ body, request }) => previewImport(body, await requestLocale(request)),
  });

  route.post(`${prefix}/plans/import`, action, {
    ...importLimits,
    summary: "Import a Markdown outline or a .docx as a new draft plan (all or nothing)",
    body: ZImportRequest,
    response: { 201: ZImportSavedResponse },
    handler: async ({ body, request }) => importPlan(db, authorOf(request), body, await requestLocale(request)),
  });
}
