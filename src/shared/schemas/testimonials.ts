// A dad's few words for the landing page (docs/areas/admin.md "Testimonials"): after finishing a plan he may share them, with
// his consent, shown as his first name and city; an admin approves them. Shared by the form and the routes.
import { z } from "zod";
import { listResponse, ZTimestamp } from "./common.ts";
import { markdownText } from "./markdown-text.ts";
import { idParam } from "./params.ts";
import { requiredName } from "./plain-text.ts";

export const TESTIMONIAL_WORDS_MIN = 20;
export const TESTIMONIAL_WORDS_MAX = 400;
export const TESTIMONIAL_CITY_MAX = 60;
/** The landing page shows the latest approved ones, and only once there are this many. */
export const TESTIMONIALS_SHOWN = 3;

export const testimonialMessages = {
  wordsRequired: `Write at least ${TESTIMONIAL_WORDS_MIN} characters`,
  wordsTooLong: `Keep it to ${TESTIMONIAL_WORDS_MAX} characters`,
  cityRequired: "Enter your city",
  cityTooLong: `A city can be at most ${TESTIMONIAL_CITY_MAX} characters`,
  consentRequired: "Tick the box to agree that your words, first name and city are shown on the public page",
  planRequired: "Choose the plan you finished",
  notFinished: "Share your words once your family has finished this plan.",
  alreadyShared: "You have already shared your words about this plan.",
  notFound: "Testimonial not found",
  submitted: "Thank you. Your words will appear once an admin has read them.",
  consent: "I agree that these words, my first name and my city are shown on StrongBond's public page. They are my own words, not my son's.",
} as const;

export const ZTestimonialRequest = z.object({
  planId: idParam(testimonialMessages.planRequired),
  city: requiredName(TESTIMONIAL_CITY_MAX, { required: testimonialMessages.cityRequired, tooLong: testimonialMessages.cityTooLong }),
  words: markdownText(
    z
      .string({ error: testimonialMessages.wordsRequired })
      .trim()
      .min(TESTIMONIAL_WORDS_MIN, testimonialMessages.wordsRequired)
      .max(TESTIMONIAL_WORDS_MAX, testimonialMessages.wordsTooLong),
  ),
  consent: z.literal(true, { error: testimonialMessages.consentRequired }),
});
export type TTestimonialRequest = z.input<typeof ZTestimonialRequest>;

export const TESTIMONIAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

/** What the public page shows: never his full name, never his son's. */
export const ZPublicTestimonial = z.object({ id: z.number().int(), firstName: z.string(), city: z.string(), words: z.string() });
export type TPublicTestimonial = z.infer<typeof ZPublicTestimonial>;
export const ZPublicTestimonialsResponse = listResponse("testimonials", ZPublicTestimonial);
export type TPublicTestimonialsResponse = z.infer<typeof ZPublicTestimonialsResponse>;

/** The dad's own: the plans he may still share about, and what he shared. */
export const ZMyTestimonialsResponse = z.object({
  finishedPlans: z.array(z.object({ id: z.number().int(), title: z.string() })),
  shared: z.array(z.object({ id: z.number().int(), planTitle: z.string(), words: z.string(), status: z.enum(TESTIMONIAL_STATUSES) })),
});
export type TMyTestimonialsResponse = z.infer<typeof ZMyTestimonialsResponse>;

export const ZTestimonialCreatedResponse = z.object({ id: z.number().int(), status: z.enum(TESTIMONIAL_STATUSES), message: z.string() });

export const ZAdminTestimonial = ZPublicTestimonial.extend({
  planTitle: z.string(),
  status: z.enum(TESTIMONIAL_STATUSES),
  createdAt: ZTimestamp,
  consentedAt: ZTimestamp,
});
export type TAdminTestimonial = z.infer<typeof ZAdminTestimonial>;
export const ZAdminTestimonialsResponse = listResponse("testimonials", ZAdminTestimonial);
export type TAdminTestimonialsResponse = z.infer<typeof ZAdminTestimonialsResponse>;
export const ZAdminTestimonialsQuery = z.object({ status: z.enum(TESTIMONIAL_STATUSES).default("pending") });
export const ZTestimonialParams = z.object({ id: idParam(testimonialMessages.notFound) });
export const ZTestimonialDecisionResponse = z.object({ id: z.number().int(), status: z.enum(TESTIMONIAL_STATUSES) });
