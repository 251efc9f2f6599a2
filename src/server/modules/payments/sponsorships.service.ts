// Sponsored access: an organization's owner pays once, through Stripe Checkout with
// the same split as a family's purchase, for seats of a paid plan; its member families are offered a seat on a paid
// week and take it with a POST. Members-only plans: unlisted, open to the organization's families and by link.
import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger as Logger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { PaymentsGateway } from "../../integrations/payments/stripe-gateway.ts";
import type { OrganizationActor } from "../../policies/guards.ts";
import { authorize } from "../../policies/index.ts";
import { selectReaderFacts } from "./payments.queries.ts";
import { listingNeedsReview } from "../../policies/plan-content.ts";
import { setMembersOnly } from "../studio/plan-studio.queries.ts";
import { submitForReview, withdrawFromReview } from "../studio/submit-for-review.ts";
import { messages } from "../../../shared/messages.ts";
import { MIN_CHARGE_CENTS, rateToBasisPoints, splitPrice } from "../../../shared/money.ts";
import { paymentsMessages } from "../../../shared/schemas/payments.ts";
import {
  SPONSORSHIP_LIMITS,
  sponsorshipMessages,
  type TPlanVisibilityResponse,
  type TSponsorshipCheckoutResponse,
  type TSponsorshipsResponse,
} from "../../../shared/schemas/sponsorships.ts";
import { AppError, badRequest, notFound } from "../../lib/app-error.ts";
import { setCheckoutSession } from "./payments.queries.ts";
import { toPurchaseRow } from "./purchase-row.ts";
import {
  countMemberFamilies,
  findFreeSeatFor,
  findOwnPlan,
  findPlanToSponsor,
  insertSponsorshipPurchase,
  listOwnPlans,
  listSponsorablePlans,
  listSponsorshipPurchases,
  listSponsorships,
  seatsOf,
  takeSeat,
} from "./sponsorships.queries.ts";

export const SPONSORSHIP_PURCHASES_SHOWN = 100;

/** The organization's dashboard: its member families, sponsorships (seats used / total), seat purchases, and plans it may sponsor. */
export async function getSponsorships(db: Database, actor: OrganizationActor): Promise<TSponsorshipsResponse> {
  const id = actor.organizationId;
  const [memberFamilies, sponsorships, purchases, plans, ownPlans] = await Promise.all([
    countMemberFamilies(db, id),
    listSponsorships(db, id),
    listSponsorshipPurchases(db, id, SPONSORSHIP_PURCHASES_SHOWN),
    listSponsorablePlans(db, id),
    listOwnPlans(db, id),
  ]);
  // The seller refunds a sale; the sponsor sees its own payments without a refund button.
  return {
    memberFamilies,
    sponsorships,
    purchases: purchases.map(({ seats, ...row }) => ({ ...toPurchaseRow(row), refundableCents: 0, seats })),
    plans,
    ownPlans: ownPlans.map(({ token, ...plan }) => ({ ...plan, linkPath: token ? membersLinkPath(plan.id, token) : null })),
  };
}

/**
 * 'Sponsor seats': the organization asks for `seats` seats in all (or one per member family); the payment is for
 * the seats beyond those already bought, at the plan's price each, with the seller's commission rate (the same split
 * as a family's purchase). Nothing is written before every check passed. The seats count once the webhook confirms.
 */
export async function createSponsorship(
  db: Database,
  gateway: PaymentsGateway | null,
  log: Logger,
  actor: OrganizationActor,
  input: { planId: number; seats?: number | undefined; allMembers?: true | undefined },
  appUrl: string,
): Promise<TSponsorshipCheckoutResponse> {
  const sponsorId = actor.organizationId;
  const plan = await findPlanToSponsor(db, input.planId);
  // A members-only plan of another organization does not exist for this one.
  if (!plan || (plan.members_only && plan.organization_id !== sponsorId)) throw notFound(messages.planNotFound);
  if (plan.price_cents === 0) throw badRequest(sponsorshipMessages.freePlan, { planId: sponsorshipMessages.freePlan });
  if (!gateway || !plan.organization_id || !plan.stripe_account_id || !plan.payouts_enabled) throw new AppError("CONFLICT", paymentsMessages.notForSale);

  const { bought, used } = await seatsOf(db, sponsorId, plan.id);
  let total: number;
  if (input.allMembers) {
    const members = await countMemberFamilies(db, sponsorId);
    if (members === 0) throw badRequest(sponsorshipMessages.noMembers, { allMembers: sponsorshipMessages.noMembers });
    total = Math.max(members, used);
    if (total <= bought) throw new AppError("CONFLICT", sponsorshipMessages.everyMemberCovered(bought));
  } else {
    total = input.seats ?? 0;
    if (total < used) throw badRequest(sponsorshipMessages.belowUsed(used), { seats: sponsorshipMessages.belowUsed(used) });
    if (total <= bought) throw new AppError("CONFLICT", sponsorshipMessages.noMoreSeats(bought));
  }
  const added = total - bought;
  const amount = plan.price_cents * added;
  if (amount > SPONSORSHIP_LIMITS.chargeCents) throw badRequest(sponsorshipMessages.tooExpensive, { seats: sponsorshipMessages.tooExpensive });
  if (amount < MIN_CHARGE_CENTS) throw new AppError("CONFLICT", paymentsMessages.belowMinimum);

  const split = splitPrice(amount, rateToBasisPoints(plan.commission_rate ?? 0.12));
  const purchaseId = await insertSponsorshipPurchase(db, {
    buyerId: actor.viewer.userId,
    planId: plan.id,
    sellerOrganizationId: plan.organization_id,
    sponsorOrganizationId: sponsorId,
    seats: added,
    ...split,
  });
  try {
    const session = await gateway.createCheckoutSession({
      purchaseId,
      planId: plan.id,
      planTitle: `${plan.title}: ${added} sponsored ${added === 1 ? "seat" : "seats"}`,
      priceCents: split.priceCents,
      applicationFeeCents: split.commissionCents,
      destinationAccountId: plan.stripe_account_id,
      buyerEmail: actor.viewer.email,
      buyerUserId: actor.viewer.userId,
      successUrl: `${appUrl}/organizations?sponsorship=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}/organizations?sponsorship=cancelled`,
    });
    await setCheckoutSession(db, purchaseId, session.id);
    log.info({ userId: actor.viewer.userId, organizationId: sponsorId, planId: plan.id, purchaseId, seats: added }, "sponsorship checkout created");
    return { url: session.url, seatsAdded: added, seatsTotal: total, amountCents: split.priceCents };
  } catch (error) {
    log.error({ err: error, planId: plan.id, purchaseId }, "sponsorship checkout creation failed");
    throw new AppError("UNAVAILABLE", paymentsMessages.checkoutFailed);
  }
}

/**
 * A member family takes a free seat its organization sponsors of the plan: a write of its own, never a
 * side effect of reading a week. The take is serialised per organization and plan, so racing families never take
 * more seats than were bought. True when the family holds a seat afterwards.
 */
export async function takeSponsoredSeat(db: Database, planId: number, userId: string): Promise<boolean> {
  const free = await findFreeSeatFor(db, planId, userId);
  if (free && (await db.transaction((tx) => takeSeat(tx, free.organizationId, planId, free.dadId)))) return true;
  return (await selectReaderFacts(db, planId, userId)).owned;
}

/** The plan page's link for people outside the organization: it opens the page (reading), nothing else. */
export const membersLinkPath = (planId: number, token: string) => `/marketplace/plans/${planId}?key=${token}`;

/**
 * An owner keeps one of his organization's plans for its members (a new link each time), or lists it again. Listing
 * a published plan is a transition to public visibility: it waits in the platform's review queue like a first
 * publication (the plan stays members-only until approved). Keeping it for members withdraws a waiting review (its
 * author publishes to members without one).
 */
export async function setPlanMembersOnly(db: Database, actor: OrganizationActor, planId: number, membersOnly: boolean): Promise<TPlanVisibilityResponse> {
  return db.transaction(async (tx) => {
    const plan = authorize(actor, "plan.visibility.update", await findOwnPlan(tx, planId));
    if (!membersOnly && plan.membersOnly && listingNeedsReview(plan)) {
      await submitForReview(tx, plan);
      return { membersOnly: true, linkPath: plan.token ? membersLinkPath(planId, plan.token) : null, inReview: true };
    }
    if (membersOnly) await withdrawFromReview(tx, plan);
    const saved = await setMembersOnly(tx, planId, membersOnly, membersOnly ? randomBytes(18).toString("base64url") : null);
    return { membersOnly: saved.membersOnly, linkPath: saved.token ? membersLinkPath(planId, saved.token) : null, inReview: false };
  });
}
