// The weekly journey: the dad and son dashboards, the week page with its tabs, progress tracking
// (optimistic, reverting on a failed save), the reflection rule and the scripture popup, in real Chromium.
// Content comes from our own fixtures, written straight into the e2e server's database (support/database.ts):
// a plan selected for the family, so nothing depends on the seeded sample data.
import { eq } from "drizzle-orm";
import type { Page, Request } from "@playwright/test";
import type { Database } from "../../src/server/db/client.ts";
import { journalEntries, users } from "../../src/server/db/schema/index.ts";
import { messages } from "../../src/shared/messages.ts";
import { insertChallenge, insertDadsCorner, insertDevotional, insertPlanWeek, selectPlanFor } from "../support/content-fixtures.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { connectE2eDatabase } from "./support/database.ts";
import { expect, signInThroughUi, test, uniqueTag, type Family } from "./support/fixtures.ts";

const KJV_NOTICE = "Scripture quotations are from the King James Version (KJV), which is in the public domain.";
// The fixtures' own week numbers are far from 1-52, so they never become another test's fallback content.
const FIXTURE_WEEK = 9000;

let db: Database;
connectE2eDatabase((opened) => (db = opened));

async function userId(email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

interface JourneyContent {
  tag: string;
  planId: number;
  planTitle: string;
  devotionalTitle: string;
  challengeTitle: string;
  cornerTitle: string;
  weekTwoChallenge: string;
  dadId: string;
  sonId: string;
}

/** A published plan with week 1 (devotional, challenge, Dad's Corner) and week 2 (a challenge with no equipment, only), selected for the family. */
async function giveFamilyAPlan(family: Family): Promise<JourneyContent> {
  const tag = uniqueTag();
  const planTitle = `Journey Plan ${tag}`;
  const planId = await insertPlan(db, { title: planTitle, status: "published", description: "Six weeks of faith and fitness.", durationWeeks: 6 });
  const devotional = await insertDevotional(db, {
    weekNumber: FIXTURE_WEEK,
    title: `Lead Like a Servant ${tag}`,
    scriptureReference: "John 15:13",
    memoryVerse: "Greater love hath no man than this.",
    content: "Jesus showed what love costs.\n\nA father shows it in small things every day.",
    discussionQuestions: ["When did someone serve you?", "How can we serve each other this week?"],
  });
  const challenge = await insertChallenge(db, {
    weekNumber: FIXTURE_WEEK,
    title: `Push-up Ladder ${tag}`,
    difficulty: 2,
    durationMinutes: 20,
    fitnessFocus: "Strength",
    equipmentNeeded: ["Mat", "Water bottle"],
  });
  const corner = await insertDadsCorner(db, {
    weekNumber: FIXTURE_WEEK,
    title: `Model Humility ${tag}`,
    resources: [{ label: "Fathering Guide", url: "https://example.org/fathering" }],
  });
  const weekTwo = await insertChallenge(db, { weekNumber: FIXTURE_WEEK, title: `Hill Sprints ${tag}`, equipmentNeeded: [] });
  await insertPlanWeek(db, { planId: planId, weekNumber: 1, devotionalId: devotional.id, challengeId: challenge.id, dadsCornerId: corner.id });
  await insertPlanWeek(db, { planId: planId, weekNumber: 2, challengeId: weekTwo.id });
  const dadId = await userId(family.dad.email);
  const sonId = await userId(family.son?.email ?? "");
  await selectPlanFor(db, dadId, planId);
  await selectPlanFor(db, sonId, planId);
  return {
    tag,
    planId,
    planTitle,
    devotionalTitle: devotional.title,
    challengeTitle: challenge.title,
    cornerTitle: corner.title,
    weekTwoChallenge: weekTwo.title,
    dadId,
    sonId,
  };
}

/** The API calls a screen makes (the session and the assistant widget belong to the app shell). */
function recordApiCalls(page: Page): { calls: string[]; stop: () => void } {
  const calls: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/")) return;
    if (url.pathname === "/api/session" || url.pathname.startsWith("/api/auth/") || url.pathname.startsWith("/api/chat")) return;
    calls.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.on("request", listener);
  return { calls, stop: () => page.off("request", listener) };
}

const checkbox = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });

test("a dad follows his week: dashboard, progress, the week page, its tabs and the scripture popup", async ({ page, family }) => {
  test.slow(); // a long journey through two screens, with three accessibility scans
  const content = await giveFamilyAPlan(family);
  await page.goto("/dashboard/dad");
  await expect(page).toHaveURL(/\/login/);
  await signInThroughUi(page, family.dad);
  await expect(page).toHaveURL(/\/dashboard\/dad$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dad's Dashboard" })).toBeVisible();

  // After the app shell, the dashboard needs one request (at most two).
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const shellVisit = recordApiCalls(page);
  const dashboardResponse = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/dashboard" && r.request().method() === "GET");
  await page.getByRole("link", { name: "Go to Dashboard" }).first().click();
  const dashboard = (await (await dashboardResponse).json()) as { plans: { id: number; title: string }[] };
  await expect(page.getByRole("heading", { name: "This Week's Content" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  shellVisit.stop();
  expect(shellVisit.calls.length, shellVisit.calls.join(", ")).toBeLessThanOrEqual(2);
  expect(shellVisit.calls).toContain("GET /api/dashboard");

  // The plans panel starts collapsed.
  const plansToggle = page.getByRole("button", { name: "Devotional Plans" });
  await expect(plansToggle).toHaveAttribute("aria-expanded", "false");
  await plansToggle.click();
  // The panel lists the 3 latest published plans. Other specs publish plans on the same server at the same
  // time, so compare with what the screen received rather than assume ours is among the newest.
  expect(dashboard.plans.length).toBeGreaterThan(0);
  expect(dashboard.plans.length).toBeLessThanOrEqual(3);
  for (const plan of dashboard.plans) {
    const title = new RegExp(plan.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    await expect(page.getByRole("link", { name: title }).first()).toHaveAttribute("href", `/marketplace/plans/${plan.id}`);
  }
  await expect(page.getByRole("link", { name: "Browse All Plans" })).toHaveAttribute("href", "/marketplace");

  // Week 1 of his plan, with all three cards and the empty journal.
  await expect(page.getByRole("heading", { name: "Week 1", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "This week, together" }).getByText(content.planTitle)).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page.getByRole("heading", { name: content.devotionalTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: "Read Full Devotional" })).toHaveAttribute("href", "/week/1");
  await expect(page.getByRole("link", { name: "View Full Challenge" })).toHaveAttribute("href", "/week/1#challenge");
  await expect(page.getByRole("link", { name: "Read More" })).toHaveAttribute("href", "/week/1#dadsCorner");
  await expect(page.getByRole("link", { name: "Create Your First Entry" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Reflect on Your Week" })).toBeVisible();
  await expect(page.getByTestId("devotionals-completed")).toHaveText("0");
  await expectNoSeriousA11yViolations(page);

  // A toggle shows at once, counts follow, and it is saved.
  await checkbox(page, "Devotional").check();
  await expect(page.getByTestId("devotionals-completed")).toHaveText("1");
  await checkbox(page, "Fitness Challenge").check();
  await expect(page.getByTestId("challenges-completed")).toHaveText("1");
  await checkbox(page, "Fitness Challenge").uncheck();
  await expect(page.getByTestId("challenges-completed")).toHaveText("0");
  await expect(checkbox(page, "Fitness Challenge")).toBeEnabled();
  await page.reload();
  await expect(checkbox(page, "Devotional")).toBeChecked();
  await expect(checkbox(page, "Fitness Challenge")).not.toBeChecked();

  // A week change is one request; week 2 has only a challenge.
  const weekChange = recordApiCalls(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: content.weekTwoChallenge })).toBeVisible();
  await page.waitForLoadState("networkidle");
  weekChange.stop();
  // The family's items for that week come with it: still one request, so the family card never waits on a second.
  expect(weekChange.calls).toEqual(["GET /api/dashboard?week=2"]);
  await expect(page.getByText("The devotional for week 2 is not available yet.")).toBeVisible();
  await expect(checkbox(page, "Devotional")).not.toBeChecked();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(checkbox(page, "Devotional")).toBeChecked();

  // The week page.
  await page.getByRole("link", { name: "Read Full Devotional" }).click();
  await expect(page).toHaveURL(/\/week\/1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Week 1" })).toBeVisible();
  await expect(page.getByText(content.planTitle)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard/dad");
  await expect(page.getByRole("button", { name: "Your Progress" })).toHaveAttribute("aria-expanded", "true");
  await expect(checkbox(page, "Devotional")).toBeChecked();
  await expect(page.getByRole("tab", { name: "Devotional" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 2, name: content.devotionalTitle })).toBeVisible();
  await expect(page.getByText("Greater love hath no man than this.")).toBeVisible();
  await expect(page.getByText("A father shows it in small things every day.")).toBeVisible();
  const questions = page.getByRole("region", { name: "Discussion Questions" }).getByRole("listitem");
  await expect(questions).toHaveText(["When did someone serve you?", "How can we serve each other this week?"]);
  await expect(page.getByRole("link", { name: "Journal Your Thoughts" })).toHaveAttribute(
    "href",
    `/journal?week=1&title=${encodeURIComponent(`Reflection: ${content.devotionalTitle}`).replaceAll("%20", "+")}&type=reflection`,
  );
  await expect(page.getByRole("button", { name: "Previous Week" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Next Week" })).toHaveAttribute("href", "/week/2");

  // The scripture popup: reference, passage from our server, its notice, Close; focus stays inside and comes back.
  const reference = page.getByRole("button", { name: /John 15:13/ });
  await reference.click();
  const dialog = page.getByRole("dialog", { name: "John 15:13" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Greater love hath no man than this, that a man lay down his life for his friends/)).toBeVisible();
  await expect(dialog.getByText(KJV_NOTICE)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(reference).toBeFocused();

  // Tabs follow the hash.
  await page.getByRole("tab", { name: "Fitness Challenge" }).click();
  await expect(page).toHaveURL(/\/week\/1#challenge$/);
  await expect(page.getByRole("heading", { level: 2, name: content.challengeTitle })).toBeVisible();
  await expect(page.getByText("Difficulty 2/5")).toBeVisible();
  await expect(page.getByRole("region", { name: "Equipment Needed" }).getByRole("listitem")).toHaveText(["Mat", "Water bottle"]);
  await expect(page.getByRole("heading", { name: "Challenge Description" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log Your Progress" })).toHaveAttribute(
    "href",
    new RegExp(`^/journal\\?week=1&title=Fitness\\+Log%3A\\+Push-up\\+Ladder\\+${content.tag}&type=fitness$`),
  );

  await page.getByRole("tab", { name: "Dad's Corner" }).click();
  await expect(page).toHaveURL(/#dadsCorner$/);
  await expect(page.getByRole("heading", { level: 2, name: content.cornerTitle })).toBeVisible();
  const resource = page.getByRole("link", { name: /Fathering Guide/ });
  await expect(resource).toHaveAttribute("href", "https://example.org/fathering");
  await expect(resource).toHaveAttribute("target", "_blank");
  await expect(resource).toHaveAttribute("rel", /noopener/);
  await expectNoSeriousA11yViolations(page);

  // Opening a hash directly selects its tab.
  await page.goto("/week/1#challenge");
  await expect(page.getByRole("tab", { name: "Fitness Challenge" })).toHaveAttribute("aria-selected", "true");
});

test("a son never sees or receives Dad's Corner", async ({ page, family }) => {
  const content = await giveFamilyAPlan(family);
  await page.goto("/dashboard/son");
  await expect(page).toHaveURL(/\/login/);
  await signInThroughUi(page, family.son ?? family.dad);
  await expect(page).toHaveURL(/\/dashboard\/son$/);
  await expect(page.getByRole("heading", { level: 1, name: "Son's Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: content.devotionalTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Full Challenge" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Read More" })).toHaveCount(0);
  await expect(page.getByText(content.cornerTitle)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The page comes drawn by the server with his week (GET /api/weeks/1's answer): no Dad's Corner in it either.
  const drawn = await page.request.get("/week/1");
  expect(await drawn.text()).not.toContain(content.cornerTitle);
  await page.goto("/week/1#dadsCorner");
  const embedded = await page.evaluate(() => document.getElementById("strongbond-state")?.textContent ?? "{}");
  expect((JSON.parse(embedded) as { week: { view: { dadsCorner: unknown } } }).week.view.dadsCorner).toBeNull();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard/son");
  await expect(page.getByRole("tab", { name: "Dad's Corner" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Devotional" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(content.cornerTitle)).toHaveCount(0);

  // The plain read leaves it out too: the API never sends Dad's Corner to a son.
  const response = await page.request.get("/api/weeks/1");
  expect(((await response.json()) as { dadsCorner: unknown }).dadsCorner).toBeNull();
});

test("a son switches to the World English Bible and the popup follows", async ({ page, family }) => {
  // A sign-in, an axe pass and a reload: past a minute on a loaded machine.
  test.slow();
  await giveFamilyAPlan(family);
  await signInThroughUi(page, family.son ?? family.dad);
  await page.goto("/week/1");
  const reference = page.getByRole("button", { name: /John 15:13/ });
  await reference.click();
  const dialog = page.getByRole("dialog", { name: "John 15:13" });
  const version = dialog.getByLabel("Bible version");
  await expect(version).toHaveValue("kjv");
  await expect(dialog.getByText(/Greater love hath no man than this/)).toBeVisible();

  const saved = page.waitForResponse((r) => r.url().endsWith("/api/scripture/version") && r.request().method() === "PUT");
  await version.selectOption("web");
  expect((await saved).status()).toBe(200);
  await expect(dialog.getByText(/Greater love has no one than this, that someone lay down his life for his friends/)).toBeVisible();
  await expect(dialog.getByText("Scripture quotations are from the World English Bible (WEB), which is in the public domain.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // His choice is kept: the week page opened again reads the WEB.
  await page.reload();
  await page.getByRole("button", { name: /John 15:13/ }).click();
  await expect(page.getByRole("dialog", { name: "John 15:13" }).getByLabel("Bible version")).toHaveValue("web");
  await expect(page.getByRole("dialog").getByText(/Greater love has no one than this/)).toBeVisible();
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a son chooses the World English Bible on /account; the popup and Listen follow", async ({ page, family }) => {
    // Two pages, each with an axe pass.
    test.slow();
    await giveFamilyAPlan(family);
    // The browser's voice is replaced by a log of what it was asked to say, and in which language.
    await page.addInitScript(() => {
      const log: { text: string; lang: string }[] = [];
      (window as unknown as { speechLog: typeof log }).speechLog = log;
      class Utterance {
        text: string;
        rate = 1;
        lang = "";
        onstart: (() => void) | null = null;
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor(text: string) {
          this.text = text;
        }
      }
      Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
      Object.defineProperty(window, "speechSynthesis", {
        configurable: true,
        value: { speak: (u: Utterance) => log.push({ text: u.text, lang: u.lang }), pause: () => {}, resume: () => {}, cancel: () => {}, getVoices: () => [] },
      });
    });
    // Signed in as the app does it; the sign-in screen has its own journeys.
    const son = family.son ?? family.dad;
    expect((await page.request.post("/api/auth/sign-in/email", { data: { email: son.email, password: son.password } })).status()).toBe(200);
    await page.goto("/account");
    const form = page.getByRole("form", { name: "Bible version" });
    const version = form.getByLabel("Bible version");
    // A generous first wait: the shared test machine may take a while to run the app.
    await expect(version).toHaveValue("kjv", { timeout: 30_000 });
    await expect(form.getByText("Chosen for you until you pick one: the King James Version (KJV).")).toBeVisible();
    await version.selectOption("web");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/scripture/version") && r.request().method() === "PUT");
    await form.getByRole("button", { name: "Save Bible version" }).click();
    expect((await saved).status()).toBe(200);
    await expect(form.getByRole("status")).toHaveText("You now read the World English Bible (WEB).");
    await expect(form.getByText(/Chosen for you/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Listen fetches the passage itself, in his version, and reads it without its verse number.
    await page.goto("/week/1");
    const passageRead = page.waitForResponse((r) => r.url().includes("/api/scripture?reference="));
    await page.getByRole("button", { name: "Listen to the devotional" }).click();
    expect(((await (await passageRead).json()) as { source: string }).source).toBe("web");
    const spoken = () => page.evaluate(() => (window as unknown as { speechLog: { text: string; lang: string }[] }).speechLog);
    await expect.poll(spoken).toEqual(
      expect.arrayContaining([
        { text: "Scripture: John 15:13.", lang: "en" },
        { text: "Greater love has no one than this, that someone lay down his life for his friends.", lang: "en" },
      ]),
    );
    // The KJV's words of the passage are not read (the memory verse is the author's own, in the KJV's words).
    expect((await spoken()).some((piece) => piece.text.includes("[13]") || piece.text.includes("that a man lay down his life"))).toBe(false);

    // The popup reads the same version.
    await page.getByRole("button", { name: /John 15:13/ }).click();
    const dialog = page.getByRole("dialog", { name: "John 15:13" });
    await expect(dialog.getByLabel("Bible version")).toHaveValue("web");
    await expect(dialog.getByText(/Greater love has no one than this, that someone lay down his life for his friends/)).toBeVisible();
    await expect(dialog.getByText("Scripture quotations are from the World English Bible (WEB), which is in the public domain.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test("a failed save puts the checkbox back; only that checkbox waits; a failed passage says so", async ({ page, family }) => {
  await giveFamilyAPlan(family);
  await page.goto("/dashboard/dad");
  await expect(page).toHaveURL(/\/login/);
  await signInThroughUi(page, family.dad);
  await expect(checkbox(page, "Journal Entry")).toBeVisible();

  let release: (() => void) | undefined;
  await page.route("**/api/progress/**", async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "boom" } }) });
  });
  await checkbox(page, "Journal Entry").click();
  await expect(checkbox(page, "Journal Entry")).toBeChecked();
  await expect(checkbox(page, "Journal Entry")).toBeDisabled();
  await expect(checkbox(page, "Devotional")).toBeEnabled();
  await expect.poll(() => release !== undefined).toBe(true);
  release?.();
  await expect(checkbox(page, "Journal Entry")).not.toBeChecked();
  await expect(checkbox(page, "Journal Entry")).toBeEnabled();
  await page.unroute("**/api/progress/**");
  // Nothing was saved.
  await page.reload();
  await expect(checkbox(page, "Journal Entry")).not.toBeChecked();

  await page.route("**/api/scripture**", (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
  await page.goto("/week/1");
  await page.getByRole("button", { name: /John 15:13/ }).click();
  const failure = page.getByRole("dialog").getByText(messages.scriptureLoadFailed);
  await expect(failure).toBeVisible();
  // Red: an sRGB red, or Tailwind's oklch red (hue about 25).
  await expect(failure).toHaveCSS("color", /^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$|^oklch\(0\.\d+ 0\.\d+ 2\d(\.\d+)?\)$/);
});

test("opening a week with a reflection entry marks its devotional and journal complete", async ({ page, family }) => {
  const content = await giveFamilyAPlan(family);
  await db
    .insert(journalEntries)
    .values({ userId: content.dadId, title: "Reflection: serving", content: "We talked about serving.", weekNumber: 3, entryType: "reflection" });
  // The plan has a row for week 3 with nothing in it: its empty slots stay empty (no fallback).
  await insertPlanWeek(db, { planId: content.planId, weekNumber: 3 });
  await page.goto("/week/3");
  await expect(page).toHaveURL(/\/login/);
  await signInThroughUi(page, family.dad);
  await expect(page).toHaveURL(/\/week\/3$/);
  await expect(checkbox(page, "Devotional")).toBeChecked();
  await expect(checkbox(page, "Journal Entry")).toBeChecked();
  await expect(checkbox(page, "Fitness Challenge")).not.toBeChecked();
  await expect(page.getByText("The devotional for week 3 is not available yet.")).toBeVisible();

  // Weeks outside what the spec allows: a non-numeric id is week 1; week 0 is an invalid week.
  await page.goto("/week/abc");
  await expect(page.getByRole("heading", { level: 1, name: "Week 1" })).toBeVisible();
  await page.goto("/week/0");
  await expect(page.getByRole("alert").filter({ hasText: messages.invalidWeek })).toBeVisible();
});

test("the dashboard and the week page read well on a 375 px phone", async ({ page, family }) => {
  await giveFamilyAPlan(family);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/dashboard/dad");
  await expect(page).toHaveURL(/\/login/);
  await signInThroughUi(page, family.dad);
  await expect(page.getByRole("heading", { name: "This Week's Content" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto("/week/1");
  await expect(page.getByRole("tab", { name: "Dad's Corner" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("tab", { name: "Fitness Challenge" }).click();
  await expect(page.getByRole("heading", { name: "Challenge Description" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  // A challenge that needs nothing still answers the question.
  await page.goto("/week/2#challenge");
  await expect(page.getByRole("region", { name: "Equipment Needed" })).toContainText("No equipment needed.");
});

test("a dashboard that cannot load says 'Failed to load dashboard data' and offers Retry", async ({ page, family }) => {
  test.slow(); // a server failure is retried three times (1, 2 and 4 s) before the screen gives up
  await page.goto("/login");
  await signInThroughUi(page, family.dad);
  await page.route("**/api/dashboard", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: messages.internalError } }) }),
  );
  // A load of /dashboard/dad comes rendered by the server with its data (it paints at once): the screen reads
  // /api/dashboard itself when it is reached inside the app.
  await page.goto("/journal");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByText("Loading your dashboard...")).toBeVisible();
  const failure = page.getByRole("alert").filter({ hasText: messages.dashboardLoadFailed });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(failure).not.toContainText(messages.internalError);
  await page.unroute("**/api/dashboard");
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "This Week's Content" })).toBeVisible();
});
