// Sponsored access and members-only plans: an organization's owners spend its money on seats and
// decide who sees its plans; its editors author content only (they are refused 403 by the guard).
import { notFound } from "../lib/app-error.ts";
import { sponsorshipMessages } from "../../shared/schemas/sponsorships.ts";
import type { OrganizationActor } from "./guards.ts";
import type { ActionPolicy } from "./rule.ts";
import { rowRule } from "./rule.ts";

export interface OwnPlanRow {
  organizationId: number | null;
}

/** An owner may keep a plan for members when the plan is his organization's (another's, or unknown: 404). */
const planOfHisOrganization = rowRule<OwnPlanRow | undefined, OrganizationActor>({
  when: "the plan is his organization's (another organization's, or an unknown id: 404)",
  allows: (actor, plan) => plan !== undefined && plan.organizationId === actor.organizationId,
  refuse: () => notFound(sponsorshipMessages.notYourPlan),
});

export const sponsorshipPolicy = {
  "sponsorship.read": {
    guard: "organizationOwner",
    staffTwoFactor: true,
    who: "An owner of his organization: its sponsorships, seats and seat purchases.",
  },
  "sponsorship.create": {
    guard: "organizationOwner",
    staffTwoFactor: true,
    who: "An owner of his organization pays for seats of a paid plan for its member families (never another organization's members-only plan).",
  },
  "plan.visibility.update": {
    guard: "organizationOwner",
    staffTwoFactor: true,
    who: "An owner of his organization keeps one of its plans for members, or lists it again (a published one after the platform's review).",
    row: planOfHisOrganization,
  },
} as const satisfies Record<string, ActionPolicy>;
