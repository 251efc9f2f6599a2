// An organization's member families: its staff see the roster (families, never a
// child's details), its owners invite; a dad accepts for his family and leaves when he likes; anyone reads an
// organization's public page; its staff print a week's leader guide of its own plans.
import { AppError, forbidden, notFound } from "../lib/app-error.ts";
import { familyInvitationMessages, maskedAddress } from "../../shared/schemas/organization-families.ts";
import { churchGroupMessages } from "../../shared/schemas/church-groups.ts";
import type { Viewer } from "../auth/viewer-type.ts";
import type { OrganizationActor } from "./guards.ts";
import { inActorsOrganization, ofActorsOrganization, ownedBy } from "./row-rules.ts";
import type { ActionPolicy } from "./rule.ts";
import { action, rowRule, staffPower } from "./rule.ts";

/** An invitation as accepting finds it: undefined for an unknown token; its state otherwise. */
export interface FamilyInvitationRow {
  state: "valid" | "revoked" | "used" | "expired";
  /** The address a mailed invitation was sent to; null for the shared link, which any family may use. */
  sentTo: string | null;
}

/** A mailed invitation is for the address it was sent to: a link forwarded or leaked does not let another dad in. */
export function invitationIsFor(viewer: { email: string }, invitation: Pick<FamilyInvitationRow, "sentTo">): boolean {
  return invitation.sentTo === null || invitation.sentTo.toLowerCase() === viewer.email.toLowerCase();
}

/**
 * A person may accept an invitation for his family when he is a dad (a son: 403 "only your dad"; another account:
 * 403), the invitation is valid (unknown: 404; withdrawn, used or expired: 409 with the reason in words) and, when it
 * was mailed, he is signed in with the address it was sent to (403 naming that address, masked).
 */
const dadAcceptsValidInvitation = rowRule<FamilyInvitationRow | undefined>({
  when: "he is a dad (a son: 403, his dad accepts), the invitation is valid (unknown: 404; withdrawn, used or expired: 409) and a mailed one was sent to his address (403)",
  allows: (viewer, invitation) => viewer.role === "dad" && invitation?.state === "valid" && invitationIsFor(viewer, invitation),
  refuse: (viewer, invitation) => {
    if (viewer.role === "son") return forbidden(familyInvitationMessages.sonMayNotAccept);
    if (viewer.role !== "dad") return forbidden(familyInvitationMessages.dadOnly);
    if (invitation === undefined) return notFound(familyInvitationMessages.unknown);
    if (invitation.state !== "valid") return new AppError("CONFLICT", familyInvitationMessages[invitation.state]);
    return forbidden(familyInvitationMessages.forAnotherAddress(maskedAddress(invitation.sentTo ?? "")));
  },
});

/**
 * A dad may leave an organization his family belongs to: its place there is his (undefined: it does not belong to
 * it, so 404: to him there is nothing to leave).
 */
const ownMembership = ownedBy("dadId", {
  when: "his family belongs to it (else 404)",
  refuse: () => notFound(familyInvitationMessages.notAMember),
});

/** A plan as the leader guide finds it: its organization (null: the platform's). */
export interface GuidePlanRow {
  organizationId: number | null;
}

/**
 * Who may read a week's leader guide of a plan: the staff of the organization that wrote it. Exported on its own so
 * another rule (a group leader running the plan) can allow the guide beside it without repeating this one.
 */
export const staffMayReadLeaderGuide: (actor: OrganizationActor, plan: GuidePlanRow | undefined) => boolean = ofActorsOrganization;

const ownOrganizationsPlan = inActorsOrganization<GuidePlanRow>({
  when: "the plan is his organization's own (another's or unknown: 404)",
  refuse: () => notFound(familyInvitationMessages.planNotFound),
});

/** One of an organization's groups as its staff's routes load it (undefined: unknown, or another organization's). */
export interface ChurchGroupRow {
  organizationId: number;
}

const ownOrganizationsGroup = inActorsOrganization<ChurchGroupRow>({
  when: "the group is his organization's (another's or unknown: 404)",
  refuse: () => notFound(churchGroupMessages.groupNotFound),
});

/** The one who makes a group leads it, and groups are for families: a staff account that is not a dad's may not. */
const dadLeadsTheGroup = rowRule<Viewer, OrganizationActor>({
  when: "he is a dad (he leads the group he makes; another account: 403)",
  allows: (actor) => actor.viewer.role === "dad",
  refuse: () => forbidden(churchGroupMessages.dadLeads),
});

/** An organization as a member's route finds it by its address, with whether the viewer is inside it. */
export interface InsiderRow {
  insider: boolean;
}

const insideTheOrganization = rowRule<InsiderRow | undefined>({
  when: "his family belongs to it, or he is on its staff (else 404)",
  allows: (_viewer, organization) => organization?.insider === true,
  refuse: () => notFound(familyInvitationMessages.organizationNotFound),
});

export const organizationFamilyPolicy = {
  "organization.groups.read": staffPower(
    "organizationStaff",
    "An owner or editor of his organization: its groups (plan, members, families on the plan), the plans they may run; owners also each group's invitation link.",
  ),
  "organization.groups.create": staffPower(
    "organizationStaff",
    "An owner or editor who is a dad makes a group of his organization, with a plan it may run and its start date; he leads it.",
    { row: dadLeadsTheGroup },
  ),
  "organization.groups.invite": staffPower(
    "organizationOwner",
    "An owner of his organization: a new invitation link that carries one of its groups (the group's earlier link stops working).",
    { row: ownOrganizationsGroup },
  ),
  "membership.groups.read": action("family", "A dad or a son of a member family, or its staff: the organization's groups on its page (plan, start, members).", {
    row: insideTheOrganization,
  }),
  "membership.shortLink": action("public", "Anyone: an invitation link's short address leads to its join page; rate-limited."),
  "organization.families.read": staffPower(
    "organizationStaff",
    "An owner or editor of his organization: its member families (the dad's name, how many sons, when they joined; never a child's details) and its invitations.",
  ),
  "organization.families.invite": staffPower(
    "organizationOwner",
    "An owner of his organization: the shared invitation link, mailed invitations and revoking them (rate-limited).",
  ),
  "organization.leaderGuide.read": staffPower(
    "organizationStaff",
    "An owner or editor of his organization: a week's printable leader guide of one of its own plans.",
    { row: ownOrganizationsPlan },
  ),
  "organization.public.read": action("public", "Anyone: an organization's public page (its name, description and published public plans)."),
  "membership.invitation.read": action("optionalViewer", "Anyone holding an invitation token: the organization's name and whether the invitation still works."),
  "membership.join": action(
    "signedIn",
    "A dad accepts a still-valid invitation for his family (not a son); a mailed one only from the address it was sent to.",
    { row: dadAcceptsValidInvitation },
  ),
  "membership.read": action("dad", "A dad: the organizations his family belongs to."),
  "membership.leave": action("dad", "A dad takes his family out of an organization it belongs to.", { row: ownMembership }),
} as const satisfies Record<string, ActionPolicy>;
