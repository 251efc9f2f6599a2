// A dad's words for the landing page: his own (submit, read, withdraw), the admin's review, and the public list.
import type { App } from "../../http/app-instance.ts";
import { answeredNoContent, perHour, routesOf } from "../../http/declare-route.ts";
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

const testimonialRoute = routeSchemas(["testimonials"], errorResponses(400, 401, 403, 404, 409));

export async function testimonialRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  const route = routesOf(app);

  route.get("/testimonials", "testimonial.public.read", {
    schema: testimonialRoute("The latest approved testimonials for the landing page (none until there are three)", {
      response: { 200: ZPublicTestimonialsResponse },
    }),
    handler: async ({ reply }) => {
      reply.header("cache-control", "public, max-age=60");
      return { testimonials: await latestTestimonials(db) };
    },
  });

  route.get("/testimonials/mine", "testimonial.mine.read", {
    schema: testimonialRoute("The plans the dad may share about, and what he shared", { response: { 200: ZMyTestimonialsResponse } }),
    handler: ({ actor }) => getMyTestimonials(db, actor),
  });

  route.post("/testimonials", "testimonial.submit", {
    schema: testimonialRoute("A dad shares a few words about a plan his family finished, for the public page once approved", {
      body: ZTestimonialRequest,
      response: { 201: ZTestimonialCreatedResponse },
    }),
    rateLimit: perHour(10),
    handler: async ({ actor, body, reply }) => reply.status(201).send(await submitTestimonial(db, actor, body)),
  });

  route.delete("/testimonials/:id", "testimonial.withdraw", {
    schema: testimonialRoute.noContent("A dad withdraws his words: deleted with his consent, off the public page at once", { params: ZTestimonialParams }),
    handler: answeredNoContent(({ actor, params }) => withdrawTestimonial(db, actor, params.id)),
  });

  route.get("/admin/testimonials", "testimonial.review", {
    schema: testimonialRoute("Testimonials of one status (pending by default), newest first", {
      querystring: ZAdminTestimonialsQuery,
      response: { 200: ZAdminTestimonialsResponse },
    }),
    handler: ({ query }) => listTestimonials(db, query.status),
  });

  for (const [verb, status] of [
    ["approve", "approved"],
    ["reject", "rejected"],
  ] as const) {
    route.post(`/admin/testimonials/:id/${verb}`, "testimonial.review", {
      schema: testimonialRoute(verb === "approve" ? "Approve a testimonial" : "Reject a testimonial, or unpublish an approved one", {
        params: ZTestimonialParams,
        response: { 200: ZTestimonialDecisionResponse },
      }),
      handler: ({ actor, params }) => decideTestimonial(db, params.id, status, actor.userId),
    });
  }
}
