// The plan studio's routes, mounted twice like content-edit.routes.ts: under /api/admin
// for a global admin (every plan; his publications need no review) and under /api/organizations/mine for an
// organization's staff (its own plans only; its publications go to review). The caller says how a request's
// scope and context are found, which is also where the policy is enforced.
import type { FastifyInstance, FastifyRequest } from "fastify";
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
import type { Database } from "../../db/client.ts";
import type { PlanScope } from "./authoring.queries.ts";
import { getDocument, getStudio, publishPlan, reorderWeeks, saveImportedPlan, saveWeek, type StudioContext } from "./plan-studio.service.ts";
import { readImport } from "./plan-import.ts";
import { documentToMarkdown } from "./plan-outline.ts";
import { z } from "zod";

const errors = errorResponses(400, 401, 403, 404, 409);

export function registerPlanStudioRoutes(
  instance: FastifyInstance,
  options: {
    prefix: string;
    tags: string[];
    db: Database;
    /** The caller's scope and context, and the owner of what he writes (null: the platform). Enforces the policy. */
    /** The routes' declared action: the global admin's studio, or an organization's authoring. */
    action: "admin.studio" | "organization.content.author";
    resolve: (request: FastifyRequest) => Promise<{ scope: PlanScope; context: StudioContext; owner: number | null }>;
  },
): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const { prefix, tags, db, resolve, action } = options;
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
      const { scope, context } = await resolve(request);
      reply.header("cache-control", "no-store");
      return getStudio(db, request.params.planId, scope, context);
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
    async (request) => {
      const { scope, context } = await resolve(request);
      return saveWeek(db, request.params.planId, request.params.week, request.body, scope, context);
    },
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
    async (request) => {
      const { scope } = await resolve(request);
      return reorderWeeks(db, request.params.planId, request.body, scope);
    },
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
    async (request) => {
      const { scope, context } = await resolve(request);
      return publishPlan(db, request.params.planId, scope, context);
    },
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
      const { scope } = await resolve(request);
      const document = await getDocument(db, request.params.planId, scope);
      const name = `plan-${request.params.planId}`;
      reply.header("cache-control", "no-store");
      if (request.query.format === "json") {
        reply.header("content-disposition", `attachment; filename="${name}.json"`);
        return document;
      }
      reply.header("content-disposition", `attachment; filename="${name}.md"`);
      reply.type("text/markdown; charset=utf-8");
      return documentToMarkdown(document);
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
    async (request) => {
      await resolve(request);
      return readImport(request.body);
    },
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
    async (request, reply) => {
      const { owner } = await resolve(request);
      const { document } = await readImport(request.body);
      return reply.status(201).send(await saveImportedPlan(db, document, owner));
    },
  );
}
