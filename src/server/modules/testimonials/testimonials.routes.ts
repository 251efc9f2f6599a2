// A dad's words for the landing page: his own (submit, read, withdraw), the admin's review, and the public list.
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import {
  ZAdminTestimonialsQuery,
  ZAdminTestimonialsResponse,
  ZMyTestimonialsResponse,
  ZPublicTestimonialsResponse,
  ZTestimonialCreatedResponse,
  ZTestimonialDecisionResponse,
  ZTestimonialParams,
  ZTestimonialRequest,
} from "../../../shared/schemas/testimonials.ts";
import { decideTestimonial, getMyTestimonials, latestTestimonials, listTestimonials, submitTestimonial, withdrawTestimonial } from "./testimonials.service.ts";

const route = routeSchemas(["testimonials"], errorResponses(400, 401, 403, 404, 409));

export async function testimonialRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    "/testimonials",
    {
      config: { action: "testimonial.public.read" },
      schema: route("The latest approved testimonials for the landing page (none until there are three)", { response: { 200: ZPublicTestimonialsResponse } }),
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return { testimonials: await latestTestimonials(db) };
    },
  );

  app.get(
    "/testimonials/mine",
    {
      config: { action: "testimonial.mine.read" },
      schema: route("The plans the dad may share about, and what he shared", { response: { 200: ZMyTestimonialsResponse } }),
    },
    (request) => getMyTestimonials(db, actorOf(request)),
  );

  app.post(
    "/testimonials",
    {
      config: { action: "testimonial.submit", rateLimit: { max: 10, timeWindow: "1 hour" } },
      schema: route("A dad shares a few words about a plan his family finished, for the public page once approved", {
        body: ZTestimonialRequest,
        response: { 201: ZTestimonialCreatedResponse },
      }),
    },
    async (request, reply) => {
      const created = await submitTestimonial(db, actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    "/testimonials/:id",
    {
      config: { action: "testimonial.withdraw" },
      schema: route("A dad withdraws his words: deleted with his consent, off the public page at once", {
        params: ZTestimonialParams,
        response: { 204: z.null() },
      }),
    },
    async (request, reply) => {
      await withdrawTestimonial(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/admin/testimonials",
    {
      config: { action: "testimonial.review" },
      schema: route("Testimonials of one status (pending by default), newest first", {
        querystring: ZAdminTestimonialsQuery,
        response: { 200: ZAdminTestimonialsResponse },
      }),
    },
    (request) => listTestimonials(db, request.query.status),
  );

  for (const [verb, status] of [
    ["approve", "approved"],
    ["reject", "rejected"],
  ] as const) {
    app.post(
      `/admin/testimonials/:id/${verb}`,
      {
        config: { action: "testimonial.review" },
        schema: route(verb === "approve" ? "Approve a testimonial" : "Reject a testimonial, or unpublish an approved one", {
          params: ZTestimonialParams,
          response: { 200: ZTestimonialDecisionResponse },
        }),
      },
      (request) => decideTestimonial(db, request.params.id, status, actorOf(request).userId),
    );
  }
}
