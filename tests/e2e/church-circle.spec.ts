// The whole church circle as one journey across three browser contexts (a leader, two families, one with a son under
// 13, who signs in on his own device): the leader creates the organization from /churches and invites by link; one
// dad signs in from the invitation and comes back to it, the other creates his family's account from it and comes
// back to it; both accept. The organization's group runs a plan from a start date, both families see the same week,
// a dad posts in the week's conversation, the leader sees no counts while two families keep their progress to
// themselves and 1 of 2 finished with the drop-off chart once both share (one organization-wide, one for the group),
// the young son sees no conversation and appears by his first name only. Then the organization sponsors seats of another ministry's
// paid plan (Checkout through the Stripe stand-in, a signed webhook) and a member family opens week 2 without paying.
//
// Steps other journeys prove through their screens are API calls here (churches.spec: the leader's registration
// form; group-plan.spec: joining by code, following, finishing a week; sponsorship.spec: the seller's plan). The
// whole journey runs on a second server of the same build that talks to the Stripe stand-in (stripe-world.ts).
import type { Browser, Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { organizationMembers, organizations, users } from "../../src/server/db/schema/index.ts";
import { sponsorshipMessages } from "../../src/shared/schemas/sponsorships.ts";
import { insertChallenge, insertDevotional, insertPlanWeek } from "../support/content-fixtures.ts";
import type { FakeStripeServer } from "../support/fake-stripe-server.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import type { ExtraServer } from "./support/extra-server.ts";
import { apiContext, expect, registerDad, sendAsTheApp, signInThroughUi, test, TEST_PASSWORD, uniqueTag, type Account } from "./support/fixtures.ts";
import { leaderStartsGroupPlan, localToday } from "./support/group-world.ts";
import { deliverStripeEvent, paidCheckoutSession, startStripeWorld, stopStripeWorld } from "./support/stripe-world.ts";

const WEBHOOK_SECRET = "whsec_e2e_church_circle";
/** Three people's pages on a machine shared by other suites: a first paint may take longer than the default. */
const SLOW = { timeout: 30_000 };

let stripe: FakeStripeServer;
let server: ExtraServer;
let db: Database;

// eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their first argument
test.beforeAll(async ({}, testInfo) => {
  ({ stripe, server, db } = await startStripeWorld("church-circle", WEBHOOK_SECRET, testInfo));
});

// eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their first argument
test.afterAll(async ({}, testInfo) => {
  await stopStripeWorld({ stripe, server, db }, testInfo);
});

/** A person's own browser context on the Stripe world's server. */
async function ownPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, ...(viewport ? { viewport } : {}) });
  return sendAsTheApp(await context.newPage());
}

/** Signed in through the API (the sign-in screen is auth.spec's), then on `path`. */
async function signedIn(page: Page, account: Pick<Account, "email" | "password">, path: string): Promise<Page> {
  await page.goto(path);
  const response = await page.request.post("/api/auth/sign-in/email", { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(path);
  return page;
}

async function registeredDad(): Promise<Account> {
  const context = await apiContext(server.baseURL);
  try {
    return (await registerDad({ request: context })).dad;
  } finally {
    await context.dispose();
  }
}

test("the church circle: a leader, two families and a young son — invitation, a group's plan and week, counts, sponsored seats", async ({ browser }) => {
  // Four people, a second server's Checkout and six accessibility scans: about a minute and a half on a quiet machine,
  // several times that on one shared by other suites.
  test.setTimeout(600_000);
  const tag = uniqueTag();
  const organizationName = `St Luke Men ${tag}`;

  // ---- The leader: /churches, his registration (no family plan), the organization, the invitation link.
  const leader = await ownPage(browser);
  await leader.goto("/churches");
  await expect(leader.getByRole("heading", { level: 1 })).toContainText("Bring your fathers and sons", SLOW);
  await expectNoSeriousA11yViolations(leader);
  await leader.getByRole("link", { name: "Start your organization" }).first().click();
  await expect(leader).toHaveURL(/\/register\?for=organization$/);
  const leaderAccount = { email: `leader.${tag}@example.com`, password: TEST_PASSWORD, fullName: `Pastor Luke ${tag}` };
  await leader.getByLabel("Full name", { exact: true }).fill(leaderAccount.fullName);
  await leader.getByLabel("Email", { exact: true }).fill(leaderAccount.email);
  await leader.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await leader.getByLabel("Confirm password").fill(TEST_PASSWORD);
  await leader.getByRole("button", { name: "Create Account" }).click();
  await expect(leader).toHaveURL(/\/organizations\/create$/, SLOW);
  await leader.getByLabel("Organization name").fill(organizationName);
  await leader.getByRole("button", { name: "Create Organization" }).click();
  await expect(leader).toHaveURL(/\/organizations$/, SLOW);
  await leader.goto("/organizations/families");
  await leader.getByRole("button", { name: "Create invitation link" }).click(SLOW);
  const link = new URL(await leader.getByLabel("Link", { exact: true }).inputValue());
  const joinPath = `${link.pathname}${link.search}`;
  const backAtInvitation = new RegExp(`/join\\?token=${link.searchParams.get("token")}$`);
  const mine = (await (await leader.request.get("/api/organizations/mine")).json()) as { organization: { id: number } };
  const organizationId = mine.organization.id;

  // ---- Family A (a dad, then his son under 13) opens the link signed out, signs in from it and comes back to it.
  const dadA = await registeredDad();
  const a = await ownPage(browser);
  await a.goto(joinPath);
  await expect(a.getByRole("heading", { name: `Join ${organizationName}` })).toBeVisible(SLOW);
  await expectNoSeriousA11yViolations(a);
  await a.getByRole("link", { name: "Sign in to accept" }).click();
  await expect(a).toHaveURL(/\/login$/);
  await signInThroughUi(a, dadA);
  await expect(a).toHaveURL(backAtInvitation, SLOW);
  await a.getByRole("button", { name: "Accept for my family" }).click(SLOW);
  await expect(a.getByText(`Your family joined ${organizationName}`)).toBeVisible(SLOW);
  const sonName = `Eli Young${tag}`;
  const added = await a.request.post("/api/family/sons", {
    data: { fullName: sonName, password: `${TEST_PASSWORD}-young`, ageBand: "under_13", consent: true },
  });
  expect(added.status(), await added.text()).toBe(201);
  const sonEmail = ((await added.json()) as { son: { signInEmail: string } }).son.signInEmail;

  // ---- Family B opens the link signed out, creates the family's account from it and comes back to it.
  const b = await ownPage(browser);
  const dadB = { email: `dad.b.${tag}@example.com`, password: TEST_PASSWORD, fullName: `Ben Carter ${tag}` };
  await b.goto(joinPath);
  await b.getByRole("link", { name: "Create your family's account" }).click(SLOW);
  await expect(b).toHaveURL(/\/register$/);
  await b.getByLabel("Full name", { exact: true }).fill(dadB.fullName);
  await b.getByLabel("Email", { exact: true }).fill(dadB.email);
  await b.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await b.getByLabel("Confirm password").fill(TEST_PASSWORD);
  await b.getByRole("button", { name: "Create Account" }).click();
  await expect(b).toHaveURL(backAtInvitation, SLOW);
  await b.getByRole("button", { name: "Accept for my family" }).click(SLOW);
  await expect(b.getByText(`Your family joined ${organizationName}`)).toBeVisible(SLOW);

  // The roster: two families, Family A with one son, never the son's name.
  await leader.reload();
  const roster = leader.getByRole("region", { name: "Member families" });
  await expect(roster).toContainText(`${dadA.fullName}'s family`, SLOW);
  await expect(roster).toContainText(`${dadB.fullName}'s family`);
  await expect(leader.locator("main")).not.toContainText(sonName);

  // ---- The organization's group runs a plan from a start date (its leader chooses both on the group page).
  const { group } = await leaderStartsGroupPlan(leader, { name: `Saturday Breakfast ${tag}`, organizationId, startsOn: await localToday(leader) });

  // Both families join with the code (the dialog is group-plan.spec's) and follow the plan; the young son joins too.
  for (const dad of [a, b]) {
    const joined = await dad.request.post("/api/groups/join", { data: { code: group.code } });
    expect(joined.status(), await joined.text()).toBe(200);
  }
  await a.goto(`/group/${group.id}`);
  await a.getByRole("button", { name: "Follow with the group" }).click(SLOW);
  await expect(a.getByText("Your family now follows the group's plan on its schedule.")).toBeVisible(SLOW);
  const followed = await b.request.post(`/api/groups/${group.id}/plan/follow`, { data: {} });
  expect(followed.status(), await followed.text()).toBe(200);
  const son = await signedIn(await ownPage(browser, { width: 390, height: 844 }), { email: sonEmail, password: `${TEST_PASSWORD}-young` }, "/groups");
  expect((await son.request.post("/api/groups/join", { data: { code: group.code } })).status()).toBe(200);

  // Both families see the same week of the same plan.
  await a.reload();
  await b.goto(`/group/${group.id}`);
  await expect(a.getByTestId("group-week")).toBeVisible(SLOW);
  await expect(b.getByTestId("group-week")).toBeVisible(SLOW);
  const weekA = (await a.getByTestId("group-week").textContent())?.trim() ?? "";
  expect(weekA).toMatch(/week 1 of \d+/);
  await expect(b.getByTestId("group-week")).toHaveText(weekA);

  // Dad A posts in the week's conversation; dad B reads it.
  await a.getByLabel("Post in week 1").fill("We read it at breakfast and did the push-ups together.");
  await a.getByRole("button", { name: "Post", exact: true }).click();
  await expect(a.getByRole("list", { name: "Posts of week 1" }).getByText("We read it at breakfast")).toBeVisible(SLOW);
  await expectNoSeriousA11yViolations(a);
  await b.reload();
  await expect(b.getByRole("list", { name: "Posts of week 1" }).getByText("We read it at breakfast")).toBeVisible(SLOW);

  // Family A finishes week 1 (the week page's ticks are weekly-journey.spec's).
  for (const flag of ["devotional", "challenge", "journal"]) {
    expect((await a.request.put("/api/progress/1", { data: { flag, completed: true } })).status()).toBe(200);
  }

  // The young son: the group's week, no conversation at all.
  await son.goto(`/group/${group.id}`);
  await expect(son.getByTestId("group-week")).toHaveText(weekA, SLOW);
  await expect(son.getByRole("heading", { name: /conversation/i })).toHaveCount(0);
  await expect(son.getByText("We read it at breakfast")).toHaveCount(0);
  await expectNoSeriousA11yViolations(son);

  // The leader: two families that keep their progress to themselves are fewer than the counts need (they would tell
  // the two apart): the suppression instead of numbers; the young son by his first name only.
  await leader.reload();
  await expect(leader.getByTestId("leader-week-summary")).toHaveText("Week 1: fewer than 3 families to count", SLOW);
  await expect(leader.getByRole("img", { name: "Families started and finished by week" })).toHaveCount(0);
  await expect(leader.getByText("Eli", { exact: true })).toBeVisible();
  await expect(leader.getByText(sonName)).toHaveCount(0);

  // Dad A lets the whole organization see his family's progress, dad B this group: nobody is left to the counts, so
  // they appear — 1 of 2 finished, the drop-off chart with its table.
  expect((await a.request.put(`/api/family/sharing/organizations/${organizationId}`, { data: { sharesProgress: true } })).status()).toBe(200);
  expect((await b.request.put(`/api/groups/${group.id}/sharing`, { data: { sharesProgress: true } })).status()).toBe(200);
  await leader.reload();
  await expect(leader.getByTestId("leader-week-summary")).toHaveText(/Week 1: 1 of 2 families finished/, SLOW);
  await expect(leader.getByRole("img", { name: "Families started and finished by week" })).toBeVisible();
  await expect(leader.getByRole("table").getByRole("row", { name: /Week 1/ })).toContainText("1 of 2");
  await expect(leader.getByText(sonName)).toHaveCount(0);
  await expectNoSeriousA11yViolations(leader);

  // ---- Sponsored seats: another ministry sells a 4-week plan for $12.00 (its plan and Stripe account as rows).
  const [sellerRow] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, (await registeredDad()).email));
  if (!sellerRow) throw new Error("no seller");
  const accountId = `acct_e2e${tag}`;
  stripe.setAccount(accountId, { transfers: "active", detailsSubmitted: true });
  const [seller] = await db
    .insert(organizations)
    .values({ name: `Seller Ministry ${tag}`, slug: `seller-ministry-${tag}`, createdBy: sellerRow.id, stripeAccountId: accountId, payoutsEnabled: true })
    .returning({ id: organizations.id });
  if (!seller) throw new Error("seller organization not inserted");
  await db.insert(organizationMembers).values({ organizationId: seller.id, userId: sellerRow.id, role: "owner" });
  const title = `Men of Courage ${tag}`;
  const planId = await insertPlan(db, { title, priceCents: 1200, durationWeeks: 4, organizationId: seller.id });
  for (const week of [1, 2]) {
    const devotional = await insertDevotional(db, { weekNumber: week, title: `Week ${week} devotional ${tag}` });
    const challenge = await insertChallenge(db, { weekNumber: week, title: `Week ${week} challenge ${tag}` });
    await insertPlanWeek(db, { planId, weekNumber: week, devotionalId: devotional.id, challengeId: challenge.id });
  }

  // The leader sponsors two seats from the organization's dashboard, through Checkout and Stripe's signed webhook.
  await leader.goto("/organizations");
  const panel = leader.getByRole("region", { name: "Sponsored access" });
  await expect(panel.getByText("2 member families")).toBeVisible(SLOW);
  await panel.getByLabel("Plan").selectOption({ label: `${title} — $12.00 a family (Seller Ministry ${tag})` });
  await panel.getByLabel("Seats in all").fill("2");
  await expectNoSeriousA11yViolations(leader);
  await panel.getByRole("button", { name: "Sponsor seats" }).click();
  await expect(leader).toHaveURL(/\/organizations\?sponsorship=success&session_id=cs_test_/, SLOW);
  await expect(leader.getByText(sponsorshipMessages.sponsorshipStarted)).toBeVisible(SLOW);
  expect(await deliverStripeEvent(server.baseURL, WEBHOOK_SECRET, "checkout.session.completed", paidCheckoutSession(stripe, 2400, `pi_e2e_${tag}`))).toBe(200);
  const sponsorships = leader.getByRole("region", { name: "Sponsorships" });
  await expect(sponsorships.getByRole("row").filter({ hasText: title })).toContainText("0 of 2 seats", SLOW);

  // Dad B takes a seat his church sponsors (reading never takes one), switches his family to the plan from today
  // and opens week 2 without paying.
  await b.goto(`/marketplace/plans/${planId}`);
  await expect(b.getByRole("heading", { name: title })).toBeVisible(SLOW);
  await expect(b.getByRole("button", { name: /^Buy for/ })).toHaveCount(0);
  await b.getByRole("button", { name: "Take the seat" }).click();
  await expect(b.getByText("Your family owns this plan: every week is open.")).toBeVisible(SLOW);
  await b.getByRole("button", { name: "Start This Plan" }).click();
  const switchDialog = b.getByRole("dialog", { name: "Switch your family's plan?" });
  await switchDialog.getByLabel("Week 1 starts on").fill(await localToday(b));
  await switchDialog.getByRole("button", { name: "Switch plans" }).click();
  await expect(b).toHaveURL(/\/week\/1$/, SLOW);
  await b.goto("/week/2");
  await expect(b.getByText(`Week 2 devotional ${tag}`)).toBeVisible(SLOW);
  await expect(b.getByRole("heading", { name: "This week is part of the paid plan" })).toHaveCount(0);

  // The leader sees the seat taken.
  await leader.reload();
  await expect(leader.getByRole("region", { name: "Sponsorships" }).getByRole("row").filter({ hasText: title })).toContainText("1 of 2 seats", SLOW);

  for (const page of [leader, a, b, son]) await page.context().close();
});
