// A dad's few words for the landing page (docs/areas/admin.md "Testimonials"): he shares them after finishing a plan; a global
// admin approves or rejects them; anyone reads the approved ones.
import { AppError, forbidden } from "../lib/app-error.ts";
import { testimonialMessages } from "../../shared/schemas/testimonials.ts";
import { ownedBy } from "./row-rules.ts";
import type { ActionPolicy } from "./rule.ts";
import { action, rowRule, staffPower } from "./rule.ts";

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

/** A dad withdraws only his own words (their author is on the row); anyone else's (or an unknown id) is 404. */
const ownWords = ownedBy("userId", { when: "he shared them (anyone else's is 404)" });

export const testimonialPolicy = {
  "testimonial.submit": action(
    "dad",
    "A dad whose family finished the plan, once per plan: his words, first name and city for the public page, with his consent.",
    { row: finishedPlan },
  ),
  "testimonial.withdraw": action("dad", "A dad withdraws his own words, whatever their status: they and his consent are deleted.", { row: ownWords }),
  "testimonial.mine.read": action("dad", "A dad: the plans he may share about and what he shared."),
  "testimonial.review": staffPower("globalAdmin", "A global admin: lists testimonials and approves, rejects or unpublishes them."),
  "testimonial.public.read": action("public", "Anyone: the latest approved testimonials (first name, city, words)."),
} as const satisfies Record<string, ActionPolicy>;
