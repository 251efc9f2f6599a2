// Authoring's routes: creating a plan and its items, a plan's week assignments (the "Plan Content"
// screen) and its status. Mounted twice like content-edit.routes.ts and plan-studio.routes.ts: under /api/admin for
// a global admin (every plan; what he creates is the platform's) and under /api/organizations/mine for an
// organization's staff (its own plans; what they create is the organization's). Each handler calls its use case with
// the signed-in viewer; the use case's row rule decides which plans and items are his.
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { errorResponses } from "../../lib/error-responses.ts";
import {
  ZCreateChallengeRequest,
  ZCreateDadsCornerRequest,
  ZCreateDevotionalRequest,
  ZCreatedItemResponse,
  ZPlanContentResponse,
  ZPlanIdParams,
  ZPlanResponse,
  ZSavePlanContentRequest,
  ZSavePlanContentResponse,
  ZSetPlanStatusRequest,
  type TCreatedItemResponse,
  type TCreatePlanInput,
} from "../../../shared/schemas/admin.ts";
import { ZPublishResponse } from "../../../shared/schemas/studio.ts";
import type { Database } from "../../db/client.ts";
import type { StudioRouteOptions } from "./studio-route-options.ts";
import type { Author } from "./author.ts";
import { changePlanStatus } from "./change-plan-status.ts";
import { createChallenge, createDadsCorner, createDevotional } from "./create-item.ts";
import { createPlan } from "./create-plan.ts";
import { getPlanContent } from "./get-plan-content.ts";
import { savePlanContent } from "./save-plan-content.ts";
import { routesIn } from "../../http/declare-route.ts";
import { requestLocale } from "../../lib/i18n.ts";

const errors = errorResponses(400, 401, 403, 404, 409);

export function registerAuthoringRoutes(
  instance: FastifyInstance,
  options: StudioRouteOptions & {
    /** A new plan's fields: an organization's plan has a price; the platform's plans are free. */
    plan: { body: z.ZodType<TCreatePlanInput & { priceCents?: number }>; summary: string };
  },
): void {
  const { prefix, tags, db, authorOf, action, paymentsConfigured } = options;

  const route = routesIn(instance, tags, errors);

  route.post(`${prefix}/plans`, action, {
    summary: options.plan.summary,
    body: options.plan.body,
    response: { 201: ZPlanResponse },
    handler: async ({ body, request }) => ({ plan: await createPlan(db, authorOf(request), body as TCreatePlanInput & { priceCents?: number }) }),
  });

  route.put(`${prefix}/plans/:planId/status`, action, {
    summary: "Publish (the publish checklist: 409 lists what is missing; an organization's publication goes to review), unpublish or archive a plan",
    params: ZPlanIdParams,
    body: ZSetPlanStatusRequest,
    response: { 200: ZPublishResponse },
    handler: async ({ params, body, request }) =>
      changePlanStatus(db, authorOf(request), { planId: params.planId, status: body.status, paymentsConfigured, locale: await requestLocale(request) }),
  });

  route.get(`${prefix}/plans/:planId/content`, action, {
    summary: "A plan's weekly content (a published plan's draft first) and the owner's items to choose from",
    params: ZPlanIdParams,
    response: { 200: ZPlanContentResponse },
    handler: async ({ params, request }) => getPlanContent(db, authorOf(request), { planId: params.planId }),
  });

  route.put(`${prefix}/plans/:planId/content`, action, {
    summary: "Replace a plan's weekly content; a published plan's goes into its draft until it is published again",
    params: ZPlanIdParams,
    body: ZSavePlanContentRequest,
    response: { 200: ZSavePlanContentResponse },
    handler: async ({ params, body, request }) => savePlanContent(db, authorOf(request), { planId: params.planId, weeks: body.weeks }),
  });

  // Write a new item of one kind, owned by the author's owner (the platform or his organization).
  const itemCreateRoute = <TBody extends z.ZodType<TInput>, TInput>(
    path: string,
    label: string,
    body: TBody,
    create: (db: Database, author: Author, input: TInput) => Promise<TCreatedItemResponse>,
  ) =>
    route.post(`${prefix}/${path}`, action, {
      summary: `Write a ${label}`,
      body,
      response: { 201: ZCreatedItemResponse },
      handler: ({ body, request }) => create(db, authorOf(request), body as TInput),
    });
  itemCreateRoute("devotionals", "devotional", ZCreateDevotionalRequest, createDevotional);
  itemCreateRoute("challenges", "fitness challenge", ZCreateChallengeRequest, createChallenge);
  itemCreateRoute("dads-corner", "Dad's Corner entry", ZCreateDadsCornerRequest, createDadsCorner);
}
