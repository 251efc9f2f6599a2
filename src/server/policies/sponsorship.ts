// Sponsored access and members-only plans: an organization's owners spend its money on seats and
// decide who sees its plans; its editors author content only (they are refused 403 by the guard).
import { notFound } from "../lib/app-error.ts";
import { sponsorshipMessages } from "../../shared/schemas/sponsorships.ts";
import { inActorsOrganization } from "./row-rules.ts";
import type { ActionPolicy } from "./rule.ts";
import { staffPower } from "./rule.ts";

/** An owner may keep a plan for members when the plan is his organization's (another's, or unknown: 404). */
const planOfHisOrganization = inActorsOrganization({
  when: "the plan is his organization's (another organization's, or an unknown id: 404)",
  refuse: () => notFound(sponsorshipMessages.notYourPlan),
});

export const sponsorshipPolicy = {
  "sponsorship.read": staffPower("organizationOwner", "An owner of his organization: its sponsorships, seats and seat purchases."),
  "sponsorship.create": staffPower(
    "organizationOwner",
    "An owner of his organization pays for seats of a paid plan for its member families (never another organization's members-only plan).",
  ),
  "plan.visibility.update": staffPower(
    "organizationOwner",
    "An owner of his organization keeps one of its plans for members, or lists it again (a published one after the platform's review).",
    { row: planOfHisOrganization },
  ),
} as const satisfies Record<string, ActionPolicy>;
