// Sponsored access and members-only plans: an organization buys seats of a paid plan
// for its member families; a plan can be kept for the organization's members.
import { z } from "zod";
import { wholeNumberField } from "./fields.ts";
import { idParam } from "./params.ts";
import { ZPurchaseRow } from "./payments.ts";

export const SPONSORSHIP_LIMITS = {
  /** The most seats one sponsorship may hold (a large diocese; also keeps a charge within Stripe's amount limit). */
  seats: 5_000,
  /** Stripe's largest USD charge through Checkout: $999,999.99. */
  chargeCents: 99_999_999,
} as const;

export const sponsorshipMessages = {
  seatTaken: "Your church's seat is yours: every week of the plan is open.",
  noFreeSeat: "No sponsored seat is free for your family on this plan.",
  invalidPlanId: "Choose a plan to sponsor.",
  invalidSeats: `Seats must be a whole number from 1 to ${SPONSORSHIP_LIMITS.seats.toLocaleString("en-US")}.`,
  seatsOrAll: "Choose a number of seats or all member families, not both.",
  freePlan: "This plan is free: every family opens all of its weeks without a sponsorship.",
  belowUsed: (used: number) =>
    `${used} ${used === 1 ? "family already holds a seat" : "families already hold seats"} of this plan: the seat count cannot be below ${used}.`,
  noMoreSeats: (bought: number) => `Your organization already has ${bought} ${bought === 1 ? "seat" : "seats"} of this plan: choose more to buy more.`,
  noMembers: "Your organization has no member families yet: invite families first, then sponsor their seats.",
  everyMemberCovered: (bought: number) => `All your member families are covered: your organization already has ${bought} seats of this plan.`,
  tooExpensive: "That many seats cost more than one payment can take: sponsor fewer seats at a time.",
  sponsorshipStarted: "Checkout opened: the seats count once Stripe confirms the payment.",
  invalidMembersOnly: "Say whether the plan is for members only (true or false).",
  notYourPlan: "Plan not found.",
} as const;

/** POST /api/organizations/mine/sponsorships: the seat count the organization wants in all, or all its member families. */
export const ZSponsorshipRequest = z
  .object({
    planId: idParam(sponsorshipMessages.invalidPlanId),
    seats: wholeNumberField(1, SPONSORSHIP_LIMITS.seats, sponsorshipMessages.invalidSeats).optional(),
    allMembers: z.literal(true, { error: sponsorshipMessages.seatsOrAll }).optional(),
  })
  .strict()
  .refine((body) => (body.seats === undefined) !== (body.allMembers === undefined), { message: sponsorshipMessages.seatsOrAll, path: ["seats"] });
export type TSponsorshipRequest = z.input<typeof ZSponsorshipRequest>;

export const ZSponsorshipCheckoutResponse = z.object({
  url: z.string(),
  /** The seats this payment adds, and the total once it is confirmed. */
  seatsAdded: z.number().int(),
  seatsTotal: z.number().int(),
  amountCents: z.number().int(),
});
export type TSponsorshipCheckoutResponse = z.infer<typeof ZSponsorshipCheckoutResponse>;

export const ZSponsorship = z.object({
  planId: z.number().int(),
  planTitle: z.string(),
  /** The organization that wrote the plan (the seller; may be the sponsor itself). */
  sellerName: z.string().nullable(),
  priceCents: z.number().int(),
  seatsTotal: z.number().int(),
  seatsUsed: z.number().int(),
});
export type TSponsorship = z.infer<typeof ZSponsorship>;

/** A paid plan the organization may sponsor: its own or another organization's, for sale. */
export const ZSponsorablePlan = z.object({ id: z.number().int(), title: z.string(), priceCents: z.number().int(), sellerName: z.string().nullable() });
export type TSponsorablePlan = z.infer<typeof ZSponsorablePlan>;

export const ZSponsorshipsResponse = z.object({
  memberFamilies: z.number().int(),
  sponsorships: z.array(ZSponsorship),
  /** What the organization paid for seats, newest first (status, refunds, disputes). */
  purchases: z.array(ZPurchaseRow.extend({ seats: z.number().int() })),
  plans: z.array(ZSponsorablePlan),
  /** The organization's own published plans and who sees each: listed, or members only (with the link). */
  ownPlans: z.array(z.object({ id: z.number().int(), title: z.string(), membersOnly: z.boolean(), linkPath: z.string().nullable() })),
});
export type TSponsorshipsResponse = z.infer<typeof ZSponsorshipsResponse>;

export const ZPlanVisibilityParams = z.object({ planId: idParam(sponsorshipMessages.invalidPlanId) });
export const ZPlanVisibilityRequest = z.object({ membersOnly: z.boolean({ error: sponsorshipMessages.invalidMembersOnly }) }).strict();
export const ZPlanVisibilityResponse = z.object({
  membersOnly: z.boolean(),
  /** The plan page's link for people outside the organization (reading the page only); null when listed. */
  linkPath: z.string().nullable(),
  /** Listing it again waits for the platform's review (it stays members-only until approved). */
  inReview: z.boolean(),
});
export type TPlanVisibilityResponse = z.infer<typeof ZPlanVisibilityResponse>;

export const ZTakeSeatResponse = z.object({ taken: z.literal(true), message: z.string() });
export type TTakeSeatResponse = z.infer<typeof ZTakeSeatResponse>;
