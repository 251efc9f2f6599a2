// Authoring's routes: creating a plan and its items, a plan's week assignments (the "Plan Content"
// screen) and its status. Mounted twice like content-edit.routes.ts and plan-studio.routes.ts: under /api/admin for
// a global admin (every plan; what he creates is the platform's) and under /api/organizations/mine for an
// organization's staff (its own plans; what they create is the organization's). The caller says how a request's
// scope, context and owner are found, which is also where the policy is enforced.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
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
import type { ItemOwner, PlanScope } from "./authoring.queries.ts";
import { createChallenge, createDadsCorner, createDevotional, createPlan, getPlanContent } from "./authoring.service.ts";
import { changePlanStatus, savePlanContentOrDraft, type StudioContext } from "./plan-studio.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409);

export function registerAuthoringRoutes(
  instance: FastifyInstance,
  options: {
    prefix: string;
    tags: string[];
    db: Database;
    /** The routes' declared action: the global admin's studio, or an organization's authoring. */
    action: "admin.studio" | "organization.content.author";
    /** The caller's scope and context, and the owner of what he writes (null: the platform). Enforces the policy. */
    resolve: (request: FastifyRequest) => Promise<{ scope: PlanScope; context: StudioContext; owner: ItemOwner }>;
    /** A new plan's fields: an organization's plan has a price; the platform's plans are free. */
    plan: { body: z.ZodType<TCreatePlanInput & { priceCents?: number }>; summary: string };
  },
): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const { prefix, tags, db, resolve, action } = options;
  const route = routeSchemas(tags, errors);

  api.post(
    `${prefix}/plans`,
    { config: { action }, schema: route(options.plan.summary, { body: options.plan.body, response: { 201: ZPlanResponse } }) },
    async (request, reply) => {
      const { owner } = await resolve(request);
      return reply.status(201).send({ plan: await createPlan(db, request.body as TCreatePlanInput & { priceCents?: number }, owner) });
    },
  );

  api.put(
    `${prefix}/plans/:planId/status`,
    {
      config: { action },
      schema: route("Publish (the publish checklist: 409 lists what is missing; an organization's publication goes to review), unpublish or archive a plan", {
        params: ZPlanIdParams,
        body: ZSetPlanStatusRequest,
        response: { 200: ZPublishResponse },
      }),
    },
    async (request) => {
      const { scope, context } = await resolve(request);
      return changePlanStatus(db, request.params.planId, request.body.status, scope, context);
    },
  );

  api.get(
    `${prefix}/plans/:planId/content`,
    {
      config: { action },
      schema: route("A plan's weekly content (a published plan's draft first) and the owner's items to choose from", {
        params: ZPlanIdParams,
        response: { 200: ZPlanContentResponse },
      }),
    },
    async (request) => {
      const { scope } = await resolve(request);
      return getPlanContent(db, request.params.planId, scope);
    },
  );

  api.put(
    `${prefix}/plans/:planId/content`,
    {
      config: { action },
      schema: route("Replace a plan's weekly content; a published plan's goes into its draft until it is published again", {
        params: ZPlanIdParams,
        body: ZSavePlanContentRequest,
        response: { 200: ZSavePlanContentResponse },
      }),
    },
    async (request) => {
      const { scope } = await resolve(request);
      return savePlanContentOrDraft(db, request.params.planId, request.body.weeks, scope);
    },
  );

  // Write a new item of one kind, owned by the caller's owner (the platform or his organization).
  const itemCreateRoute = <TBody extends z.ZodType<TInput>, TInput>(
    path: string,
    label: string,
    body: TBody,
    create: (db: Database, input: TInput, owner: ItemOwner) => Promise<TCreatedItemResponse>,
  ) =>
    api.post(
      `${prefix}/${path}`,
      { config: { action }, schema: route(`Write a ${label}`, { body, response: { 201: ZCreatedItemResponse } }) },
      async (request, reply) => {
        const { owner } = await resolve(request);
        return reply.status(201).send(await create(db, request.body as TInput, owner));
      },
    );
  itemCreateRoute("devotionals", "devotional", ZCreateDevotionalRequest, createDevotional);
  itemCreateRoute("challenges", "fitness challenge", ZCreateChallengeRequest, createChallenge);
  itemCreateRoute("dads-corner", "Dad's Corner entry", ZCreateDadsCornerRequest, createDadsCorner);
}
