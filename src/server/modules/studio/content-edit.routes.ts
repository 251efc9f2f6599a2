// Edit and delete after creation, mounted twice: under /api/admin for a global admin (every plan
// and item) and under /api/organizations/mine for an organization's staff (its own only). The caller passes
// how a request's scope is found, which is also where the policy is enforced.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses.ts";
import { mergedForUpdate, sentFields } from "../../lib/keep-unsent.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import {
  ZCreateChallengeRequest,
  ZCreateDadsCornerRequest,
  ZCreateDevotionalRequest,
  ZCreatedItemResponse,
  ZContentOption,
  ZDeleteResponse,
  ZItemIdParams,
  ZPlanIdParams,
  ZPlanResponse,
  ZUpdatePlanRequest,
} from "../../../shared/schemas/admin.ts";
import { ZChallenge, ZDadsCorner, ZDevotional } from "../../../shared/schemas/content.ts";
import { updateOf } from "../../../shared/schemas/update.ts";
import type { Database } from "../../db/client.ts";
import type { PlanScope } from "./authoring.queries.ts";
import {
  deleteItem,
  deletePlan,
  getChallenge,
  getContentLibrary,
  getDadsCorner,
  getDevotional,
  updateChallenge,
  updateDadsCorner,
  updateDevotional,
} from "./authoring.service.ts";
import { editItemOrDraft, updatePlanDetails } from "./plan-studio.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409);

const ZContentLibrary = z.object({ devotionals: z.array(ZContentOption), challenges: z.array(ZContentOption), dadsCorner: z.array(ZContentOption) });

export function registerContentEditRoutes(
  instance: FastifyInstance,
  options: {
    prefix: string;
    tags: string[];
    db: Database;
    /** The routes' declared action: the global admin's studio, or an organization's authoring. */
    action: "admin.studio" | "organization.content.author";
    scopeOf: (request: FastifyRequest) => Promise<PlanScope>;
  },
): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const { prefix, tags, db, scopeOf, action } = options;
  const contentEditRoute = routeSchemas(tags, errors);

  api.put(
    `${prefix}/plans/:planId`,
    {
      config: { action },
      schema: contentEditRoute("Edit a plan: title, description, weeks, category, tags, public, price, cover", {
        params: ZPlanIdParams,
        body: ZUpdatePlanRequest,
        response: { 200: ZPlanResponse },
      }),
    },
    // A published plan's details wait in its draft until it is published again.
    async (request) => ({ plan: await updatePlanDetails(db, request.params.planId, request.body, await scopeOf(request)) }),
  );

  api.delete(
    `${prefix}/plans/:planId`,
    {
      config: { action },
      schema: contentEditRoute("Delete an unpublished plan no family has chosen or bought (else 409: archive it)", {
        params: ZPlanIdParams,
        response: { 200: ZDeleteResponse },
      }),
    },
    async (request) => deletePlan(db, request.params.planId, await scopeOf(request)),
  );

  api.get(
    `${prefix}/content-library`,
    {
      config: { action },
      schema: contentEditRoute("The live devotionals, challenges and Dad's Corner entries to edit", { response: { 200: ZContentLibrary } }),
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      reply.header("cache-control", "no-store");
      return getContentLibrary(db, scope);
    },
  );

  const item = <TBody extends z.ZodObject>(spec: {
    path: string;
    label: string;
    detail: z.ZodType;
    /** The create request: the edit takes the same fields, each optional (shared/schemas/update.ts). */
    body: TBody;
    get: (db: Database, id: number, scope: PlanScope) => Promise<unknown>;
    /** The stored item as its create request would carry it (what an edit's unsent fields keep). */
    asRequest?: (stored: Record<string, unknown>) => Record<string, unknown>;
    update: (db: Database, id: number, input: z.output<TBody>, scope: PlanScope) => Promise<z.infer<typeof ZCreatedItemResponse>>;
    kind: "devotionals" | "challenges" | "dadsCorner";
  }) => {
    api.get(
      `${prefix}/${spec.path}/:itemId`,
      { config: { action }, schema: { tags, summary: `One ${spec.label}`, params: ZItemIdParams, response: { 200: spec.detail, ...errors } } },
      async (request) => spec.get(db, request.params.itemId, await scopeOf(request)),
    );
    api.put(
      `${prefix}/${spec.path}/:itemId`,
      {
        config: { action },
        schema: {
          tags,
          summary: `Edit a ${spec.label}: the fields sent change, the others are kept`,
          params: ZItemIdParams,
          body: updateOf(spec.body),
          response: { 200: ZCreatedItemResponse, ...errors },
        },
      },
      async (request) => {
        const scope = await scopeOf(request);
        const { itemId } = request.params;
        const stored = (await spec.get(db, itemId, scope)) as Record<string, unknown>;
        const sent = sentFields(request.body as Record<string, unknown>);
        const input = mergedForUpdate(spec.body, spec.asRequest?.(stored) ?? stored, sent) as z.output<TBody> & { title: string; weekNumber: number };
        // An item published plans use: the edit waits in their drafts; otherwise it is written now.
        return editItemOrDraft(db, spec.kind, itemId, { input, sent }, scope, () => spec.update(db, itemId, input, scope));
      },
    );
    api.delete(
      `${prefix}/${spec.path}/:itemId`,
      {
        config: { action },
        schema: {
          tags,
          summary: `Delete a ${spec.label} no plan uses, or archive one that plans use`,
          params: ZItemIdParams,
          response: { 200: ZDeleteResponse, ...errors },
        },
      },
      async (request) => deleteItem(db, spec.kind, request.params.itemId, await scopeOf(request)),
    );
  };

  item({
    path: "devotionals",
    label: "devotional",
    detail: ZDevotional,
    body: ZCreateDevotionalRequest,
    kind: "devotionals",
    get: getDevotional,
    update: updateDevotional,
  });
  item({
    path: "challenges",
    label: "fitness challenge",
    detail: ZChallenge,
    body: ZCreateChallengeRequest,
    kind: "challenges",
    get: getChallenge,
    update: updateChallenge,
  });
  item({
    path: "dads-corner",
    label: "Dad's Corner entry",
    detail: ZDadsCorner,
    body: ZCreateDadsCornerRequest,
    kind: "dadsCorner",
    get: getDadsCorner,
    update: updateDadsCorner,
  });
}
