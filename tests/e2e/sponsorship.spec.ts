// Sponsored access in real Chromium: a church's owner sponsors two seats of another
// ministry's paid plan from the organization dashboard, through a stubbed Checkout (the Stripe stand-in's checkout
// URL sends the browser straight back) and a signed webhook; a member family then opens week 2 without paying,
// while a family outside the church still sees Buy.
//
// The shared e2e server has no Stripe key, so this file starts a second server of the same build with STRIPE_API_URL
// pointing at tests/support/fake-stripe-server.ts, which runs in this worker.
import { eq } from "drizzle-orm";
import { type Database } from "../../src/server/db/client.ts";
import { organizationFamilies, organizationMembers, organizations, users } from "../../src/server/db/schema/index.ts";
import { sponsorshipMessages } from "../../src/shared/schemas/sponsorships.ts";
import { insertChallenge, insertDevotional, insertPlanWeek } from "../support/content-fixtures.ts";
import type { FakeStripeServer } from "../support/fake-stripe-server.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import type { ExtraServer } from "./support/extra-server.ts";
import { deliverStripeEvent, paidCheckoutSession, startStripeWorld, stopStripeWorld } from "./support/stripe-world.ts";
import { apiContext, expect, registerDad, test, uniqueTag, type Account } from "./support/fixtures.ts";
import type { Page } from "@playwright/test";
import { screenshotAtTwoWidths } from "./support/screenshots.ts";

test.describe.configure({ mode: "serial" });

const WEBHOOK_SECRET = "whsec_e2e_sponsorship";
let stripe: FakeStripeServer;
let server: ExtraServer;
let db: Database;

// eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their first argument
test.beforeAll(async ({}, testInfo) => {
  ({ stripe, server, db } = await startStripeWorld("sponsorship", WEBHOOK_SECRET, testInfo));
});

// eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their first argument
test.afterAll(async ({}, testInfo) => {
  await stopStripeWorld({ stripe, server, db }, testInfo);
});

async function register(): Promise<Account & { id: string }> {
  const context = await apiContext(server.baseURL);
  try {
    const { dad } = await registerDad({ request: context });
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, dad.email));
    if (!row) throw new Error(`no user ${dad.email}`);
    return { ...dad, id: row.id };
  } finally {
    await context.dispose();
  }
}

/** The login screen, with room for a password hash on a busy machine (three families sign in here). */
async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto(`${server.baseURL}/login`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
}

async function organization(name: string, ownerId: string, accountId: string | null): Promise<number> {
  const [org] = await db
    .insert(organizations)
    .values({ name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"), createdBy: ownerId, stripeAccountId: accountId, payoutsEnabled: accountId !== null })
    .returning({ id: organizations.id });
  if (!org) throw new Error("organization not inserted");
  await db.insert(organizationMembers).values({ organizationId: org.id, userId: ownerId, role: "owner" });
  return org.id;
}

test("a church sponsors seats through Checkout; a member family opens week 2 without paying, a family outside still sees Buy", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const tag = uniqueTag();
  // Another ministry sells a 4-week plan for $12.00 (its Stripe account can be paid).
  const seller = await register();
  const accountId = `acct_e2e${tag}`;
  stripe.setAccount(accountId, { transfers: "active", detailsSubmitted: true });
  const sellerId = await organization(`Seller Ministry ${tag}`, seller.id, accountId);
  const title = `Men of Courage ${tag}`;
  const planId = await insertPlan(db, { title, priceCents: 1200, durationWeeks: 4, organizationId: sellerId });
  for (const week of [1, 2]) {
    const devotional = await insertDevotional(db, { weekNumber: week, title: `Week ${week} devotional ${tag}` });
    const challenge = await insertChallenge(db, { weekNumber: week, title: `Week ${week} challenge ${tag}` });
    await insertPlanWeek(db, { planId, weekNumber: week, devotionalId: devotional.id, challengeId: challenge.id });
  }
  // The church, its owner and two member families (joining has its own journey in churches.spec; here it is a row).
  const leader = await register();
  const churchId = await organization(`Grace Church ${tag}`, leader.id, null);
  const member = await register();
  const otherMember = await register();
  await db.insert(organizationFamilies).values([
    { organizationId: churchId, dadId: member.id },
    { organizationId: churchId, dadId: otherMember.id },
  ]);

  // The leader sponsors two seats from the dashboard.
  await signIn(page, leader);
  await page.goto(`${server.baseURL}/organizations`);
  const panel = page.getByRole("region", { name: "Sponsored access" });
  await expect(panel.getByText("2 member families")).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText("No sponsorships yet")).toBeVisible({ timeout: 30_000 });
  await panel.getByLabel("Plan").selectOption({ label: `${title} — $12.00 a family (Seller Ministry ${tag})` });
  await panel.getByLabel("Seats in all").fill("2");
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole("button", { name: "Sponsor seats" }).click();
  await expect(page).toHaveURL(/\/organizations\?sponsorship=success&session_id=cs_test_/, { timeout: 30_000 });
  await expect(page.getByText(sponsorshipMessages.sponsorshipStarted)).toBeVisible({ timeout: 30_000 });
  // The same split as a family's purchase: 12% of $24.00 kept, the rest to the seller.
  const session = [...stripe.sessions.values()].at(-1);
  expect(session?.body).toMatchObject({ payment_intent_data: { application_fee_amount: "288", transfer_data: { destination: accountId } } });

  expect(await deliverStripeEvent(server.baseURL, WEBHOOK_SECRET, "checkout.session.completed", paidCheckoutSession(stripe, 2400, `pi_e2e_${tag}`))).toBe(200);
  // The dashboard asks again while it waits: the seats appear once Stripe confirmed.
  const sponsorships = page.getByRole("region", { name: "Sponsorships" });
  await expect(sponsorships.getByRole("row").filter({ hasText: title })).toContainText("0 of 2 seats", { timeout: 10_000 });
  await expect(page.getByRole("region", { name: "Seat purchases" }).getByRole("row").filter({ hasText: title })).toContainText("Completed", {
    timeout: 30_000,
  });

  // A member family takes a seat its church sponsors (reading a week never takes one), starts the plan and opens
  // week 2 without paying.
  const memberContext = await browser.newContext({ baseURL: server.baseURL });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await memberPage.goto(`${server.baseURL}/marketplace/plans/${planId}`);
  await expect(memberPage.getByRole("button", { name: /^Buy for/ })).toHaveCount(0);
  await memberPage.getByRole("button", { name: "Take the seat" }).click();
  await expect(memberPage.getByText("Your family owns this plan: every week is open.")).toBeVisible({ timeout: 30_000 });
  await memberPage.getByRole("button", { name: "Start This Plan" }).click();
  await expect(memberPage).toHaveURL(/\/week\/1$/, { timeout: 30_000 });
  await memberPage.goto(`${server.baseURL}/week/2`);
  await expect(memberPage.getByText(`Week 2 devotional ${tag}`)).toBeVisible({ timeout: 30_000 });
  await expect(memberPage.getByRole("heading", { name: "This week is part of the paid plan" })).toHaveCount(0);
  await memberContext.close();

  // A family outside the church still sees Buy.
  const outsider = await register();
  const outsiderContext = await browser.newContext({ baseURL: server.baseURL });
  const outsiderPage = await outsiderContext.newPage();
  await signIn(outsiderPage, outsider);
  await outsiderPage.goto(`${server.baseURL}/marketplace/plans/${planId}`);
  await expect(outsiderPage.getByRole("button", { name: "Buy for $12.00" })).toBeVisible({ timeout: 30_000 });
  await outsiderContext.close();

  // The leader sees the seat taken.
  await page.goto(`${server.baseURL}/organizations`);
  await expect(page.getByRole("region", { name: "Sponsorships" }).getByRole("row").filter({ hasText: title })).toContainText("1 of 2 seats", {
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "organization-sponsorships", { target: page.getByRole("region", { name: "Sponsored access" }) });
});
