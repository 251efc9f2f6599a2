// An organization: its owners run it, owners and editors author its content, an invited
// address's account joins its staff.
import { AppError, notFound } from "../lib/app-error.ts";
import { organizationMessages } from "../../shared/schemas/organizations.ts";
import type { ActionPolicy } from "./rule.ts";
import { action, rowRule, staffPower } from "./rule.ts";

export interface InvitationRow {
  email: string;
}

/** A person may accept an invitation when it was sent to his account's address (another address: 403). */
const invitedAddress = rowRule<InvitationRow | undefined>({
  when: "it was sent to his account's address (another address: 403; an unknown or used token: 404)",
  allows: (viewer, invitation) => invitation !== undefined && invitation.email.toLowerCase() === viewer.email.toLowerCase(),
  refuse: (_viewer, invitation) =>
    invitation === undefined ? notFound(organizationMessages.invitationInvalid) : new AppError("FORBIDDEN", organizationMessages.invitationWrongAccount),
});

export const organizationPolicy = {
  "organization.mine.read": staffPower("signedIn", "Any signed-in viewer: his organization, or none."),
  "organization.create": staffPower("organizationFounder", "A dad or a global admin on no staff."),
  "organization.update": staffPower("organizationOwner", "An owner of his organization: its name and description."),
  "organization.staff.read": staffPower("organizationStaff", "An owner or editor of his organization: its staff and pending invitations."),
  "organization.staff.manage": staffPower("organizationOwner", "An owner of his organization invites and removes its staff (never its last owner)."),
  "organization.invitation.accept": action("invitee", "Signed in, not a son, on no staff: accepts an invitation sent to his own address.", {
    row: invitedAddress,
  }),
} as const satisfies Record<string, ActionPolicy>;
