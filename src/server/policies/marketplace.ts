// The marketplace and what a family buys there (docs/areas/marketplace.md, docs/areas/payments.md).
import { AppError, forbidden, notFound } from "../lib/app-error.ts";
import { messages } from "../../shared/messages.ts";
import { familyText } from "../../shared/schemas/family.ts";
import { paymentsMessages } from "../../shared/schemas/payments.ts";
import { headOfFamily } from "./row-rules.ts";
import type { ActionPolicy } from "./rule.ts";
import { action, rowRule } from "./rule.ts";

/**
 * A person may start a plan for his family when the family's plan is his to choose: a son on a confirmed link
 * follows his dad's (409 with the plain reason, not a silent fork of the family). The row is the person.
 */
const choosesTheFamilyPlan = headOfFamily({
  when: "the family's plan is his to choose (a son on a confirmed link: 409, his dad chooses)",
  refuse: () => new AppError("CONFLICT", familyText.sonFollowsFamilyPlan),
});

/** A plan as checkout finds it among the plans the viewer can see (undefined: none he can see). */
export interface CheckoutPlan {
  id: number;
}

/** A person may buy a plan when he is a dad (a son: 403) and the plan is one he can see (else 404). */
const dadBuysVisiblePlan = rowRule<CheckoutPlan | undefined>({
  when: "he is a dad (a son: 403) and can see the plan (else 404)",
  allows: (viewer, plan) => viewer.role === "dad" && plan !== undefined,
  refuse: (viewer) => (viewer.role !== "dad" ? forbidden(paymentsMessages.dadsBuy) : notFound(messages.planNotFound)),
});

export const marketplacePolicy = {
  "marketplace.browse": action(
    "visitorOrFamily",
    "Signed out, a dad or a son: the published plans he may read, and their pages (members-only: its organization's people, buyers, or its members' link; unlisted: buyers and followers).",
  ),
  "marketplace.plan.start": action("family", "A dad or a son starts a plan for his family; a confirmed son may not.", { row: choosesTheFamilyPlan }),
  "marketplace.plan.checkout": action("family", "A dad asks to buy a paid plan he may see.", { row: dadBuysVisiblePlan }),
  "marketplace.plan.seat.take": action("family", "A dad or a son takes a free seat his family's organization sponsors of the plan (none free: 409)."),
  "marketplace.plan.purchase.read": action("family", "A dad or a son: his own purchase of the plan."),
} as const satisfies Record<string, ActionPolicy>;
