// An organization's member families: invitations by the shared
// link and by e-mail, joining and leaving, the roster, the public organization page and the printable leader guide.
import { ZLanguage } from "../language.ts";
import { z } from "zod";
import { MAX_INT4 } from "../constants.ts";
import { SLUG_PATTERN } from "../slug.ts";
import { idParam } from "./params.ts";
import { ZMessageResponse, ZOrganizationLink, listResponse, ZTimestamp, scheduledPlanFields } from "./common.ts";
import { ZPlanOverview } from "./marketplace.ts";
import { ZChallenge, ZDadsCorner, ZDevotional, ZWeekPlan } from "./content.ts";

/** How long the shared link and a mailed invitation stay valid, when the one follow-up goes, and the limits. */
export const FAMILY_INVITATIONS = {
  linkTtlDays: 90,
  emailTtlDays: 30,
  followUpAfterDays: 4,
  /** Addresses in one request. */
  perRequest: 50,
  /** Mailed invitations an organization may send in an hour (a new one to an address counts again). */
  perOrganizationHour: 100,
  /** Mailed invitations an organization may have waiting for an answer at once. */
  pendingPerOrganization: 500,
  emailMax: 254,
} as const;

/**
 * An address as an invitation page names it to whoever holds the link: enough for its holder to recognise it,
 * not enough to read it off ("e***@example.com").
 */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export const familyInvitationMessages = {
  emailsRequired: "Enter at least one email address",
  tooManyAtOnce: `Invite at most ${FAMILY_INVITATIONS.perRequest} addresses at a time`,
  emailInvalid: (address: string) => `"${address.slice(0, 60)}" is not a valid email address`,
  hourlyLimit: `Your organization can send at most ${FAMILY_INVITATIONS.perOrganizationHour} invitations an hour. Try again later.`,
  pendingLimit: `Your organization has ${FAMILY_INVITATIONS.pendingPerOrganization} invitations waiting for an answer. Revoke some before sending more.`,
  invitationsSent: (count: number) => (count === 1 ? "1 invitation sent" : `${count} invitations sent`),
  linkCreated: "An invitation link is ready. Share it with the families you want to invite.",
  linkReplaced: "A new invitation link is ready. The earlier link no longer works.",
  linkRevoked: "The invitation link no longer works.",
  invitationRevoked: "Invitation revoked",
  invitationNotFound: "Invitation not found",
  /** The invitation page's states. */
  unknown: "This invitation link is not valid. Check that you copied all of it, or ask your church for a new one.",
  revoked: "This invitation was withdrawn by the organization. Ask its leader for a new link.",
  used: "This invitation has already been accepted. Ask the organization for a new one if you need it.",
  expired: "This invitation has expired. Ask the organization's leader for a new link.",
  sonMayNotAccept: "Only your dad can accept an invitation for your family. Ask him to open this link.",
  dadOnly: "An invitation is accepted by a dad for his family. Sign in with a dad's account to accept it.",
  sentTo: (masked: string) => `This invitation was sent to ${masked}.`,
  forAnotherAddress: (masked: string) => `This invitation was sent to ${masked}. Sign in with that address to accept it.`,
  joined: (name: string) => `Your family joined ${name}`,
  joinedWithGroup: (name: string, group: string) => `Your family joined ${name} and its group ${group}`,
  groupLinkCreated: (group: string) => `An invitation link for ${group} is ready. It brings a family into your church and this group.`,
  groupLinkReplaced: (group: string) => `A new invitation link for ${group} is ready. The group's earlier link no longer works.`,
  alreadyMember: (name: string) => `Your family already belongs to ${name}`,
  left: (name: string) => `Your family left ${name}`,
  notAMember: "Your family does not belong to this organization",
  organizationNotFound: "Organization not found",
  planNotFound: "Plan not found",
} as const;

// ---------- requests ----------

/** A list of addresses, each checked on its own so the message names the one that is wrong; duplicates collapse. */
export const ZFamilyInvitationsRequest = z.object({
  emails: z
    .array(z.string({ error: familyInvitationMessages.emailsRequired }), { error: familyInvitationMessages.emailsRequired })
    .min(1, familyInvitationMessages.emailsRequired)
    .max(FAMILY_INVITATIONS.perRequest, familyInvitationMessages.tooManyAtOnce)
    .transform((list, ctx) => {
      const out: string[] = [];
      list.forEach((raw, index) => {
        const address = raw.trim().toLowerCase();
        if (address.length > FAMILY_INVITATIONS.emailMax || !z.email().safeParse(address).success) {
          ctx.addIssue({ code: "custom", path: [index], message: familyInvitationMessages.emailInvalid(raw.trim()) });
          return;
        }
        if (!out.includes(address)) out.push(address);
      });
      return out;
    }),
});
export type TFamilyInvitationsRequest = z.input<typeof ZFamilyInvitationsRequest>;

/** Splits what a leader pasted (commas, semicolons, spaces, new lines) into addresses. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

export const ZInvitationTokenRequest = z.object({
  token: z.string().trim().min(1, familyInvitationMessages.unknown).max(200, familyInvitationMessages.unknown),
});
/** Accepting: the token, and the dad's yes to moving his family from another plan to the group's (never moved unasked). */
export const ZJoinRequest = ZInvitationTokenRequest.extend({ confirmSwitch: z.boolean().optional() });
export type TJoinRequest = z.input<typeof ZJoinRequest>;
/** A short link's code (/j/<code>): forgiving like a group code; anything else is an unknown link. */
export const ZShortLinkParams = z.object({ code: z.string().max(40) });
export const ZFamilyInvitationIdParams = z.object({ invitationId: idParam() });
export const ZMembershipParams = z.object({ organizationId: idParam() });
export const ZOrganizationSlugParams = z.object({ slug: z.string().max(120).regex(SLUG_PATTERN, familyInvitationMessages.organizationNotFound) });
export const ZLeaderGuideParams = z.object({ planId: idParam(), week: z.coerce.number().int().min(1).max(MAX_INT4) });

// ---------- responses ----------

export const ZRosterFamily = z.object({ id: z.number().int(), dadName: z.string(), sonCount: z.number().int(), joinedAt: ZTimestamp });
/**
 * A shared link: its full address, its short one (/j/<code>: the QR code's and the one to type; null for a link made
 * before short links existed) and when it stops working.
 */
export const ZInvitationLink = z.object({ url: z.string(), shortUrl: z.string().nullable(), expiresAt: ZTimestamp });
export type TInvitationLink = z.infer<typeof ZInvitationLink>;
export const FAMILY_INVITATION_STATES = ["waiting", "reminded", "accepted", "expired", "revoked"] as const;
export const ZMailedInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  state: z.enum(FAMILY_INVITATION_STATES),
  sentAt: ZTimestamp,
  remindedAt: ZTimestamp.nullable(),
});
export const ZFamilyRosterResponse = z.object({
  families: z.array(ZRosterFamily),
  link: ZInvitationLink.nullable(),
  invitations: z.array(ZMailedInvitation),
  /** Owners manage invitations; editors see the roster. */
  canInvite: z.boolean(),
});
export type TFamilyRosterResponse = z.infer<typeof ZFamilyRosterResponse>;
export type TRosterFamily = z.infer<typeof ZRosterFamily>;
export type TMailedInvitation = z.infer<typeof ZMailedInvitation>;

export const ZInvitationLinkResponse = z.object({ link: ZInvitationLink, message: z.string() });
export const ZFamilyInvitationsResponse = z.object({ sent: z.number().int(), alreadyMembers: z.array(z.string()), message: z.string() });
export type TFamilyInvitationsResponse = z.infer<typeof ZFamilyInvitationsResponse>;

export const INVITATION_STATES = ["valid", "revoked", "used", "expired"] as const;
/** The group an invitation carries, with its plan and schedule (null: the church only). */
export const ZInvitationGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  plan: z.object(scheduledPlanFields).nullable(),
});
export type TInvitationGroup = z.infer<typeof ZInvitationGroup>;

/** The organization as an invitation and its public page introduce it. */
const ZOrganizationIntro = ZOrganizationLink.extend({ description: z.string().nullable() });

export const ZInvitationPreviewResponse = z.object({
  organization: ZOrganizationIntro,
  group: ZInvitationGroup.nullable(),
  /** Signed in as a dad whose family follows another plan: accepting asks him first. */
  familyOnAnotherPlan: z.boolean(),
  /** Signed in as a dad already in the invitation's group (or in the church, for a church-only link). */
  alreadyJoined: z.boolean(),
  state: z.enum(INVITATION_STATES),
  message: z.string().nullable(),
  /** Signed in as a dad whose family already belongs. */
  alreadyMember: z.boolean(),
  /** A mailed invitation: the address it was sent to, masked (only that address accepts it); null for the shared link. */
  sentTo: z.string().nullable(),
  /** Signed in with another address than the one a mailed invitation was sent to. */
  forAnotherAddress: z.boolean(),
});
export type TInvitationPreviewResponse = z.infer<typeof ZInvitationPreviewResponse>;

export const ZMembership = z.object({
  organizationId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  joinedAt: ZTimestamp,
  sharesProgress: z.boolean(),
});
export type TMembership = z.infer<typeof ZMembership>;
export const ZMembershipsResponse = listResponse("memberships", ZMembership);
export type TMembershipsResponse = z.infer<typeof ZMembershipsResponse>;
export const ZJoinResponse = z.object({
  membership: ZMembership,
  message: z.string(),
  /** The group he joined with the invitation, and the family's week of its plan (null: the church only). */
  group: z.object({ id: z.number().int(), name: z.string(), planTitle: z.string().nullable(), week: z.number().int().nullable() }).nullable(),
});
export type TJoinResponse = z.infer<typeof ZJoinResponse>;
export const ZLeaveResponse = ZMessageResponse;

export const ZPublicPlanCard = ZPlanOverview.extend({
  priceCents: z.number().int(),
  /** The language it is written in. */
  language: ZLanguage,
});
export const ZPublicOrganizationResponse = z.object({
  organization: ZOrganizationIntro,
  plans: z.array(ZPublicPlanCard),
});
export type TPublicOrganizationResponse = z.infer<typeof ZPublicOrganizationResponse>;

export const ZLeaderGuideResponse = z.object({
  organizationName: z.string().nullable(),
  plan: ZWeekPlan,
  weekNumber: z.number().int(),
  devotional: ZDevotional.nullable(),
  challenge: ZChallenge.nullable(),
  dadsCorner: ZDadsCorner.nullable(),
  talkingPoints: z.array(z.string()),
});
export type TLeaderGuideResponse = z.infer<typeof ZLeaderGuideResponse>;
