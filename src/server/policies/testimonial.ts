// A dad's few words for the landing page (docs/areas/admin.md "Testimonials"): he shares them after finishing a plan; a global
// admin approves or rejects them; anyone reads the approved ones.
import { AppError, forbidden } from "../lib/app-error.ts";
import { testimonialMessages } from "../../shared/schemas/testimonials.ts";
import type { ActionPolicy } from "./rule.ts";
import { rowRule } from "./rule.ts";

/** The plan he wants to speak about: whether his family finished it, and whether he already shared about it. */
export interface TestimonialPlanRow {
  finished: boolean;
  alreadyShared: boolean;
}

/** A dad may share his words about a plan his family finished (403), once per plan (409). */
const finishedPlan = rowRule<TestimonialPlanRow>({
  when: "his family finished the plan (else 403), once per plan (409)",
  allows: (_viewer, plan) => plan.finished && !plan.alreadyShared,
  refuse: (_viewer, plan) => (plan.finished ? new AppError("CONFLICT", testimonialMessages.alreadyShared) : forbidden(testimonialMessages.notFinished)),
});

/** The words he shared: their author, for withdrawing them. */
export interface TestimonialOwnerRow {
  userId: string;
}

/** A dad withdraws only his own words; anyone else's (or an unknown id) is 404. */
const ownWords = rowRule<TestimonialOwnerRow | undefined, { userId: string }>({
  when: "he shared them (anyone else's is 404)",
  allows: (viewer, row) => row !== undefined && row.userId === viewer.userId,
});

export const testimonialPolicy = {
  "testimonial.submit": {
    guard: "dad",
    staffTwoFactor: false,
    who: "A dad whose family finished the plan, once per plan: his words, first name and city for the public page, with his consent.",
    row: finishedPlan,
  },
  "testimonial.withdraw": {
    guard: "dad",
    staffTwoFactor: false,
    who: "A dad withdraws his own words, whatever their status: they and his consent are deleted.",
    row: ownWords,
  },
  "testimonial.mine.read": { guard: "dad", staffTwoFactor: false, who: "A dad: the plans he may share about and what he shared." },
  "testimonial.review": { guard: "globalAdmin", staffTwoFactor: true, who: "A global admin: lists testimonials and approves, rejects or unpublishes them." },
  "testimonial.public.read": { guard: "public", staffTwoFactor: false, who: "Anyone: the latest approved testimonials (first name, city, words)." },
} as const satisfies Record<string, ActionPolicy>;
