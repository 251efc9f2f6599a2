// Paid plans end to end through the real app, with the official Stripe SDK pointed at the local stand-in:
// Connect onboarding, Checkout with the 12% application fee, webhooks (signatures, duplicates, replays, late
// events), refunds, disputes, and week ≥ 2 closed on every path that carries content until the family buys.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, organizations, userPurchases } from "../../db/schema/index.ts";
import { messages } from "../../../shared/messages.ts";
import { paymentsMessages } from "../../../shared/schemas/payments.ts";
import type { TAdminDashboardResponse } from "../../../shared/schemas/admin.ts";
import { createGlobalAdmin, registerDad, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { insertPlanWeek, insertWeek, selectPlanFor } from "../../../../tests/support/content-fixtures.ts";
import { startFakeOpenAI, type FakeOpenAI } from "../../../../tests/support/fake-openai-server.ts";
import { signedStripeEvent, startFakeStripeServer, type FakeStripeServer } from "../../../../tests/support/fake-stripe-server.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../tests/support/test-app.ts";
import { changedTables, tableChecksums } from "../../../../tests/security/matrix-fixtures.ts";

const PLATFORM_SECRET = "whsec_platform_test_secret";
const CONNECT_SECRET = "whsec_connect_test_secret";

let t: TestApp;
let stripe: FakeStripeServer;
let openai: FakeOpenAI;

beforeAll(async () => {
  [stripe, openai] = await Promise.all([startFakeStripeServer(), startFakeOpenAI()]);
  // Dads who start an organization here act as its owner at once; the owner's two-factor rule
  // has its own tests in identity/two-factor.test.ts.
  t = await createTestApp({
    REQUIRE_STAFF_TWO_FACTOR: "0",
    STRIPE_SECRET_KEY: "sk_test_strongbond",
    STRIPE_API_URL: stripe.url,
    STRIPE_WEBHOOK_SECRET: PLATFORM_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
    OPENAI_BASE_URL: openai.baseUrl,
    OPENAI_API_KEY: "test-key",
  });
});

afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), openai.close()]);
});

async function postWebhook(path: "/api/webhooks/stripe" | "/api/webhooks/stripe-connect", signed: { payload: string; signature: string }) {
  return t.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/json", "stripe-signature": signed.signature },
    payload: signed.payload,
  });
}

function platformEvent(type: string, object: Record<string, unknown>, id?: string) {
  return postWebhook("/api/webhooks/stripe", signedStripeEvent(PLATFORM_SECRET, { type, object, ...(id ? { id } : {}) }));
}

async function createOrganization(owner: Actor, opts: { payable?: boolean } = {}) {
  // Through the real API, so the creator is its owner on the staff.
  const created = await owner.post("/api/organizations", { name: `Ministry ${Math.random().toString(36).slice(2, 7)}`, description: "" });
  expect(created.statusCode, created.body).toBe(201);
  const org = created.json<{ organization: { id: number } }>().organization;
  if (!org) throw new Error("organization not inserted");
  if (opts.payable) {
    const accountId = `acct_ready${org.id}x${Date.now()}`;
    stripe.setAccount(accountId, { transfers: "active", detailsSubmitted: true });
    await t.db.update(organizations).set({ stripeAccountId: accountId, payoutsEnabled: true }).where(eq(organizations.id, org.id));
    return { id: org.id, accountId };
  }
  return { id: org.id, accountId: null };
}

async function purchaseOf(purchaseId: number) {
  const [row] = await t.db.select().from(userPurchases).where(eq(userPurchases.id, purchaseId));
  return row;
}

/** A paid plan of a payable organization with distinct week 1 and week 2 content. */
async function paidPlanWithContent(priceCents = 1299) {
  const owner = await registerDad(t, "Org Owner");
  const org = await createOrganization(owner, { payable: true });
  const planId = await insertPlan(t.db, { priceCents, organizationId: org.id, durationWeeks: 4 });
  const tag = `P${planId}`;
  const w1 = await insertWeek(t.db, 1, `${tag} open`);
  const w2 = await insertWeek(t.db, 2, `${tag} paid`);
  await insertPlanWeek(t.db, { planId, weekNumber: 1, devotionalId: w1.devotional.id, challengeId: w1.challenge.id, dadsCornerId: w1.dadsCorner.id });
  await insertPlanWeek(t.db, { planId, weekNumber: 2, devotionalId: w2.devotional.id, challengeId: w2.challenge.id, dadsCornerId: w2.dadsCorner.id });
  return { owner, org, planId, week2Title: w2.devotional.title, week1Title: w1.devotional.title };
}

/** Dad clicks 'Buy': the checkout request Stripe received and the purchase id it carries. */
async function checkout(dad: Actor, planId: number) {
  const response = await dad.post(`/api/marketplace/plans/${planId}/checkout`, {});
  expect(response.statusCode).toBe(200);
  const sent = stripe.requestsTo("POST /v1/checkout/sessions").at(-1);
  if (!sent) throw new Error("no checkout session created");
  const purchaseId = Number(sent.body.client_reference_id);
  return { url: response.json<{ url: string }>().url, sent, purchaseId };
}

/** The Checkout session id the app stored for the purchase (the one the Stripe stand-in created). */
async function sessionOf(purchaseId: number): Promise<string> {
  const sessionId = (await purchaseOf(purchaseId))?.stripeCheckoutSessionId;
  if (!sessionId) throw new Error(`no checkout session for purchase ${purchaseId}`);
  return sessionId;
}

async function completeCheckout(purchaseId: number, priceCents: number, paymentIntent = `pi_${purchaseId}_${Date.now()}`) {
  const response = await platformEvent("checkout.session.completed", {
    id: await sessionOf(purchaseId),
    object: "checkout.session",
    client_reference_id: String(purchaseId),
    payment_status: "paid",
    amount_total: priceCents,
    payment_intent: paymentIntent,
  });
  expect(response.statusCode).toBe(200);
  return paymentIntent;
}

function chargeRefunded(paymentIntent: string, amount: number, refunded: number, id?: string) {
  return platformEvent(
    "charge.refunded",
    { id: `ch_${paymentIntent}`, object: "charge", payment_intent: paymentIntent, amount, amount_refunded: refunded, refunded: refunded >= amount },
    id,
  );
}

describe("Stripe Connect onboarding", () => {
  it("is for the organization's owners: an invited owner may connect, an invited editor is refused with 404", async () => {
    const creator = await registerDad(t, "Connect Creator");
    const org = await createOrganization(creator);
    const staff = async (role: "owner" | "editor") => {
      const person = await registerDad(t, `Connect ${role}`);
      expect((await creator.post("/api/organizations/mine/invitations", { email: person.email, role })).statusCode).toBe(201);
      await t.settleMail();
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email.toLowerCase()));
      const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
      expect((await person.post("/api/organizations/invitations/accept", { token })).statusCode).toBe(200);
      return person;
    };
    const editor = await staff("editor");
    const owner = await staff("owner");
    const refused = await editor.post("/api/stripe/connect", { organizationId: org.id });
    expect(refused.statusCode).toBe(404);
    expect((await owner.post("/api/stripe/connect", { organizationId: org.id })).statusCode).toBe(200);
  });

  it("creates the owner's connected account once, with controller properties, and returns a fresh link each time", async () => {
    const owner = await registerDad(t, "Connect Owner");
    const org = await createOrganization(owner);
    const before = stripe.requestsTo("POST /v1/accounts").length;

    const first = await owner.post("/api/stripe/connect", { organizationId: org.id });
    expect(first.statusCode).toBe(200);
    const second = await owner.post("/api/stripe/connect", { organizationId: org.id });
    expect(second.statusCode).toBe(200);
    expect(second.json().url).not.toBe(first.json().url);

    const created = stripe.requestsTo("POST /v1/accounts").slice(before);
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({
      controller: {
        fees: { payer: "application" },
        losses: { payments: "application" },
        requirement_collection: "stripe",
        stripe_dashboard: { type: "express" },
      },
      capabilities: { transfers: { requested: "true" } },
      metadata: { organization_id: String(org.id) },
    });
    const link = stripe.requestsTo("POST /v1/account_links").at(-1)?.body;
    expect(link).toMatchObject({
      type: "account_onboarding",
      return_url: `${TEST_ORIGIN}/organizations/settings`,
      refresh_url: `${TEST_ORIGIN}/api/stripe/connect/refresh?organizationId=${org.id}`,
    });
    const [stored] = await t.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(stored?.stripeAccountId).toMatch(/^acct_/);
    expect(stored?.payoutsEnabled).toBe(false);
    expect((await owner.get(`/api/stripe/connect?organizationId=${org.id}`)).json()).toEqual({
      paymentsConfigured: true,
      connected: true,
      payoutsEnabled: false,
    });

    // The refresh URL makes a new link and redirects to it.
    const refresh = await owner.get(`/api/stripe/connect/refresh?organizationId=${org.id}`);
    expect(refresh.statusCode).toBe(303);
    expect(refresh.headers.location).toMatch(new RegExp(`^${stripe.url}/onboarding/acct_`));
    const signedOut = await t.app.inject({ method: "GET", url: `/api/stripe/connect/refresh?organizationId=${org.id}` });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe("/login");
    // Someone else's organization: 404, no link.
    const { dad: stranger } = await registerFamily(t);
    expect((await stranger.get(`/api/stripe/connect/refresh?organizationId=${org.id}`)).statusCode).toBe(404);
  });

  it("is the owner's only: other users get 404, signed-out 401, bad input 400", async () => {
    const owner = await registerDad(t, "Owner");
    const org = await createOrganization(owner);
    const { dad, son } = await registerFamily(t);
    const admin = await createGlobalAdmin(t);
    for (const actor of [dad, son, admin]) {
      const response = await actor.post("/api/stripe/connect", { organizationId: org.id });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(messages.organizationNotFound);
      expect((await actor.get(`/api/stripe/connect?organizationId=${org.id}`)).statusCode).toBe(404);
      expect((await actor.get(`/api/stripe/organizations/${org.id}/purchases`)).statusCode).toBe(404);
    }
    const anonymous = await t.app.inject({ method: "POST", url: "/api/stripe/connect", headers: { origin: TEST_ORIGIN }, payload: { organizationId: org.id } });
    expect(anonymous.statusCode).toBe(401);
    const bad = await owner.post("/api/stripe/connect", { organizationId: "abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.organizationId).toBe(paymentsMessages.invalidOrganizationId);
    const [stored] = await t.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(stored?.stripeAccountId).toBeNull();
  });

  it("answers the spec's messages when Stripe fails", async () => {
    const owner = await registerDad(t, "Unlucky Owner");
    const org = await createOrganization(owner);
    stripe.failNext("POST /v1/accounts", 500, 3);
    const create = await owner.post("/api/stripe/connect", { organizationId: org.id });
    expect(create.statusCode).toBe(503);
    expect(create.json().error.message).toBe(messages.createStripeAccountFailed);

    stripe.failNext("POST /v1/account_links", 500, 3);
    const link = await owner.post("/api/stripe/connect", { organizationId: org.id });
    expect(link.statusCode).toBe(503);
    expect(link.json().error.message).toBe(messages.setUpStripeAccountFailed);
    // The account made on the second try is kept; the next click only needs a link.
    expect((await owner.post("/api/stripe/connect", { organizationId: org.id })).statusCode).toBe(200);
  });

  it("learns payouts from account.updated by re-reading the account from Stripe, never from the event body", async () => {
    const owner = await registerDad(t, "Webhook Owner");
    const org = await createOrganization(owner);
    await owner.post("/api/stripe/connect", { organizationId: org.id });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, org.id));
    const accountId = row?.stripeAccountId ?? "";

    // The event claims the account is ready, but Stripe says it is not yet.
    const early = signedStripeEvent(CONNECT_SECRET, {
      type: "account.updated",
      account: accountId,
      object: { id: accountId, object: "account", capabilities: { transfers: "active" } },
    });
    expect((await postWebhook("/api/webhooks/stripe-connect", early)).statusCode).toBe(200);
    expect((await owner.get(`/api/stripe/connect?organizationId=${org.id}`)).json().payoutsEnabled).toBe(false);

    stripe.setAccount(accountId, { transfers: "active", detailsSubmitted: true });
    const ready = signedStripeEvent(CONNECT_SECRET, { type: "account.updated", account: accountId, object: { id: accountId, object: "account" } });
    const response = await postWebhook("/api/webhooks/stripe-connect", ready);
    expect(response.json()).toEqual({ received: true, outcome: "applied" });
    expect((await owner.get(`/api/stripe/connect?organizationId=${org.id}`)).json().payoutsEnabled).toBe(true);
    // The same event again is a duplicate and changes nothing.
    expect((await postWebhook("/api/webhooks/stripe-connect", ready)).json().outcome).toBe("duplicate");
  });

  it("checks each endpoint's own signature on the raw body", async () => {
    const object = { id: "acct_whatever", object: "account" };
    // Signed with the platform secret, sent to the Connect endpoint.
    expect((await postWebhook("/api/webhooks/stripe-connect", signedStripeEvent(PLATFORM_SECRET, { type: "account.updated", object }))).statusCode).toBe(400);
    // Signed with the Connect secret, sent to the platform endpoint.
    expect((await postWebhook("/api/webhooks/stripe", signedStripeEvent(CONNECT_SECRET, { type: "charge.refunded", object }))).statusCode).toBe(400);
    // The body changed after signing (even by re-serialising the JSON) breaks the signature.
    const signed = signedStripeEvent(PLATFORM_SECRET, { type: "charge.refunded", object });
    const reformatted = JSON.stringify(JSON.parse(signed.payload), null, 2);
    expect((await postWebhook("/api/webhooks/stripe", { payload: reformatted, signature: signed.signature })).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json" },
      payload: signed.payload,
    });
    expect(unsigned.statusCode).toBe(400);
  });
});

describe("buying a plan", () => {
  it("opens Checkout with a destination charge and the 12% application fee; access waits for the webhook", async () => {
    const { planId, org } = await paidPlanWithContent(1299);
    const { dad } = await registerFamily(t);
    const { url, sent, purchaseId } = await checkout(dad, planId);
    expect(url).toBe(`${stripe.url}/checkout/${[...stripe.sessions.keys()].at(-1)}`);
    expect(sent.body).toMatchObject({
      mode: "payment",
      customer_email: dad.email,
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "1299" } }],
      payment_intent_data: { application_fee_amount: "156", transfer_data: { destination: org.accountId }, receipt_email: dad.email },
      success_url: `${TEST_ORIGIN}/marketplace/plans/${planId}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(await purchaseOf(purchaseId)).toMatchObject({
      status: "pending",
      pricePaidCents: 1299,
      appCommissionCents: 156,
      organizationPayoutCents: 1143,
      organizationId: org.id,
      userId: dad.id,
    });
    // Coming back to the success URL grants nothing.
    expect((await dad.get(`/api/marketplace/plans/${planId}/purchase`)).json()).toEqual({ owned: false, status: "pending" });
    // A second click reuses the open purchase instead of making another row.
    const again = await checkout(dad, planId);
    expect(again.purchaseId).toBe(purchaseId);
  });

  it("splits $999.99 and odd cents with the one rounding rule", async () => {
    const { planId } = await paidPlanWithContent(99_999);
    const { dad } = await registerFamily(t);
    const { sent, purchaseId } = await checkout(dad, planId);
    expect(sent.body).toMatchObject({ payment_intent_data: { application_fee_amount: "12000" } });
    expect(await purchaseOf(purchaseId)).toMatchObject({ pricePaidCents: 99_999, appCommissionCents: 12_000, organizationPayoutCents: 87_999 });
  });

  it("refuses sons, free plans, unpayable organizations, prices under the card minimum, and bad ids", async () => {
    const { planId } = await paidPlanWithContent();
    const { dad, son } = await registerFamily(t);
    const sonTry = await son.post(`/api/marketplace/plans/${planId}/checkout`, {});
    expect(sonTry.statusCode).toBe(403);
    expect(sonTry.json().error.message).toBe(paymentsMessages.dadsBuy);

    const free = await insertPlan(t.db);
    expect((await dad.post(`/api/marketplace/plans/${free}/checkout`, {})).statusCode).toBe(400);

    const owner = await registerDad(t);
    const unready = await createOrganization(owner);
    const unpayable = await insertPlan(t.db, { priceCents: 1000, organizationId: unready.id });
    const refused = await dad.post(`/api/marketplace/plans/${unpayable}/checkout`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(paymentsMessages.notForSale);
    expect((await dad.get(`/api/marketplace/plans/${unpayable}`)).json().plan.purchaseBlocker).toBe("organization-not-payable");

    const payable = await createOrganization(await registerDad(t), { payable: true });
    const tiny = await insertPlan(t.db, { priceCents: 1, organizationId: payable.id });
    expect((await dad.post(`/api/marketplace/plans/${tiny}/checkout`, {})).json().error.message).toBe(paymentsMessages.belowMinimum);

    expect((await dad.post(`/api/marketplace/plans/999999/checkout`, {})).statusCode).toBe(404);
    expect((await dad.post(`/api/marketplace/plans/0/checkout`, {})).statusCode).toBe(400);
    const purchases = await t.db.select().from(userPurchases).where(eq(userPurchases.userId, dad.id));
    expect(purchases).toHaveLength(0);
  });
});

describe("a published paid plan whose organization can no longer take payments", () => {
  it("is not offered for sale and its checkout refuses in family words; buyers keep access; the studio says why", async () => {
    const { planId, owner, org, week2Title } = await paidPlanWithContent(1800);
    const buyer = await registerFamily(t);
    expect((await buyer.dad.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page" })).statusCode).toBe(200);
    const { purchaseId } = await checkout(buyer.dad, planId);
    await completeCheckout(purchaseId, 1800);
    const studioUrl = `/api/organizations/mine/plans/${planId}/studio`;
    expect((await owner.get(studioUrl)).json().notForSale).toBeNull();

    // Stripe now says the connected account cannot take transfers (disconnected, or payouts off).
    if (!org.accountId) throw new Error("payable organization without an account");
    stripe.setAccount(org.accountId, { transfers: "inactive", detailsSubmitted: true });
    const update = signedStripeEvent(CONNECT_SECRET, { type: "account.updated", account: org.accountId, object: { id: org.accountId, object: "account" } });
    expect((await postWebhook("/api/webhooks/stripe-connect", update)).statusCode).toBe(200);
    expect((await owner.get(`/api/stripe/connect?organizationId=${org.id}`)).json().payoutsEnabled).toBe(false);

    const { dad } = await registerFamily(t);
    const page = await dad.get(`/api/marketplace/plans/${planId}`);
    expect(page.json().plan).toMatchObject({ priceCents: 1800, canStart: true, purchaseBlocker: "organization-not-payable" });
    const listed = (await dad.get("/api/marketplace/plans")).json().plans.find((plan: { id: number }) => plan.id === planId);
    expect(listed?.purchaseBlocker).toBe("organization-not-payable");
    const before = stripe.requestsTo("POST /v1/checkout/sessions").length;
    const refused = await dad.post(`/api/marketplace/plans/${planId}/checkout`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(paymentsMessages.notForSale);
    expect(refused.body).not.toContain("not set up");
    expect(stripe.requestsTo("POST /v1/checkout/sessions")).toHaveLength(before);

    // The family that bought it keeps every week.
    const week2 = await buyer.dad.get("/api/weeks/2");
    expect(week2.json()).toMatchObject({ purchaseRequired: false, devotional: { title: week2Title } });
    // The organization's studio says why (families are not told).
    expect((await owner.get(studioUrl)).json().notForSale).toBe(paymentsMessages.studioNotForSale);
  });
});

describe("week ≥ 2 of a paid plan", () => {
  async function contentPaths(actor: Actor, week: number) {
    const [weekView, opened, dashboard] = await Promise.all([
      actor.get(`/api/weeks/${week}`),
      actor.post(`/api/weeks/${week}/open`, {}),
      actor.get(`/api/dashboard?week=${week}`),
    ]);
    return [weekView.body, opened.body, dashboard.body];
  }

  async function chatContext(actor: Actor, week: number): Promise<string> {
    const before = openai.requests.length;
    const response = await actor.post("/api/chat/messages", { content: "What is this week about?", weekNumber: week });
    expect(response.statusCode).toBe(200);
    const sent = openai.requests.slice(before).at(-1)?.body?.messages ?? [];
    return sent.map((m) => m.content).join("\n");
  }

  it("is closed on every content path until the family buys it, open to dad and son after, closed again after a full refund", async () => {
    const { planId, owner, week2Title, week1Title } = await paidPlanWithContent(2500);
    const { dad, son } = await registerFamily(t);
    expect((await dad.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page" })).statusCode).toBe(200);
    await selectPlanFor(t.db, son.id, planId);

    // Week 1 is free.
    const week1 = await dad.get("/api/weeks/1");
    expect(week1.json()).toMatchObject({ purchaseRequired: false, devotional: { title: week1Title } });
    // Week 2: refused on the week view, the week open, the dashboard and the assistant's context.
    for (const actor of [dad, son]) {
      for (const body of await contentPaths(actor, 2)) {
        expect(body).not.toContain(week2Title);
        expect(body).toContain('"purchaseRequired":true');
      }
    }
    expect(await chatContext(dad, 2)).not.toContain(week2Title);

    // Paid: the webhook grants access to the dad and, through him, to his son.
    const { purchaseId } = await checkout(dad, planId);
    const paymentIntent = await completeCheckout(purchaseId, 2500);
    for (const actor of [dad, son]) {
      for (const body of await contentPaths(actor, 2)) expect(body).toContain(week2Title);
    }
    expect(await chatContext(dad, 2)).toContain(week2Title);
    expect((await dad.get(`/api/marketplace/plans/${planId}/purchase`)).json()).toEqual({ owned: true, status: "completed" });
    expect((await son.get(`/api/marketplace/plans/${planId}`)).json().plan.purchased).toBe(true);
    // A family buys once.
    const twice = await dad.post(`/api/marketplace/plans/${planId}/checkout`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(paymentsMessages.alreadyPurchased);

    // The owner refunds everything: Stripe reverses the transfer and the fee; the webhook closes week 2 again.
    const refund = await owner.post(`/api/purchases/${purchaseId}/refund`, {});
    expect(refund.statusCode).toBe(200);
    expect(stripe.requestsTo("POST /v1/refunds").at(-1)?.body).toMatchObject({
      payment_intent: paymentIntent,
      amount: "2500",
      reverse_transfer: "true",
      refund_application_fee: "true",
    });
    expect((await purchaseOf(purchaseId))?.status).toBe("completed");
    await chargeRefunded(paymentIntent, 2500, 2500);
    expect(await purchaseOf(purchaseId)).toMatchObject({ status: "refunded", refundedCents: 2500 });
    for (const actor of [dad, son]) {
      for (const body of await contentPaths(actor, 2)) expect(body).not.toContain(week2Title);
    }
    expect(await chatContext(dad, 2)).not.toContain(week2Title);
    // Week 1 stays free after the refund.
    expect((await dad.get("/api/weeks/1")).json().devotional.title).toBe(week1Title);
  });
});

describe("webhook events", () => {
  it("applies each event id once; duplicates, replays and late events change nothing", async () => {
    const { planId } = await paidPlanWithContent(1000);
    const { dad } = await registerFamily(t);
    const { purchaseId } = await checkout(dad, planId);
    const paymentIntent = `pi_order_${purchaseId}`;

    // A delayed method: the session completes unpaid, then the async success arrives.
    const unpaid = {
      id: await sessionOf(purchaseId),
      object: "checkout.session",
      client_reference_id: String(purchaseId),
      payment_status: "unpaid",
      amount_total: 1000,
      payment_intent: paymentIntent,
    };
    expect((await platformEvent("checkout.session.completed", unpaid)).json().outcome).toBe("applied");
    expect((await purchaseOf(purchaseId))?.status).toBe("pending");
    const succeeded = signedStripeEvent(PLATFORM_SECRET, { type: "checkout.session.async_payment_succeeded", object: { ...unpaid, payment_status: "paid" } });
    expect((await postWebhook("/api/webhooks/stripe", succeeded)).json().outcome).toBe("applied");
    expect((await postWebhook("/api/webhooks/stripe", succeeded)).json().outcome).toBe("duplicate");
    expect(await purchaseOf(purchaseId)).toMatchObject({ status: "completed", stripePaymentIntentId: paymentIntent });
    // A late failure for the same session cannot undo a completed purchase.
    await platformEvent("checkout.session.async_payment_failed", { ...unpaid, payment_status: "unpaid" });
    expect((await purchaseOf(purchaseId))?.status).toBe("completed");

    // Partial refund recorded, access kept; a later full refund; then the older partial event arrives late.
    const partial = signedStripeEvent(PLATFORM_SECRET, {
      type: "charge.refunded",
      object: { object: "charge", payment_intent: paymentIntent, amount: 1000, amount_refunded: 300 },
    });
    await postWebhook("/api/webhooks/stripe", partial);
    expect(await purchaseOf(purchaseId)).toMatchObject({ status: "completed", refundedCents: 300 });
    await chargeRefunded(paymentIntent, 1000, 1000);
    expect(await purchaseOf(purchaseId)).toMatchObject({ status: "refunded", refundedCents: 1000 });
    await chargeRefunded(paymentIntent, 1000, 300);
    expect(await purchaseOf(purchaseId)).toMatchObject({ status: "refunded", refundedCents: 1000 });
    // A replay of the completion (a new delivery id) does not reopen a refunded purchase.
    await platformEvent("checkout.session.completed", { ...unpaid, payment_status: "paid" });
    expect((await purchaseOf(purchaseId))?.status).toBe("refunded");
  });

  it("never grants a purchase whose paid amount differs, and marks a failed delayed payment", async () => {
    const { planId } = await paidPlanWithContent(1000);
    const { dad } = await registerFamily(t);
    const { purchaseId } = await checkout(dad, planId);
    const sessionId = await sessionOf(purchaseId);
    const paid = { id: sessionId, object: "checkout.session", client_reference_id: String(purchaseId), payment_status: "paid", payment_intent: "pi_wrong" };
    expect((await platformEvent("checkout.session.completed", { ...paid, amount_total: 1 })).json().outcome).toBe("ignored");
    expect((await purchaseOf(purchaseId))?.status).toBe("pending");
    // A completion without an amount, or for another Checkout session than the one we created, grants nothing.
    expect((await platformEvent("checkout.session.completed", paid)).json().outcome).toBe("ignored");
    expect((await platformEvent("checkout.session.completed", { ...paid, amount_total: 1000, id: "cs_not_ours" })).json().outcome).toBe("ignored");
    expect((await platformEvent("checkout.session.completed", { ...paid, amount_total: 1000, id: undefined })).json().outcome).toBe("ignored");
    expect((await purchaseOf(purchaseId))?.status).toBe("pending");
    await platformEvent("checkout.session.async_payment_failed", {
      id: sessionId,
      object: "checkout.session",
      client_reference_id: String(purchaseId),
      payment_status: "unpaid",
    });
    expect((await purchaseOf(purchaseId))?.status).toBe("failed");
    expect((await dad.get(`/api/marketplace/plans/${planId}/purchase`)).json()).toEqual({ owned: false, status: "failed" });
    // Unknown events and unknown purchases are acknowledged and ignored.
    expect((await platformEvent("customer.created", { object: "customer" })).json()).toEqual({ received: true, outcome: "ignored" });
    expect(
      (await platformEvent("checkout.session.completed", { object: "checkout.session", client_reference_id: "99999999", payment_status: "paid" })).json()
        .outcome,
    ).toBe("ignored");
  });

  it("records a dispute and shows it to the organization's owner and the global admin", async () => {
    const { planId, owner, org } = await paidPlanWithContent(1500);
    const { dad } = await registerFamily(t);
    const { purchaseId } = await checkout(dad, planId);
    const paymentIntent = await completeCheckout(purchaseId, 1500);
    await platformEvent("charge.dispute.created", {
      object: "dispute",
      payment_intent: paymentIntent,
      amount: 1500,
      status: "needs_response",
      reason: "fraudulent",
    });

    const orgRows = (await owner.get(`/api/stripe/organizations/${org.id}/purchases`)).json().purchases;
    expect(orgRows).toEqual([
      expect.objectContaining({
        id: purchaseId,
        amountCents: 1500,
        commissionCents: 180,
        payoutCents: 1320,
        status: "completed",
        disputeStatus: "needs_response",
        refundableCents: 1500,
      }),
    ]);
    const admin = await createGlobalAdmin(t);
    const dashboard = (await admin.get("/api/admin/dashboard")).json<TAdminDashboardResponse>();
    expect(dashboard.purchases.find((p) => p.id === purchaseId)).toMatchObject({ disputeStatus: "needs_response", payoutCents: 1320 });
  });
});

describe("payment events in any order", () => {
  const owned = async (dad: Actor, planId: number) => (await dad.get(`/api/marketplace/plans/${planId}/purchase`)).json<{ owned: boolean }>().owned;

  it("a refund that arrives before the checkout's completion wins: the late completion grants nothing", async () => {
    const { planId } = await paidPlanWithContent(1000);
    const { dad } = await registerFamily(t);
    const { purchaseId } = await checkout(dad, planId);
    const paymentIntent = `pi_early_refund_${purchaseId}`;
    expect((await chargeRefunded(paymentIntent, 1000, 1000)).json().outcome).toBe("applied");
    await completeCheckout(purchaseId, 1000, paymentIntent);
    expect(await purchaseOf(purchaseId)).toMatchObject({ status: "refunded", refundedCents: 1000, stripePaymentIntentId: paymentIntent });
    expect(await owned(dad, planId)).toBe(false);
    // A partial refund that came first is kept, and access stays.
    const other = await paidPlanWithContent(1000);
    const second = await checkout(dad, other.planId);
    const partialIntent = `pi_early_partial_${second.purchaseId}`;
    await chargeRefunded(partialIntent, 1000, 300);
    await completeCheckout(second.purchaseId, 1000, partialIntent);
    expect(await purchaseOf(second.purchaseId)).toMatchObject({ status: "completed", refundedCents: 300 });
    expect(await owned(dad, other.planId)).toBe(true);
  });

  it("an open dispute closes the plan until it is won; a lost one keeps it closed; a late open status never reopens it", async () => {
    const dispute = (paymentIntent: string, type: string, status: string) =>
      platformEvent(type, { object: "dispute", payment_intent: paymentIntent, amount: 1000, status, reason: "fraudulent" });
    const { planId } = await paidPlanWithContent(1000);
    const { dad } = await registerFamily(t);
    const { purchaseId } = await checkout(dad, planId);
    const paymentIntent = await completeCheckout(purchaseId, 1000);
    expect(await owned(dad, planId)).toBe(true);
    await dispute(paymentIntent, "charge.dispute.created", "needs_response");
    expect(await owned(dad, planId)).toBe(false);
    await dispute(paymentIntent, "charge.dispute.closed", "won");
    expect(await owned(dad, planId)).toBe(true);
    // The created event delivered late (after the close) does not reopen the dispute.
    await dispute(paymentIntent, "charge.dispute.updated", "under_review");
    expect(await purchaseOf(purchaseId)).toMatchObject({ disputeStatus: "won" });
    expect(await owned(dad, planId)).toBe(true);

    // A dispute that arrives before the completion is applied by it; lost stays closed.
    const other = await paidPlanWithContent(1000);
    const second = await checkout(dad, other.planId);
    const earlyIntent = `pi_early_dispute_${second.purchaseId}`;
    expect((await dispute(earlyIntent, "charge.dispute.created", "needs_response")).json().outcome).toBe("applied");
    await completeCheckout(second.purchaseId, 1000, earlyIntent);
    expect(await purchaseOf(second.purchaseId)).toMatchObject({ status: "completed", disputeStatus: "needs_response" });
    expect(await owned(dad, other.planId)).toBe(false);
    await dispute(earlyIntent, "charge.dispute.closed", "lost");
    expect(await owned(dad, other.planId)).toBe(false);
  });

  it("a replayed or forged webhook changes nothing: every table is as it was, the purchase too", async () => {
    const { planId } = await paidPlanWithContent(1000);
    const { dad } = await registerFamily(t);
    const { purchaseId } = await checkout(dad, planId);
    const sessionId = await sessionOf(purchaseId);
    const completed = signedStripeEvent(PLATFORM_SECRET, {
      type: "checkout.session.completed",
      object: {
        id: sessionId,
        object: "checkout.session",
        client_reference_id: String(purchaseId),
        payment_status: "paid",
        amount_total: 1000,
        payment_intent: `pi_replay_${purchaseId}`,
      },
    });
    expect((await postWebhook("/api/webhooks/stripe", completed)).json().outcome).toBe("applied");
    const refund = signedStripeEvent(PLATFORM_SECRET, {
      type: "charge.refunded",
      object: { object: "charge", payment_intent: `pi_replay_${purchaseId}`, amount: 1000, amount_refunded: 1000 },
    });
    expect((await postWebhook("/api/webhooks/stripe", refund)).json().outcome).toBe("applied");
    const state = await purchaseOf(purchaseId);
    expect(state).toMatchObject({ status: "refunded" });
    const before = await tableChecksums(t);

    // The same deliveries again (Stripe retries, or someone replays a captured request).
    expect((await postWebhook("/api/webhooks/stripe", completed)).json().outcome).toBe("duplicate");
    expect((await postWebhook("/api/webhooks/stripe", refund)).json().outcome).toBe("duplicate");
    // Forged: signed with another secret, a body changed after signing, no signature, an old signature on a new event.
    const forgedBody = completed.payload.replace('"evt_', '"evt_forged');
    const forged = [
      signedStripeEvent("whsec_not_ours", {
        type: "checkout.session.completed",
        object: { id: sessionId, client_reference_id: String(purchaseId), payment_status: "paid", amount_total: 1000 },
      }),
      { payload: forgedBody, signature: completed.signature },
      { payload: completed.payload, signature: "" },
    ];
    for (const attempt of forged) expect((await postWebhook("/api/webhooks/stripe", attempt)).statusCode).toBe(400);
    expect(changedTables(before, await tableChecksums(t))).toEqual([]);
    expect(await purchaseOf(purchaseId)).toEqual(state);
  });
});

describe("refunds", () => {
  it("lets the global admin refund part of a payment; others are refused; too much is a 400", async () => {
    const { planId } = await paidPlanWithContent(1000);
    const { dad, son } = await registerFamily(t);
    const { purchaseId } = await checkout(dad, planId);
    const otherDad = await registerDad(t);
    // A pending purchase cannot be refunded yet.
    const admin = await createGlobalAdmin(t);
    expect((await admin.post(`/api/purchases/${purchaseId}/refund`, {})).statusCode).toBe(409);
    const paymentIntent = await completeCheckout(purchaseId, 1000);

    for (const actor of [dad, son, otherDad]) {
      expect((await actor.post(`/api/purchases/${purchaseId}/refund`, {})).statusCode).toBe(404);
    }
    const tooMuch = await admin.post(`/api/purchases/${purchaseId}/refund`, { amountCents: 1001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields.amountCents).toBe(paymentsMessages.refundTooLarge);
    const notCents = await admin.post(`/api/purchases/${purchaseId}/refund`, { amountCents: 2.5 });
    expect(notCents.statusCode).toBe(400);
    expect((await admin.post(`/api/purchases/abc/refund`, {})).statusCode).toBe(400);
    const refundsBefore = stripe.requestsTo("POST /v1/refunds").length;

    const partial = await admin.post(`/api/purchases/${purchaseId}/refund`, { amountCents: 400 });
    expect(partial.json()).toMatchObject({ amountCents: 400 });
    expect(stripe.requestsTo("POST /v1/refunds").slice(refundsBefore)).toHaveLength(1);
    await chargeRefunded(paymentIntent, 1000, 400);
    expect(await purchaseOf(purchaseId)).toMatchObject({ status: "completed", refundedCents: 400 });
    const row = (await admin.get("/api/admin/dashboard")).json<TAdminDashboardResponse>().purchases.find((p) => p.id === purchaseId);
    expect(row).toMatchObject({ refundedCents: 400, refundableCents: 600 });
    // What is left can still be refunded; more than that cannot.
    expect((await admin.post(`/api/purchases/${purchaseId}/refund`, { amountCents: 601 })).statusCode).toBe(400);
    expect((await admin.post(`/api/purchases/${purchaseId}/refund`, {})).json()).toMatchObject({ amountCents: 600 });
  });
});

describe("without STRIPE_SECRET_KEY", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ REQUIRE_STAFF_TWO_FACTOR: "0" });
  });
  afterAll(async () => {
    await bare.close();
  });

  it("says payments are not set up, and nothing else breaks", async () => {
    const owner = await registerDad(bare, "Bare Owner");
    const org = (await owner.post("/api/organizations", { name: "Bare Ministry", description: "" })).json<{ organization: { id: number } }>().organization;
    const planId = await insertPlan(bare.db, { priceCents: 1500, organizationId: org?.id ?? null });
    const connect = await owner.post("/api/stripe/connect", { organizationId: org?.id });
    expect(connect.statusCode).toBe(503);
    expect(connect.json().error.message).toBe(paymentsMessages.notConfigured);
    expect((await owner.get(`/api/stripe/connect?organizationId=${org?.id}`)).json()).toEqual({
      paymentsConfigured: false,
      connected: false,
      payoutsEnabled: false,
    });
    // A family never reads the operator's words: the plan is simply not for sale.
    const buy = await owner.post(`/api/marketplace/plans/${planId}/checkout`, {});
    expect(buy.statusCode).toBe(409);
    expect(buy.json().error.message).toBe(paymentsMessages.notForSale);
    const plan = (await owner.get(`/api/marketplace/plans/${planId}`)).json().plan;
    expect(plan).toMatchObject({ priceCents: 1500, canStart: true, purchaseBlocker: "payments-not-configured" });
    expect((await owner.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page" })).statusCode).toBe(200);
    const hook = await bare.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
      payload: "{}",
    });
    expect(hook.statusCode).toBe(503);
  });
});
