// Edit and delete after creation, mounted twice: under /api/admin for a global admin (every plan
// and item) and under /api/organizations/mine for an organization's staff (its own only). Each handler calls its use
// case with the signed-in viewer; the use case's row rule decides which plans and items are his.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses.ts";
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
import type { ItemKind } from "./authoring.queries.ts";
import { deleteItem } from "./delete-item.ts";
import { deletePlan } from "./delete-plan.ts";
import { getContentLibrary, getItem } from "./get-item.ts";
import type { StudioRouteOptions } from "./studio-route-options.ts";
import { updateItem } from "./update-item.ts";
import { updatePlanDetails } from "./update-plan-details.ts";
import { routesIn } from "../../http/declare-route.ts";

const errors = errorResponses(400, 401, 403, 404, 409);

const ZContentLibrary = z.object({ devotionals: z.array(ZContentOption), challenges: z.array(ZContentOption), dadsCorner: z.array(ZContentOption) });

export function registerContentEditRoutes(instance: FastifyInstance, options: Omit<StudioRouteOptions, "paymentsConfigured">): void {
  const { prefix, tags, db, authorOf, action } = options;

  const route = routesIn(instance, tags, errors);

  route.put(`${prefix}/plans/:planId`, action, {
    summary: "Edit a plan: title, description, weeks, category, tags, public, price, cover",
    params: ZPlanIdParams,
    body: ZUpdatePlanRequest,
    response: { 200: ZPlanResponse },
    // A published plan's details wait in its draft until it is published again.
    handler: async ({ params, body, request }) => ({ plan: await updatePlanDetails(db, authorOf(request), { planId: params.planId, details: body }) }),
  });

  route.delete(`${prefix}/plans/:planId`, action, {
    summary: "Delete an unpublished plan no family has chosen or bought (else 409: archive it)",
    params: ZPlanIdParams,
    response: { 200: ZDeleteResponse },
    handler: async ({ params, request }) => deletePlan(db, authorOf(request), { planId: params.planId }),
  });

  route.get(`${prefix}/content-library`, action, {
    summary: "The live devotionals, challenges and Dad's Corner entries to edit",
    response: { 200: ZContentLibrary },
    cacheControl: "no-store",
    handler: ({ request }) => getContentLibrary(db, authorOf(request)),
  });

  const item = (spec: {
    path: string;
    label: string;
    detail: z.ZodType;
    /** The create request: the edit takes the same fields, each optional (shared/schemas/update.ts). */
    body: z.ZodObject;
    kind: ItemKind;
  }) => {
    const { kind } = spec;

    route.get(`${prefix}/${spec.path}/:itemId`, action, {
      summary: `One ${spec.label}`,
      params: ZItemIdParams,
      response: { 200: spec.detail },
      handler: async ({ params, request }) => getItem(db, authorOf(request), { kind, itemId: params.itemId }),
    });
    route.put(`${prefix}/${spec.path}/:itemId`, action, {
      summary: `Edit a ${spec.label}: the fields sent change, the others are kept`,
      params: ZItemIdParams,
      body: updateOf(spec.body),
      response: { 200: ZCreatedItemResponse },
      // An item published plans use: the edit waits in their drafts; otherwise it is written now.
      handler: async ({ params, body, request }) => updateItem(db, authorOf(request), { kind, itemId: params.itemId, body: body as Record<string, unknown> }),
    });
    route.delete(`${prefix}/${spec.path}/:itemId`, action, {
      summary: `Delete a ${spec.label} no plan uses, or archive one that plans use`,
      params: ZItemIdParams,
      response: { 200: ZDeleteResponse },
      handler: async ({ params, request }) => deleteItem(db, authorOf(request), { kind, itemId: params.itemId }),
    });
  };

  item({
    path: "devotionals",
    label: "devotional",
    detail: ZDevotional,
    body: ZCreateDevotionalRequest,
    kind: "devotionals",
  });
  item({
    path: "challenges",
    label: "fitness challenge",
    detail: ZChallenge,
    body: ZCreateChallengeRequest,
    kind: "challenges",
  });
  item({
    path: "dads-corner",
    label: "Dad's Corner entry",
    detail: ZDadsCorner,
    body: ZCreateDadsCornerRequest,
    kind: "dadsCorner",
  });
}
