// Paid plans in real Chromium: a dad starts a paid plan (week 1 is free), finds week 2 closed,
// reads the refund policy and buys it through a stubbed Checkout (the Stripe stand-in's checkout URL sends the
// browser straight back to the success URL), the page waits until the signed webhook arrives, week 2 opens;
// the global admin refunds it from the Purchases tab and, once Stripe's charge.refunded arrives, week 2 closes.
//
// The shared e2e server has no Stripe key, so this file starts a second server of the same build with
// STRIPE_API_URL pointing at tests/support/fake-stripe-server.ts, which runs in this worker.
import { eq } from "drizzle-orm";
import { type Database } from "../../src/server/db/client.ts";
import { organizations, users } from "../../src/server/db/schema/index.ts";
import { paymentsMessages } from "../../src/shared/schemas/payments.ts";
import { insertChallenge, insertDevotional, insertPlanWeek } from "../support/content-fixtures.ts";
import type { FakeStripeServer } from "../support/fake-stripe-server.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import type { ExtraServer } from "./support/extra-server.ts";
import { deliverStripeEvent, paidCheckoutSession, startStripeWorld, stopStripeWorld } from "./support/stripe-world.ts";
import { apiContext, demo, expect, registerDad, signInThroughUi, test, uniqueTag, type Account } from "./support/fixtures.ts";

test.describe.configure({ mode: "serial" });

const WEBHOOK_SECRET = "whsec_e2e_platform";
let stripe: FakeStripeServer;
let server: ExtraServer;
let db: Database;

// eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their first argument
test.beforeAll(async ({}, testInfo) => {
  ({ stripe, server, db } = await startStripeWorld("payments", WEBHOOK_SECRET, testInfo));
});

// eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their first argument
test.afterAll(async ({}, testInfo) => {
  await stopStripeWorld({ stripe, server, db }, testInfo);
});

async function register(): Promise<Account> {
  const context = await apiContext(server.baseURL);
  try {
    return (await registerDad({ request: context })).dad;
  } finally {
    await context.dispose();
  }
}

async function userId(email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function sendWebhook(type: string, object: Record<string, unknown>) {
  expect(await deliverStripeEvent(server.baseURL, WEBHOOK_SECRET, type, object)).toBe(200);
}

test("a dad buys a paid plan through Checkout, week 2 opens when the webhook arrives, and a refund closes it", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  // An organization whose Stripe account can receive payments, selling a 4-week plan for $15.00.
  const owner = await register();
  const accountId = `acct_e2e${tag}`;
  stripe.setAccount(accountId, { transfers: "active", detailsSubmitted: true });
  const [org] = await db
    .insert(organizations)
    .values({
      name: `Ministry ${tag}`,
      slug: `ministry-${tag}`.toLowerCase(),
      createdBy: await userId(owner.email),
      stripeAccountId: accountId,
      payoutsEnabled: true,
    })
    .returning({ id: organizations.id });
  const title = `Iron Sharpens ${tag}`;
  const planId = await insertPlan(db, { title, priceCents: 1500, durationWeeks: 4, organizationId: org?.id ?? null });
  for (const week of [1, 2]) {
    const devotional = await insertDevotional(db, { weekNumber: week, title: `Week ${week} devotional ${tag}` });
    const challenge = await insertChallenge(db, { weekNumber: week, title: `Week ${week} challenge ${tag}` });
    await insertPlanWeek(db, { planId, weekNumber: week, devotionalId: devotional.id, challengeId: challenge.id });
  }

  const dad = await register();
  await page.goto(`${server.baseURL}/login`);
  await signInThroughUi(page, dad);

  // Week 1 is free: start the plan and read week 1.
  await page.goto(`${server.baseURL}/marketplace/plans/${planId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("button", { name: "Start This Plan" }).click();
  await expect(page).toHaveURL(/\/week\/1$/);
  await expect(page.getByText(`Week 1 devotional ${tag}`)).toBeVisible();

  // Week 2 is closed, with the way to the plan.
  await page.goto(`${server.baseURL}/week/2`);
  await expect(page.getByRole("heading", { name: "This week is part of the paid plan" })).toBeVisible();
  await expect(page.getByText(`Week 2 devotional ${tag}`)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: `See ${title}` }).click();

  // The refund policy is shown before paying; 'Buy' goes to (stubbed) Checkout and straight back.
  await expect(page.getByText(paymentsMessages.refundPolicy)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Buy for $15.00" }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/plans/${planId}\\?checkout=success&session_id=cs_test_`));
  // Coming back grants nothing: the page waits for Stripe's webhook and says so.
  await expect(page.getByRole("status").filter({ hasText: paymentsMessages.waitingForPayment })).toBeVisible();
  const session = [...stripe.sessions.values()].at(-1);
  expect(session?.body).toMatchObject({ payment_intent_data: { application_fee_amount: "180", transfer_data: { destination: accountId } } });

  const paymentIntent = `pi_e2e_${tag}`;
  await sendWebhook("checkout.session.completed", paidCheckoutSession(stripe, 1500, paymentIntent));
  await expect(page.getByText(paymentsMessages.paymentConfirmed)).toBeVisible({ timeout: 10_000 });
  await page.goto(`${server.baseURL}/week/2`);
  await expect(page.getByText(`Week 2 devotional ${tag}`)).toBeVisible();

  // The global admin refunds it from the Purchases tab.
  const adminContext = await browser.newContext({ baseURL: server.baseURL });
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`${server.baseURL}/login`);
  await signInThroughUi(adminPage, demo.admin);
  await adminPage.goto(`${server.baseURL}/admin?tab=purchases`);
  const table = adminPage.getByRole("region", { name: "Purchases" });
  const row = table.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("$15.00");
  await expect(row).toContainText("$1.80");
  await expect(row).toContainText("$13.20");
  await expect(row).toContainText("Completed");
  await expectNoSeriousA11yViolations(adminPage);
  await row.getByRole("button", { name: /^Refund / }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Refund $15.00?" });
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(dialog).toBeHidden();
  expect(stripe.requestsTo("POST /v1/refunds").at(-1)?.body).toMatchObject({
    payment_intent: paymentIntent,
    amount: "1500",
    reverse_transfer: "true",
    refund_application_fee: "true",
  });

  await sendWebhook("charge.refunded", { object: "charge", payment_intent: paymentIntent, amount: 1500, amount_refunded: 1500, refunded: true });
  await adminPage.reload();
  await expect(adminPage.getByRole("region", { name: "Purchases" }).getByRole("row").filter({ hasText: title })).toContainText("Refunded");
  await adminContext.close();

  await page.goto(`${server.baseURL}/week/2`);
  await expect(page.getByRole("heading", { name: "This week is part of the paid plan" })).toBeVisible();
  await expect(page.getByText(`Week 2 devotional ${tag}`)).toHaveCount(0);
});

test("on a phone the plan page shows the price, the policy and Buy", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const owner = await register();
  const tag = uniqueTag();
  const accountId = `acct_phone${tag}`;
  stripe.setAccount(accountId, { transfers: "active" });
  const [org] = await db
    .insert(organizations)
    .values({
      name: `Phone Ministry ${tag}`,
      slug: `phone-ministry-${tag}`.toLowerCase(),
      createdBy: await userId(owner.email),
      stripeAccountId: accountId,
      payoutsEnabled: true,
    })
    .returning({ id: organizations.id });
  const planId = await insertPlan(db, { title: `Phone Plan ${tag}`, priceCents: 999, organizationId: org?.id ?? null });
  const dad = await register();
  await page.goto(`${server.baseURL}/login`);
  await signInThroughUi(page, dad);
  await page.goto(`${server.baseURL}/marketplace/plans/${planId}`);
  const buy = page.getByRole("button", { name: "Buy for $9.99" });
  await expect(buy).toBeVisible();
  await expect(page.getByText(paymentsMessages.refundPolicy)).toBeVisible();
  const box = await buy.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});
