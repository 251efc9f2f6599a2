// The installable app that reads offline, and "Listen", in real Chromium:
// the manifest and the service worker; the network cut and this week (and next) still readable; a tick and a journal
// entry made offline arriving at the server once when the network is back; the "StrongBond was updated" notice;
// the devotional read aloud (speech synthesis stubbed in the page). Screenshots for docs/areas/offline.md.
import { screenshotAtTwoWidths } from "./support/screenshots.ts";
import { eq } from "drizzle-orm";
import type { APIRequestContext, Page } from "@playwright/test";
import type { Database } from "../../src/server/db/client.ts";
import { users } from "../../src/server/db/schema/index.ts";
import { insertChallenge, insertDevotional, insertPlanWeek, selectPlanFor } from "../support/content-fixtures.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { connectE2eDatabase } from "./support/database.ts";
import { apiContext, expect, signInThroughUi, test, uniqueTag, type Family } from "./support/fixtures.ts";

// The journeys block service workers (playwright.config.ts); these are about it.
test.use({ serviceWorkers: "allow" });
const FIXTURE_WEEK = 9100;

let db: Database;
connectE2eDatabase((opened) => (db = opened));

async function userId(email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A plan with weeks 1 and 2 (a devotional and a challenge each), selected for the family. */
async function giveFamilyAPlan(family: Family) {
  const tag = uniqueTag();
  const planId = await insertPlan(db, { title: `Offline Plan ${tag}`, status: "published", description: "Faith on the road.", durationWeeks: 4 });
  const devotional = await insertDevotional(db, {
    weekNumber: FIXTURE_WEEK,
    title: `Be Strong ${tag}`,
    scriptureReference: "Joshua 1:9",
    memoryVerse: "Be strong and of a good courage; be not afraid.",
    content: "Have not I commanded thee? Be strong and of a good courage.\n\nGod goes with you on every road.",
    discussionQuestions: ["When were you brave this week?"],
  });
  const challenge = await insertChallenge(db, { weekNumber: FIXTURE_WEEK, title: `Trail Walk ${tag}`, equipmentNeeded: ["Boots"] });
  const next = await insertDevotional(db, { weekNumber: FIXTURE_WEEK, title: `Next Week's Road ${tag}`, scriptureReference: "Psalm 23:1" });
  await insertPlanWeek(db, { planId, weekNumber: 1, devotionalId: devotional.id, challengeId: challenge.id });
  await insertPlanWeek(db, { planId, weekNumber: 2, devotionalId: next.id });
  for (const account of [family.dad, family.son]) await selectPlanFor(db, await userId(account.email), planId);
  return { devotionalTitle: devotional.title, challengeTitle: challenge.title, nextTitle: next.title };
}

/** Waits until the service worker is installed (the app shell precached) and controls the page (it claims open pages). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The addresses kept on the phone for the signed-in person (the service worker's per-person caches). */
async function keptAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("strongbond-api-")) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return urls.sort();
  });
}

async function signedInApi(email: string, password: string): Promise<APIRequestContext> {
  const context = await apiContext();
  const response = await context.post("/api/auth/sign-in/email", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

test("the app is installable: a web app manifest, its icons and a service worker served as such", async ({ page }) => {
  const manifest = await page.request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(body).toMatchObject({ name: "StrongBond", short_name: "StrongBond", start_url: "/dashboard", scope: "/", display: "standalone" });
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of body.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
  const worker = await page.request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  for (const missing of ["/manifest.json", "/assets/gone-1234.js"]) expect((await page.request.get(missing)).status(), missing).toBe(404);

  // The app registers the worker on any screen it draws; a signed-out visitor's first view of / or /login loads no
  // app (so it paints at once) and so registers none, but links the manifest.
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await page.goto("/register");
  await waitForServiceWorker(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
});

test("with the network cut, this week and next stay readable; a tick and an entry made offline arrive once when it is back", async ({ page, family }) => {
  test.slow();
  const content = await giveFamilyAPlan(family);
  await page.goto("/login");
  await signInThroughUi(page, family.dad);
  await waitForServiceWorker(page);
  // Read with the worker in control: week 1 (and next week behind it) and the journal are kept on the phone.
  await page.goto("/week/1");
  await expect(page.getByRole("heading", { name: content.devotionalTitle })).toBeVisible();
  // The server drew the week, so its heading shows before the app starts on it; the app keeps the week and reads
  // next week through the worker once it has started. Leaving sooner would keep neither.
  await expect.poll(() => keptAnswers(page), { timeout: 30_000 }).toEqual(expect.arrayContaining(["/api/weeks/1", "/api/weeks/2"]));
  await page.goto("/journal");
  await expect(page.getByRole("heading", { level: 1, name: "Journal" })).toBeVisible();
  await expect.poll(() => keptAnswers(page)).toEqual(expect.arrayContaining(["/api/journal/entries", "/api/weeks/1", "/api/weeks/2"]));

  await page.context().setOffline(true);
  await page.goto("/week/1");
  await expect(page.getByRole("heading", { name: content.devotionalTitle })).toBeVisible();
  await expect(page.getByText("Offline — saved on this phone.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "offline-week", { noSidewaysScroll: false });

  // A tick with no network stays ticked.
  const challengeBox = page.getByRole("checkbox", { name: "Fitness Challenge", exact: true });
  await challengeBox.check();
  await expect(challengeBox).toBeChecked();
  await expect(challengeBox).toBeEnabled();
  await expect(page.getByText("1 change is waiting.")).toBeVisible();

  // Next week too.
  await page
    .getByRole("link", { name: /Next Week/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: content.nextTitle })).toBeVisible();

  // A journal entry written offline.
  await page.goto("/journal");
  await expect(page.getByRole("heading", { level: 1, name: "Journal" })).toBeVisible();
  await page.getByRole("button", { name: "New Entry" }).click();
  await page.getByLabel("Title").fill("Written on the trail");
  await page.getByLabel("Content").fill("No signal up here, but the view was worth it.");
  await page.getByRole("button", { name: /Save/ }).click();
  await expect(page.getByText("Offline — your entry is saved on this phone")).toBeVisible();

  // Back at week 1 after a reload: the tick is still shown (no silent revert).
  await page.goto("/week/1");
  await expect(page.getByRole("checkbox", { name: "Fitness Challenge", exact: true })).toBeChecked();

  // The server has neither yet.
  const api = await signedInApi(family.dad.email, family.dad.password);
  expect(((await (await api.get("/api/weeks/1")).json()) as { progress: { challengeCompleted: boolean } }).progress.challengeCompleted).toBe(false);

  await page.context().setOffline(false);
  await expect
    .poll(async () => ((await (await api.get("/api/weeks/1")).json()) as { progress: { challengeCompleted: boolean } }).progress.challengeCompleted, {
      timeout: 15_000,
    })
    .toBe(true);
  await expect
    .poll(async () => ((await (await api.get("/api/journal/entries")).json()) as { entries: { title: string }[] }).entries.map((e) => e.title), {
      timeout: 15_000,
    })
    .toEqual(["Written on the trail"]);
  await expect(page.getByText("Offline — saved on this phone.")).toBeHidden();
  // A second load sends nothing twice.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Fitness Challenge", exact: true })).toBeChecked();
  await page.waitForLoadState("networkidle");
  expect(((await (await api.get("/api/journal/entries")).json()) as { entries: unknown[] }).entries).toHaveLength(1);
  await api.dispose();
});

test("the installed app opens on his own dashboard; offline, on this week from the phone's copy, with its link to read it", async ({
  page,
  family,
  browser,
}) => {
  test.slow();
  const content = await giveFamilyAPlan(family);
  await page.goto("/login");
  await signInThroughUi(page, family.dad);
  await waitForServiceWorker(page);
  // The manifest's start page: the server sends him to his own dashboard, drawn with his week.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/dad$/);
  await expect(page.getByRole("heading", { level: 3, name: content.devotionalTitle })).toBeVisible();
  // The page keeps its week on the phone although the app has not run (it waits for his first touch).
  await expect.poll(() => keptAnswers(page)).toEqual(expect.arrayContaining(["/api/dashboard", "/api/weeks/1"]));

  await page.context().setOffline(true);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/dad$/);
  await expect(page.getByRole("heading", { level: 3, name: content.devotionalTitle })).toBeVisible();
  await expect(page.getByText("Offline — saved on this phone.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "offline-dashboard", { noSidewaysScroll: false });
  await page.getByRole("link", { name: "Read Full Devotional" }).click();
  await expect(page).toHaveURL(/\/week\/1$/);
  await expect(page.getByRole("heading", { name: content.devotionalTitle }).first()).toBeVisible();

  // His son's phone (his own context) has never kept anything: offline, it says so instead of grey boxes.
  const sonContext = await browser.newContext({ serviceWorkers: "allow" });
  const sonPage = await sonContext.newPage();
  await signInThroughUi(sonPage, family.son);
  await sonPage.goto("/account");
  await waitForServiceWorker(sonPage);
  await sonPage.evaluate(async () => {
    for (const name of await caches.keys()) if (name.startsWith("strongbond-api-")) await caches.delete(name);
  });
  await sonContext.setOffline(true);
  await sonPage.goto("/dashboard");
  await expect(sonPage).toHaveURL(/\/dashboard\/son$/);
  await expect(sonPage.getByText("You're offline, and this phone has no copy of your week yet.", { exact: false })).toBeVisible({ timeout: 20_000 });
  await sonContext.close();
});

test("signing out leaves nothing of the person's week on the phone", async ({ page, family }) => {
  await giveFamilyAPlan(family);
  await page.goto("/login");
  await signInThroughUi(page, family.dad);
  await waitForServiceWorker(page);
  await page.goto("/week/1");
  await expect.poll(() => keptAnswers(page)).toEqual(expect.arrayContaining(["/api/weeks/1", "/api/weeks/2"]));
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("strongbond-api-")))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("strongbond.offline.viewer"))).toBeNull();
});

test("the first visit after a new version says 'StrongBond was updated'", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("strongbond.build", "an-older-build");
      sessionStorage.setItem("seeded", "1");
    }
  });
  // A screen the app draws (a signed-out first view of / or /login has no app to tell).
  await page.goto("/register");
  await expect(page.getByText("StrongBond was updated.")).toBeVisible();
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText("StrongBond was updated.")).toBeHidden();
  // The next visit is on the same version: no notice.
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("StrongBond was updated.")).toBeHidden();
});

test("Listen reads the devotional aloud: play, pause, resume, speed, and it stops on leaving the tab", async ({ page, family }) => {
  const content = await giveFamilyAPlan(family);
  await page.addInitScript(() => {
    const log: { event: string; text?: string; rate?: number }[] = [];
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
      value: {
        speak: (u: Utterance) => log.push({ event: "speak", text: u.text, rate: u.rate }),
        pause: () => log.push({ event: "pause" }),
        resume: () => log.push({ event: "resume" }),
        cancel: () => log.push({ event: "cancel" }),
        getVoices: () => [],
      },
    });
  });
  await page.goto("/login");
  await signInThroughUi(page, family.dad);
  await page.goto("/week/1");
  await expect(page.getByRole("heading", { name: content.devotionalTitle })).toBeVisible();
  const log = () => page.evaluate(() => (window as unknown as { speechLog: { event: string; text?: string; rate?: number }[] }).speechLog);

  await page.getByRole("button", { name: "Listen to the devotional" }).click();
  // Listen first fetches the passage in the reader's version, then speaks.
  await expect
    .poll(async () => (await log()).filter((e) => e.event === "speak").map((e) => e.text))
    .toEqual(
      expect.arrayContaining([
        content.devotionalTitle,
        "Scripture: Joshua 1:9.",
        "Memory verse: Be strong and of a good courage;",
        "Have not I commanded thee?",
      ]),
    );
  const spoken = (await log()).filter((e) => e.event === "speak");
  expect(new Set(spoken.map((e) => e.rate))).toEqual(new Set([0.85]));

  await page.getByRole("button", { name: "Pause reading the devotional" }).click();
  await page.getByRole("button", { name: "Resume reading the devotional" }).click();
  await page.getByLabel("Speed").first().selectOption({ label: "Slow" });
  const events = await log();
  expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(["pause", "resume"]));
  expect(events.at(-1)).toMatchObject({ event: "speak", rate: 0.7 });
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "listen-devotional", { noSidewaysScroll: false });

  // Leaving the tab stops the reading; the challenge has its own Listen.
  const before = (await log()).length;
  await page.getByRole("tab", { name: /Challenge/ }).click();
  await expect.poll(async () => (await log()).slice(before).map((e) => e.event)).toContain("cancel");
  await expect(page.getByRole("button", { name: "Listen to the challenge" })).toBeVisible();
});
