// Who may do what: every API action, gathered from the policy files (one per resource, src/server/policies/), and
// the request-time check every route's declared action runs before its handler.
//
// A route declares its action in its options — `config: { action: "group.update" }` — and the app refuses to
// boot a route without one (route-actions.ts). Before the handler, `authorizeRequest` runs the action's
// guard (401 signed out, 403 wrong role, …), the staff two-factor rule and the son's must-choose-password gate.
// What depends on the row (the group's leader, the son's dad, the entry's author) is the action's row rule,
// which the service applies to the loaded row with `authorize(actor, action, row)` (index.ts).
// docs/security.md's table of actions is generated from this table and the routes' declarations.
import type { FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";
import { accountMessages } from "../../shared/schemas/identity.ts";
import { accountPolicy } from "./account.ts";
import { adminUsersPolicy } from "./admin-users.ts";
import { assistantPolicy } from "./assistant.ts";
import { fitnessPolicy } from "./fitness.ts";
import { groupPolicy } from "./group.ts";
import { assertStaffTwoFactor, GUARDS, isStaff } from "./guards.ts";
import { journalPolicy } from "./journal.ts";
import { journeyPolicy } from "./journey.ts";
import { marketplacePolicy } from "./marketplace.ts";
import { organizationPolicy } from "./organization.ts";
import { organizationFamilyPolicy } from "./organization-family.ts";
import { paymentsPolicy } from "./payments.ts";
import { planPolicy } from "./plan.ts";
import { reminderPolicy } from "./reminder.ts";
import type { ActionPolicy } from "./rule.ts";
import { sonPolicy } from "./son.ts";
import { sponsorshipPolicy } from "./sponsorship.ts";
import { systemPolicy } from "./system.ts";
import { testimonialPolicy } from "./testimonial.ts";
import { uploadPolicy } from "./upload.ts";

export const POLICY_TABLE = {
  ...systemPolicy,
  ...accountPolicy,
  ...sonPolicy,
  ...journeyPolicy,
  ...journalPolicy,
  ...fitnessPolicy,
  ...marketplacePolicy,
  ...paymentsPolicy,
  ...sponsorshipPolicy,
  ...groupPolicy,
  ...assistantPolicy,
  ...organizationPolicy,
  ...organizationFamilyPolicy,
  ...planPolicy,
  ...adminUsersPolicy,
  ...uploadPolicy,
  ...reminderPolicy,
  ...testimonialPolicy,
} as const satisfies Record<string, ActionPolicy>;

export type Action = keyof typeof POLICY_TABLE;
type GuardOf<A extends Action> = (typeof POLICY_TABLE)[A]["guard"];
/** What the action's guard gives the handler: a viewer, an organization actor, or null where none is needed. */
export type Actor<A extends Action> = Awaited<ReturnType<(typeof GUARDS)[GuardOf<A>]>>;

export function isAction(name: unknown): name is Action {
  return typeof name === "string" && Object.hasOwn(POLICY_TABLE, name);
}

/**
 * Runs the action's guard: the actor, or 401/403/404/409; then, for a staff power, a staff viewer without
 * two-factor gets 403 TWO_FACTOR_REQUIRED; and a son who must choose his own password first (his
 * dad set it, so the person signed in may be his dad) gets 403 PASSWORD_CHANGE_REQUIRED outside the few actions
 * open to him (`openWhileChoosingPassword`: see who he is, choose the password, end sessions).
 */
export async function authorizeRequest<A extends Action>(request: FastifyRequest, action: A): Promise<Actor<A>> {
  const policy: ActionPolicy = POLICY_TABLE[action];
  const guard = GUARDS[policy.guard] as (request: FastifyRequest) => Promise<Actor<A>>;
  const actor = await guard(request);
  if (policy.staffTwoFactor) {
    const viewer = await request.viewer();
    if (viewer && isStaff(viewer)) assertStaffTwoFactor(request, viewer);
  }
  if (actor && (actor as { mustChoosePassword?: boolean }).mustChoosePassword === true && policy.openWhileChoosingPassword !== true) {
    request.log.warn({ url: request.url, action }, "refused: the son must choose his own password first");
    throw new AppError("PASSWORD_CHANGE_REQUIRED", accountMessages.choosePasswordFirst);
  }
  return actor;
}
