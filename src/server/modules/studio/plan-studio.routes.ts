// The plan studio's routes, mounted twice like content-edit.routes.ts: under /api/admin
// for a global admin (every plan; his publications need no review) and under /api/organizations/mine for an
// organization's staff (its own plans only; its publications go to review). Each handler calls its use case with
// the signed-in viewer; the use case's row rule decides which plans are his.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
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

const errors = errorResponses(400, 401, 403, 404, 409);

export function registerPlanStudioRoutes(instance: FastifyInstance, options: StudioRouteOptions): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const { prefix, tags, db, authorOf, action, paymentsConfigured } = options;
  const route = routeSchemas(tags, errors);

  api.get(
    `${prefix}/plans/:planId/studio`,
    {
      config: { action },
      schema: route("The plan editor: the plan, its document (a published plan's draft first), the publish checklist, versions, items to reuse", {
        params: ZPlanIdParams,
        response: { 200: ZStudioResponse },
      }),
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getStudio(db, authorOf(request), { planId: request.params.planId, paymentsConfigured });
    },
  );

  api.put(
    `${prefix}/plans/:planId/weeks/:week`,
    {
      config: { action },
      schema: route("Save one week as written (devotional, challenge, Dad's Corner); 409 when the plan changed since `version`", {
        params: ZWeekParams,
        body: ZSaveWeekRequest,
        response: { 200: ZSaveWeekResponse },
      }),
    },
    async (request) =>
      saveWeek(db, authorOf(request), { planId: request.params.planId, weekNumber: request.params.week, week: request.body, paymentsConfigured }),
  );

  api.put(
    `${prefix}/plans/:planId/week-order`,
    {
      config: { action },
      schema: route("Reorder the plan's weeks (every week once, the new week 1 first); 409 when the plan changed since `version`", {
        params: ZPlanIdParams,
        body: ZWeekOrderRequest,
        response: { 200: ZStudioSavedResponse },
      }),
    },
    async (request) => reorderWeeks(db, authorOf(request), { planId: request.params.planId, ...request.body }),
  );

  api.post(
    `${prefix}/plans/:planId/publish`,
    {
      config: { action },
      schema: route("Publish the plan or its draft: 409 with the checklist item by item; an organization's goes to review first", {
        params: ZPlanIdParams,
        response: { 200: ZPublishResponse },
      }),
    },
    async (request) => publishPlan(db, authorOf(request), { planId: request.params.planId, paymentsConfigured }),
  );

  api.get(
    `${prefix}/plans/:planId/export`,
    {
      config: { action },
      schema: route("Export the plan (its draft first) as the studio's Markdown outline or as JSON", {
        params: ZPlanIdParams,
        querystring: ZExportQuery,
        response: { 200: z.union([z.string(), ZStudioDocument]) },
      }),
    },
    async (request, reply) => {
      const exported = await exportPlan(db, authorOf(request), { planId: request.params.planId, format: request.query.format });
      reply.header("cache-control", "no-store");
      reply.header("content-disposition", `attachment; filename="${exported.fileName}"`);
      if (exported.format === "json") return exported.document;
      reply.type("text/markdown; charset=utf-8");
      return exported.text;
    },
  );

  // Import: the file is read twice, once for the preview (nothing saved) and once to save what the preview showed.
  const importConfig = { bodyLimit: IMPORT_BODY_LIMIT, config: { action, rateLimit: { max: 30, timeWindow: "1 hour" } } };
  api.post(
    `${prefix}/plans/import/preview`,
    {
      ...importConfig,
      schema: route("Read a Markdown outline or a .docx: what was understood and what was not; nothing is saved", {
        body: ZImportRequest,
        response: { 200: ZImportPreviewResponse },
      }),
    },
    async (request) => previewImport(request.body),
  );

  api.post(
    `${prefix}/plans/import`,
    {
      ...importConfig,
      schema: route("Import a Markdown outline or a .docx as a new draft plan (all or nothing)", {
        body: ZImportRequest,
        response: { 201: ZImportSavedResponse },
      }),
    },
    async (request, reply) => reply.status(201).send(await importPlan(db, authorOf(request), request.body)),
  );
}
