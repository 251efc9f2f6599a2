// Plans and their items in the studio (docs/areas/admin.md): a global admin authors every plan; an
// organization's owners and editors author their own organization's. The studio's use cases load a plan or an item
// by its id and pass it here with the signed-in viewer (modules/studio/author.ts); lists ask `rowsAuthoredBy`.
import { notFound } from "../lib/app-error.ts";
import { messages } from "../../shared/messages.ts";
import type { Viewer } from "../auth/viewer-type.ts";
import type { ActionPolicy } from "./rule.ts";
import { rowRule, staffPower } from "./rule.ts";

/** A plan or an item the studio loaded (row undefined: no such id), by its owner (null: the platform's). */
export interface AuthoredRow {
  what: "plan" | "item";
  row: { organizationId: number | null } | undefined;
}

/** Who authors: the signed-in viewer, by what he is (a global admin) and where he stands (his staff place). */
export type StudioAuthor = Pick<Viewer, "isGlobalAdmin" | "organizationId" | "organizationRole">;

/** The rows a list may hold for an author: every one, one organization's, or none. */
export type AuthoredRows = { every: true } | { organizationId: number } | { none: true };

/** Which plans and items the author's lists hold: the rules below, as a filter for a query. */
export function rowsAuthoredBy(author: StudioAuthor): AuthoredRows {
  if (author.isGlobalAdmin) return { every: true };
  if (author.organizationRole !== null && author.organizationId !== null) return { organizationId: author.organizationId };
  return { none: true };
}

/** Another organization's row answers as an unknown id does, so counting ids reveals nothing. */
const unknownId = (_author: unknown, authored: AuthoredRow) => (authored.what === "plan" ? notFound(messages.planNotFound) : notFound());

/** An owner or editor may author a plan or an item when it belongs to his organization (another's, the platform's: 404). */
const ownOrganization = rowRule<AuthoredRow, StudioAuthor>({
  when: "it belongs to his organization (another organization's or the platform's: 404, as an unknown id)",
  allows: (author, authored) =>
    authored.row !== undefined && author.organizationRole !== null && author.organizationId !== null && authored.row.organizationId === author.organizationId,
  refuse: unknownId,
});

/** The global admin may author any plan or item there is. */
const anyPlan = rowRule<AuthoredRow, StudioAuthor>({
  when: "it exists (every organization's and the platform's)",
  allows: (author, authored) => author.isGlobalAdmin && authored.row !== undefined,
  refuse: unknownId,
});

/**
 * Whether what the author publishes goes to the platform admins' review first: a listed plan published by an
 * organization's staff does; a global admin (the reviewer) publishes at once, and a members-only plan is read by
 * its organization's own families, not the public.
 */
export function publicationNeedsReview(author: StudioAuthor, plan: { membersOnly: boolean }): boolean {
  return !author.isGlobalAdmin && !plan.membersOnly;
}

export const planPolicy = {
  "organization.content.author": staffPower(
    "organizationStaff",
    "An owner or editor of his organization: its plans and items; a listed plan is published after the platform's review.",
    { row: ownOrganization },
  ),
  "admin.studio": staffPower("globalAdmin", "A global admin: every plan and item, the review queue and imports.", { beforeBody: true, row: anyPlan }),
} as const satisfies Record<string, ActionPolicy>;
