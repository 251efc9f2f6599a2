// Sponsored access and members-only plans through the real app: an organization's
// owner pays for seats through Checkout (the Stripe stand-in, the same split), the signed webhook confirms, member
// families are offered a seat on a paid week and take it with a POST (a read takes none), leaving releases a seat; bad input and the wrong people are
// refused with nothing written.
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, organizations, sponsoredSeats, userPurchases } from "../../db/schema/index.ts";
import { paymentsMessages } from "../../../shared/schemas/payments.ts";
import { sponsorshipMessages, type TSponsorshipsResponse } from "../../../shared/schemas/sponsorships.ts";
import { registerDad, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { insertPlanWeek, insertWeek, selectPlanFor } from "../../../../tests/support/content-fixtures.ts";
import { signedStripeEvent, startFakeStripeServer, type FakeStripeServer } from "../../../../tests/support/fake-stripe-server.ts";
import { joinOrganization, leaveOrganization } from "../../../../tests/support/organization-families.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { changedTables, tableChecksums } from "../../../../tests/security/matrix-fixtures.ts";
import { holdLocks, RACE_ROUNDS } from "../../../../tests/support/lock-barrier.ts";

const PLATFORM_SECRET = "whsec_platform_test_secret";

let t: TestApp;
let stripe: FakeStripeServer;

beforeAll(async () => {
  stripe = await startFakeStripeServer();
  t = await createTestApp({
    REQUIRE_STAFF_TWO_FACTOR: "0",
    STRIPE_SECRET_KEY: "sk_test_strongbond",
    STRIPE_API_URL: stripe.url,
    STRIPE_WEBHOOK_SECRET: PLATFORM_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_connect_test_secret",
  });
});

afterAll(async () => {
  await t.close();
  await stripe.close();
});

function platformEvent(type: string, object: Record<string, unknown>, id?: string) {
  const signed = signedStripeEvent(PLATFORM_SECRET, { type, object, ...(id ? { id } : {}) });
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/stripe",
    headers: { "content-type": "application/json", "stripe-signature": signed.signature },
    payload: signed.payload,
  });
}

async function createOrganization(owner: Actor, opts: { payable?: boolean } = {}) {
  const created = await owner.post("/api/organizations", { name: `Ministry ${Math.random().toString(36).slice(2, 7)}`, description: "" });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ organization: { id: number } }>().organization.id;
  if (opts.payable) {
    const accountId = `acct_ready${id}x${Date.now()}`;
    stripe.setAccount(accountId, { transfers: "active", detailsSubmitted: true });
    await t.db.update(organizations).set({ stripeAccountId: accountId, payoutsEnabled: true }).where(eq(organizations.id, id));
    return { id, accountId };
  }
  return { id, accountId: null };
}

/** A paid plan of a payable organization (the seller) with distinct week 1 and week 2 content. */
async function paidPlan(priceCents = 1500) {
  const sellerOwner = await registerDad(t, "Seller Owner");
  const seller = await createOrganization(sellerOwner, { payable: true });
  const planId = await insertPlan(t.db, { priceCents, organizationId: seller.id, durationWeeks: 4 });
  const w1 = await insertWeek(t.db, 1, `S${planId} open`);
  const w2 = await insertWeek(t.db, 2, `S${planId} paid`);
  await insertPlanWeek(t.db, { planId, weekNumber: 1, devotionalId: w1.devotional.id, challengeId: w1.challenge.id, dadsCornerId: w1.dadsCorner.id });
  await insertPlanWeek(t.db, { planId, weekNumber: 2, devotionalId: w2.devotional.id, challengeId: w2.challenge.id, dadsCornerId: w2.dadsCorner.id });
  return { sellerOwner, seller, planId, week2Title: w2.devotional.title };
}

/** A church (the sponsor) with an owner and `n` member families following the plan. */
async function churchWithFamilies(planId: number, n: number) {
  const owner = await registerDad(t, "Church Owner");
  const church = await createOrganization(owner);
  const families = [];
  for (let i = 0; i < n; i += 1) {
    const family = await registerFamily(t, { dadName: `Member Dad ${i}`, sonName: `Member Son ${i}` });
    await joinOrganization(t.db, church.id, family.dad.id);
    await selectPlanFor(t.db, family.dad.id, planId);
    await selectPlanFor(t.db, family.son.id, planId);
    families.push(family);
  }
  return { owner, church, families };
}

async function sponsor(owner: Actor, body: Record<string, unknown>) {
  const response = await owner.post("/api/organizations/mine/sponsorships", body);
  const sent = stripe.requestsTo("POST /v1/checkout/sessions").at(-1);
  return { response, sent, purchaseId: Number(sent?.body.client_reference_id) };
}

async function confirm(purchaseId: number, id?: string) {
  const [purchase] = await t.db.select().from(userPurchases).where(eq(userPurchases.id, purchaseId));
  if (!purchase?.stripeCheckoutSessionId) throw new Error("no session stored");
  const response = await platformEvent(
    "checkout.session.completed",
    {
      id: purchase.stripeCheckoutSessionId,
      object: "checkout.session",
      client_reference_id: String(purchaseId),
      payment_status: "paid",
      amount_total: purchase.pricePaidCents,
      payment_intent: `pi_sponsor_${purchaseId}`,
    },
    id,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ outcome?: string }>();
}

const week2 = async (actor: Actor) =>
  (await actor.get("/api/weeks/2")).json<{ purchaseRequired: boolean; seatAvailable?: boolean; devotional: { title: string } | null }>();
/** Taking a seat is a write of its own (reading a week never takes one). */
const takeSeat = async (actor: Actor, planId: number) => (await actor.post(`/api/marketplace/plans/${planId}/seat`)).statusCode;
const dashboard = async (owner: Actor) => {
  const response = await owner.get("/api/organizations/mine/sponsorships");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSponsorshipsResponse>();
};

describe("sponsored seats", () => {
  it("a church pays once for seats of another organization's plan; its families open week 2 without paying, one seat each, until the seats run out", async () => {
    const { planId, seller, week2Title } = await paidPlan(1500);
    const { owner, church, families } = await churchWithFamilies(planId, 3);
    const [a, b, c] = families as [(typeof families)[0], (typeof families)[0], (typeof families)[0]];
    const outsider = await registerFamily(t, { dadName: "Outside Dad" });
    await selectPlanFor(t.db, outsider.dad.id, planId);
    await selectPlanFor(t.db, owner.id, planId);

    const { response, sent, purchaseId } = await sponsor(owner, { planId, seats: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ seatsAdded: 2, seatsTotal: 2, amountCents: 3000 });
    // The same split as a family's purchase: 12% of $30.00 to the platform, the rest to the plan's organization.
    expect(sent?.body).toMatchObject({
      mode: "payment",
      line_items: [{ price_data: { unit_amount: "3000" } }],
      payment_intent_data: { application_fee_amount: "360", transfer_data: { destination: seller.accountId } },
    });
    const [row] = await t.db.select().from(userPurchases).where(eq(userPurchases.id, purchaseId));
    expect(row).toMatchObject({ sponsorOrganizationId: church.id, sponsoredSeats: 2, organizationId: seller.id, status: "pending", appCommissionCents: 360 });

    // Nothing opens before Stripe confirms.
    expect((await week2(a.dad)).purchaseRequired).toBe(true);
    expect(await confirm(purchaseId, `evt_sponsor_${purchaseId}`)).toMatchObject({ outcome: "applied" });
    expect(await confirm(purchaseId, `evt_sponsor_${purchaseId}`)).toMatchObject({ outcome: "duplicate" });

    // Reading the week tells him a seat is free and takes nothing.
    expect(await week2(a.dad)).toMatchObject({ purchaseRequired: true, seatAvailable: true, devotional: null });
    expect((await dashboard(owner)).sponsorships).toEqual([expect.objectContaining({ planId, seatsTotal: 2, seatsUsed: 0 })]);
    expect(await takeSeat(a.dad, planId)).toBe(200);
    expect(await week2(a.dad)).toMatchObject({ purchaseRequired: false, devotional: { title: week2Title } });
    // A son reads through his dad's seat; the family holds one seat however many of them read.
    expect(await week2(a.son)).toMatchObject({ purchaseRequired: false });
    expect((await dashboard(owner)).sponsorships).toEqual([expect.objectContaining({ planId, seatsTotal: 2, seatsUsed: 1 })]);
    expect(await takeSeat(b.son, planId)).toBe(200);
    expect(await week2(b.son)).toMatchObject({ purchaseRequired: false, devotional: { title: week2Title } });
    expect(await takeSeat(c.dad, planId)).toBe(409);
    // Two seats, two families: the third family, a family outside the church and the buyer's own family still see Buy.
    expect(await week2(c.dad)).toMatchObject({ purchaseRequired: true, seatAvailable: false, devotional: null });
    expect((await week2(outsider.dad)).purchaseRequired).toBe(true);
    expect((await week2(owner)).purchaseRequired).toBe(true);
    const plan = (await c.dad.get(`/api/marketplace/plans/${planId}`)).json<{ plan: { purchased: boolean } }>().plan;
    expect(plan.purchased).toBe(false);
    expect((await a.dad.get(`/api/marketplace/plans/${planId}`)).json<{ plan: { purchased: boolean } }>().plan.purchased).toBe(true);

    const shown = await dashboard(owner);
    expect(shown.memberFamilies).toBe(3);
    expect(shown.sponsorships).toEqual([expect.objectContaining({ planId, seatsTotal: 2, seatsUsed: 2, priceCents: 1500 })]);
    expect(shown.purchases).toEqual([expect.objectContaining({ id: purchaseId, seats: 2, amountCents: 3000, status: "completed", refundableCents: 0 })]);

    // Family A leaves: its seat is released, A sees Buy again, and C takes the free seat when it opens week 2.
    await leaveOrganization(t.db, church.id, a.dad.id);
    expect((await week2(a.dad)).purchaseRequired).toBe(true);
    expect((await dashboard(owner)).sponsorships[0]).toMatchObject({ seatsUsed: 1 });
    expect(await takeSeat(c.dad, planId)).toBe(200);
    expect(await week2(c.dad)).toMatchObject({ purchaseRequired: false });
    expect((await dashboard(owner)).sponsorships[0]).toMatchObject({ seatsTotal: 2, seatsUsed: 2 });

    // The seller's purchases list shows the sale; its owner may refund it like any other.
    const sales = await t.db
      .select()
      .from(userPurchases)
      .where(and(eq(userPurchases.organizationId, seller.id), isNotNull(userPurchases.sponsorOrganizationId)));
    expect(sales).toHaveLength(1);
  });

  it("'all member families' buys the seats missing for the members; a full refund closes the seats again", async () => {
    const { planId } = await paidPlan(900);
    const { owner, families } = await churchWithFamilies(planId, 3);
    const first = await sponsor(owner, { planId, seats: 1 });
    await confirm(first.purchaseId);
    const all = await sponsor(owner, { planId, allMembers: true });
    expect(all.response.statusCode, all.response.body).toBe(200);
    expect(all.response.json()).toMatchObject({ seatsAdded: 2, seatsTotal: 3, amountCents: 1800 });
    await confirm(all.purchaseId);
    for (const family of families) {
      expect(await takeSeat(family.dad, planId)).toBe(200);
      expect((await week2(family.dad)).purchaseRequired).toBe(false);
    }

    const again = await owner.post("/api/organizations/mine/sponsorships", { planId, allMembers: true });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(sponsorshipMessages.everyMemberCovered(3));
    // The count stays in the refusal a reader of Spanish gets.
    const inSpanish = await owner.request({
      method: "POST",
      url: "/api/organizations/mine/sponsorships",
      payload: { planId, allMembers: true },
      headers: { "accept-language": "es" },
    });
    expect(inSpanish.statusCode).toBe(409);
    expect(inSpanish.json<{ error: { message: string } }>().error.message).toBe(
      "Todas las familias de tu organización ya están cubiertas: tu organización ya tiene 3 lugares de este plan.",
    );

    // Stripe refunds the second payment in full: 1 seat left, held by the family that took it first.
    const refunded = await platformEvent("charge.refunded", {
      id: `ch_${all.purchaseId}`,
      object: "charge",
      payment_intent: `pi_sponsor_${all.purchaseId}`,
      amount: 1800,
      amount_refunded: 1800,
    });
    expect(refunded.statusCode).toBe(200);
    const open = await Promise.all(families.map(async (f) => !(await week2(f.dad)).purchaseRequired));
    expect(open.filter(Boolean)).toHaveLength(1);
  });

  it("eight families racing for the last seat: one takes it, the others are refused and read nothing paid", async () => {
    const { planId } = await paidPlan(800);
    const { owner, families } = await churchWithFamilies(planId, 8);
    const bought = await sponsor(owner, { planId, seats: 1 });
    await confirm(bought.purchaseId);
    // Reading never takes a seat: all eight read week 2 at once while the seat is free; none is served, none seated.
    const offered = await Promise.all(families.map((f) => week2(f.dad)));
    expect(offered.filter((r) => r.purchaseRequired && r.seatAvailable === true && r.devotional === null)).toHaveLength(8);
    expect(await t.db.select().from(sponsoredSeats).where(eq(sponsoredSeats.planId, planId))).toHaveLength(0);
    // A barrier: every request is built and waiting before any is sent, then all go at once.
    let release!: () => void;
    const barrier = new Promise<void>((resolve) => (release = resolve));
    const racing = families.map(async (f) => {
      await barrier;
      return takeSeat(f.dad, planId);
    });
    release();
    const codes = await Promise.all(racing);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    // Parallel reads of week 2 serve the paid text to the seat's family only.
    const reads = await Promise.all(families.map((f) => week2(f.dad)));
    expect(reads.filter((r) => !r.purchaseRequired)).toHaveLength(1);
    expect(await t.db.select().from(sponsoredSeats).where(eq(sponsoredSeats.planId, planId))).toHaveLength(1);
  });

  it("two families racing for the last seat, held at a barrier until both counted a free seat: one takes it", async () => {
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const { planId } = await paidPlan(900);
      const { owner, families } = await churchWithFamilies(planId, 2);
      const bought = await sponsor(owner, { planId, seats: 1 });
      await confirm(bought.purchaseId);
      // The barrier: the test holds the seats' table so no seat can be written; both requests find the free seat,
      // then wait at the write. Released together, only the seat's own lock keeps the second from taking it too.
      const held = await holdLocks(t.databaseUrl, "lock table sponsored_seats in share mode");
      const racing = families.map((f) => takeSeat(f.dad, planId));
      await held.waitForBlocked(2);
      await held.release();
      const codes = await Promise.all(racing);
      expect(codes.sort()).toEqual([200, 409]);
      expect(await t.db.select().from(sponsoredSeats).where(eq(sponsoredSeats.planId, planId))).toHaveLength(1);
      const reads = await Promise.all(families.map((f) => week2(f.dad)));
      expect(reads.filter((r) => !r.purchaseRequired)).toHaveLength(1);
    }
  });

  it("refuses a seat count below the seats in use, zero, a fraction, a free plan and a plan not for sale, with nothing written", async () => {
    const { planId } = await paidPlan(1200);
    const { owner, families } = await churchWithFamilies(planId, 2);
    const bought = await sponsor(owner, { planId, seats: 2 });
    await confirm(bought.purchaseId);
    for (const family of families) expect(await takeSeat(family.dad, planId)).toBe(200);
    const freePlanId = await insertPlan(t.db, { priceCents: 0 });
    const notPayable = await createOrganization(await registerDad(t, "Unready Seller"));
    const unsellable = await insertPlan(t.db, { priceCents: 1000, organizationId: notPayable.id });
    const draft = await insertPlan(t.db, { priceCents: 1000, status: "draft" });

    const before = await tableChecksums(t);
    const sessionsBefore = stripe.requestsTo("POST /v1/checkout/sessions").length;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ planId, seats: 1 }, 400, sponsorshipMessages.belowUsed(2)],
      [{ planId, seats: 2 }, 409, sponsorshipMessages.noMoreSeats(2)],
      [{ planId, seats: 0 }, 400, sponsorshipMessages.invalidSeats],
      [{ planId, seats: 2.5 }, 400, sponsorshipMessages.invalidSeats],
      [{ planId, seats: "3" }, 400, sponsorshipMessages.invalidSeats],
      [{ planId, seats: 3, allMembers: true }, 400, sponsorshipMessages.seatsOrAll],
      [{ planId }, 400, sponsorshipMessages.seatsOrAll],
      [{ planId: freePlanId, seats: 3 }, 400, sponsorshipMessages.freePlan],
      [{ planId: unsellable, seats: 3 }, 409, paymentsMessages.notForSale],
      [{ planId: draft, seats: 3 }, 404, "Plan not found"],
      [{ planId, seats: 1_000_000 }, 400, sponsorshipMessages.invalidSeats],
    ];
    for (const [body, status, message] of cases) {
      const response = await owner.post("/api/organizations/mine/sponsorships", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.body, JSON.stringify(body)).toContain(message);
    }
    expect(changedTables(before, await tableChecksums(t))).toEqual([]);
    expect(stripe.requestsTo("POST /v1/checkout/sessions")).toHaveLength(sessionsBefore);
  });

  it("only the organization's owners spend: an editor 403, a son 403, a dad on no staff 404, signed out 401", async () => {
    const { planId } = await paidPlan();
    const { owner, church, families } = await churchWithFamilies(planId, 1);
    const editor = await registerDad(t, "Church Editor");
    expect((await owner.post("/api/organizations/mine/invitations", { email: editor.email, role: "editor" })).statusCode).toBe(201);
    await t.settleMail();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, editor.email.toLowerCase()));
    const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    expect((await editor.post("/api/organizations/invitations/accept", { token })).statusCode).toBe(200);
    const member = families[0]!;

    for (const [actor, status] of [
      [editor, 403],
      [member.son, 403],
      [member.dad, 404],
    ] as const) {
      expect((await actor.post("/api/organizations/mine/sponsorships", { planId, seats: 1 })).statusCode).toBe(status);
      expect((await actor.get("/api/organizations/mine/sponsorships")).statusCode).toBe(status);
    }
    const anonymous = await t.app.inject({ method: "GET", url: "/api/organizations/mine/sponsorships" });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.db.select().from(sponsoredSeats).where(eq(sponsoredSeats.organizationId, church.id))).toHaveLength(0);
  });
});

describe("members-only plans", () => {
  it("is unlisted, open to the organization's families and staff, its page by link only to others, 404 to everyone else", async () => {
    const owner = await registerDad(t, "Members Owner");
    const org = await createOrganization(owner, { payable: true });
    const planId = await insertPlan(t.db, { priceCents: 1000, organizationId: org.id, title: "Men's Breakfast Plan" });
    const member = await registerFamily(t, { dadName: "Member Dad" });
    await joinOrganization(t.db, org.id, member.dad.id);
    const outsider = await registerFamily(t, { dadName: "Outside Dad" });
    const otherOwner = await registerDad(t, "Other Owner");
    await createOrganization(otherOwner);

    expect((await otherOwner.put(`/api/organizations/mine/plans/${planId}/visibility`, { membersOnly: true })).statusCode).toBe(404);
    expect((await owner.put(`/api/organizations/mine/plans/${planId}/visibility`, { membersOnly: "yes" })).statusCode).toBe(400);
    const set = await owner.put(`/api/organizations/mine/plans/${planId}/visibility`, { membersOnly: true });
    expect(set.statusCode, set.body).toBe(200);
    const { linkPath } = set.json<{ linkPath: string }>();
    expect(linkPath).toMatch(new RegExp(`^/marketplace/plans/${planId}\\?key=[A-Za-z0-9_-]{24}$`));
    expect((await dashboard(owner)).ownPlans).toEqual([{ id: planId, title: "Men's Breakfast Plan", membersOnly: true, linkPath }]);
    expect(set.json()).toMatchObject({ inReview: false });

    const listed = async (actor: Actor) => (await actor.get("/api/marketplace/plans")).json<{ plans: Array<{ id: number }> }>().plans.map((p) => p.id);
    expect(await listed(member.dad)).not.toContain(planId);
    expect(await listed(outsider.dad)).not.toContain(planId);

    expect((await member.dad.get(`/api/marketplace/plans/${planId}`)).statusCode).toBe(200);
    expect((await member.son.get(`/api/marketplace/plans/${planId}`)).statusCode).toBe(200);
    expect((await outsider.dad.get(`/api/marketplace/plans/${planId}`)).statusCode).toBe(404);
    expect((await outsider.dad.get(`/api/marketplace/plans/${planId}?key=wrong-key-wrong-key-abcd`)).statusCode).toBe(404);
    // The link opens the page to read; starting and buying stay the members'.
    expect((await outsider.dad.get(linkPath.replace("/marketplace/plans", "/api/marketplace/plans"))).statusCode).toBe(200);
    expect((await outsider.dad.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page" })).statusCode).toBe(404);
    expect((await outsider.dad.post(`/api/marketplace/plans/${planId}/checkout`, {})).statusCode).toBe(404);
    expect((await member.dad.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page" })).statusCode).toBe(200);
    expect((await member.dad.post(`/api/marketplace/plans/${planId}/checkout`, {})).statusCode).toBe(200);

    // A family that left is an outsider again.
    await leaveOrganization(t.db, org.id, member.dad.id);
    // Following the plan it started is not enough: members-only stays members-only (policies/plan-content.ts).
    expect((await member.dad.get(`/api/marketplace/plans/${planId}`)).statusCode).toBe(404);
    expect((await member.dad.post(`/api/marketplace/plans/${planId}/checkout`, {})).statusCode).toBe(404);

    // Listing it again is a transition to public: it waits for the platform's review, still members-only.
    expect((await owner.put(`/api/organizations/mine/plans/${planId}/visibility`, { membersOnly: false })).json()).toEqual({
      membersOnly: true,
      linkPath,
      inReview: true,
    });
    expect(await listed(outsider.dad)).not.toContain(planId);
  });
});
