// Plans and their items in the studio (docs/areas/admin.md): a global admin authors every plan; an
// organization's owners and editors author their own organization's. The studio's services load a plan or an item
// by its id and pass it here (`inPlanScope`, modules/studio/plan-scope.ts): the author is the caller's `PlanScope`
// — every plan for the global admin, `{ organizationId }` of his staff place for an owner or editor.
import { notFound } from "../lib/app-error.ts";
import { messages } from "../../shared/messages.ts";
import type { ActionPolicy } from "./rule.ts";
import { rowRule } from "./rule.ts";

/** A plan or an item the studio loaded (row undefined: no such id), by its owner (null: the platform's). */
export interface AuthoredRow {
  what: "plan" | "item";
  row: { organizationId: number | null } | undefined;
}

/** An owner or editor, by his organization. */
interface OrganizationAuthor {
  organizationId: number;
}

/** The global admin's scope: every plan and item. */
interface EveryPlan {
  kind: "all";
}

/** Another organization's row answers as an unknown id does, so counting ids reveals nothing. */
const unknownId = (_author: unknown, authored: AuthoredRow) => (authored.what === "plan" ? notFound(messages.planNotFound) : notFound());

/** An owner or editor may author a plan or an item when it belongs to his organization (another's, the platform's: 404). */
const ownOrganization = rowRule<AuthoredRow, OrganizationAuthor>({
  when: "it belongs to his organization (another organization's or the platform's: 404, as an unknown id)",
  allows: (author, authored) => authored.row !== undefined && authored.row.organizationId === author.organizationId,
  refuse: unknownId,
});

/** The global admin may author any plan or item there is. */
const anyPlan = rowRule<AuthoredRow, EveryPlan>({
  when: "it exists (every organization's and the platform's)",
  allows: (_admin, authored) => authored.row !== undefined,
  refuse: unknownId,
});

export const planPolicy = {
  "organization.content.author": {
    guard: "organizationStaff",
    staffTwoFactor: true,
    who: "An owner or editor: his organization's plans and items.",
    row: ownOrganization,
  },
  "admin.studio": {
    guard: "globalAdmin",
    staffTwoFactor: true,
    who: "A global admin (an admin without an organization): every plan and item, the review queue, imports.",
    beforeBody: true,
    row: anyPlan,
  },
} as const satisfies Record<string, ActionPolicy>;
