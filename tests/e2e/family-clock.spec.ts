// The family's own clock where it is hardest: an evening that is already tomorrow in UTC. A server of its own starts
// its clock on Sunday 6 December 2026 at 05:30 UTC — Saturday evening in Los Angeles (21:30) and Chicago (23:30),
// Sunday in London (05:30) and Tokyo (14:30) — and each browser runs in its family's zone at the same moment. The
// dashboards the server draws must hydrate without a mismatch, read the same week and "this Sunday" before and after
// hydration, and keep the first tap, whatever the control. A dad away from home sees his family's week.
import type { Browser, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { startExtraServer, type ExtraServer } from "./support/extra-server.ts";
import { screenshotAtTwoWidths } from "./support/screenshots.ts";
import { apiContext, expect, registerFamily, test, type Account } from "./support/fixtures.ts";

const NOW = "2026-12-06T05:30:00Z";
/** Each zone's day at NOW, and whether "this Sunday" (the default start) is already today there. */
const ZONES = [
  { timeZone: "America/Los_Angeles", today: "2026-12-05", started: false },
  { timeZone: "America/Chicago", today: "2026-12-05", started: false },
  { timeZone: "Europe/London", today: "2026-12-06", started: true },
  { timeZone: "Asia/Tokyo", today: "2026-12-06", started: true },
] as const;
const STARTS_LINE = "Week 1 starts Sunday, December 6. You can read ahead already.";

// One server for the file, with its clock moved: the journeys run one after another in one worker.
test.describe.configure({ mode: "serial" });
let server: ExtraServer;
let planId: number;
// eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their first argument
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(150_000);
  server = await startExtraServer("clock", { CLOCK_START: NOW });
  const api = await apiContext(server.baseURL);
  const plans = (await (await api.get("/api/marketplace/plans")).json()) as { plans: { id: number; priceCents: number; durationWeeks: number }[] };
  await api.dispose();
  const free = plans.plans.find((plan) => plan.priceCents === 0 && plan.durationWeeks >= 2);
  if (!free) throw new Error("the demo seed has no free plan");
  planId = free.id;
});
test.afterAll(async () => {
  await server?.stop();
});

/** A family registered in `timeZone` (as its browser would send it), on the plan from "this Sunday" (the default). */
async function familyIn(timeZone: string): Promise<{ dad: Account; son: Account }> {
  const request = await apiContext(server.baseURL);
  try {
    const family = await registerFamily({ request, baseURL: server.baseURL, timeZone });
    const signedIn = await request.post("/api/auth/sign-in/email", { data: { email: family.dad.email, password: family.dad.password } });
    expect(signedIn.status()).toBe(200);
    const started = await request.post(`/api/marketplace/plans/${planId}/start`, { data: { source: "marketplace" } });
    expect(started.status(), await started.text()).toBe(200);
    return family;
  } finally {
    await request.dispose();
  }
}

/** Hydration problems React reports (a production build says #418 / #423 / #425 for them). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const note = (text: string) => {
    if (/#41[89]|#42[0-5]|hydrat/i.test(text)) problems.push(text);
  };
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") note(message.text());
  });
  page.on("pageerror", (error) => note(error.message));
  return problems;
}

/** A signed-in browser in `timeZone`, its clock at NOW, at a phone's or a desktop's width. */
async function personIn(browser: Browser, timeZone: string, account: Account, width = 1280): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    timezoneId: timeZone,
    viewport: { width, height: width < 500 ? 844 : 900 },
    extraHTTPHeaders: { origin: server.baseURL },
  });
  await context.clock.setSystemTime(new Date(NOW));
  const signedIn = await context.request.post("/api/auth/sign-in/email", { data: { email: account.email, password: account.password } });
  expect(signedIn.status()).toBe(200);
  const page = await context.newPage();
  return { page, problems: watchHydration(page) };
}

/** The family's day as the page carries it (what the server counted the week on). */
async function embeddedToday(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(document.getElementById("strongbond-state")?.textContent ?? "{}") as { dashboard: { journey: { today: string } } }).dashboard.journey.today,
  );
}

/** Once React has the page: the app's loading bar is gone and the root is React's. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.appLoading === undefined &&
      Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
  );
}

for (const zone of ZONES) {
  test(`in ${zone.timeZone}, both dashboards read the family's week before and after hydration, and the first tap lands`, async ({ browser }) => {
    test.slow();
    const family = await familyIn(zone.timeZone);

    // The dad, on a desktop: his first tap is a tick.
    const dad = await personIn(browser, zone.timeZone, family.dad);
    await dad.page.goto("/dashboard/dad");
    // As the server drew it (the app has not run: it waits for his first touch).
    expect(await embeddedToday(dad.page)).toBe(zone.today);
    await expect(dad.page.getByText(STARTS_LINE)).toHaveCount(zone.started ? 0 : 1);
    const box = dad.page.getByRole("checkbox", { name: "Fitness Challenge", exact: true });
    await box.check();
    await expect(box).toBeChecked();
    await hydrated(dad.page);
    // What the browser draws is what the server drew.
    await expect(dad.page.getByText(STARTS_LINE)).toHaveCount(zone.started ? 0 : 1);
    await expect(dad.page.getByTestId("journey-position")).toContainText("family week 1 of");
    expect(dad.problems).toEqual([]);
    await dad.page.waitForLoadState("networkidle");
    await dad.page.reload();
    await expect(dad.page.getByRole("checkbox", { name: "Fitness Challenge", exact: true })).toBeChecked();

    // His son, on his phone: his first tap opens the menu; on another visit, his first tap follows a link.
    const son = await personIn(browser, zone.timeZone, family.son, 390);
    await son.page.goto("/dashboard/son");
    expect(await embeddedToday(son.page)).toBe(zone.today);
    await son.page.getByRole("button", { name: "Menu" }).click();
    await expect(son.page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
    await hydrated(son.page);
    await expect(son.page.getByText(STARTS_LINE)).toHaveCount(zone.started ? 0 : 1);
    await son.page.reload();
    await son.page.getByRole("link", { name: "Read Full Devotional" }).click();
    await expect(son.page).toHaveURL(/\/week\/1$/);
    expect(son.problems).toEqual([]);
    await dad.page.context().close();
    await son.page.context().close();
  });
}

test("every page the server draws or the build prerendered opens without a hydration problem in each zone", async ({ browser }) => {
  // Eight pages in four zones, twice: longer than a slow test on a busy machine.
  test.setTimeout(360_000);
  const family = await familyIn("America/Chicago");
  const pages = ["/", "/login", "/churches", "/marketplace", `/marketplace/plans/${planId}`, "/o/grace-community-church"];
  // The zones side by side (most of each visit is waiting for the page to settle), each signed out, then signed in.
  const problemsByZone = await Promise.all(
    ZONES.map(async (zone) => {
      const found: string[] = [];
      for (const signedIn of [false, true]) {
        const { page, problems } = signedIn
          ? await personIn(browser, zone.timeZone, family.dad)
          : await (async () => {
              const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: zone.timeZone });
              await context.clock.setSystemTime(new Date(NOW));
              const opened = await context.newPage();
              return { page: opened, problems: watchHydration(opened) };
            })();
        for (const path of signedIn ? [...pages, "/dashboard/dad", "/week/1"] : pages) {
          await page.goto(path);
          // A touch of intent: a page held until he acts is hydrated now.
          await page.mouse.move(200, 300);
          await page.mouse.move(220, 320);
          await page.waitForLoadState("networkidle");
        }
        found.push(...problems.map((problem) => `${zone.timeZone}, ${signedIn ? "signed in" : "signed out"}: ${problem}`));
        await page.context().close();
      }
      return found;
    }),
  );
  expect(problemsByZone.flat()).toEqual([]);
});

for (const timeZone of ["America/Los_Angeles", "Asia/Tokyo"]) {
  test(`in ${timeZone}, the week page the server drew keeps the first tick and hydrates without a mismatch`, async ({ browser }) => {
    const family = await familyIn(timeZone);
    const son = await personIn(browser, timeZone, family.son, 390);
    await son.page.goto("/week/1");
    // As the server drew it, with his week in the page (the app has not run: it waits for his first touch).
    expect(await son.page.evaluate(() => document.getElementById("strongbond-state")?.textContent?.includes('"week":{"number":1'))).toBe(true);
    await expect(son.page.getByRole("heading", { level: 1, name: "Week 1" })).toBeVisible();
    const box = son.page.getByRole("checkbox", { name: "Devotional", exact: true });
    await box.check();
    await expect(box).toBeChecked();
    await hydrated(son.page);
    expect(son.problems).toEqual([]);
    await son.page.waitForLoadState("networkidle");
    await son.page.reload();
    await expect(son.page.getByRole("checkbox", { name: "Devotional", exact: true })).toBeChecked();
    await son.page.context().close();
  });
}

test("a dad away from home sees his family's week, not his hotel's", async ({ browser }) => {
  const family = await familyIn("America/Chicago");
  // Saturday evening at home, Sunday afternoon at his hotel in Tokyo.
  const dad = await personIn(browser, "Asia/Tokyo", family.dad);
  await dad.page.goto("/dashboard/dad");
  expect(await embeddedToday(dad.page)).toBe("2026-12-05");
  await dad.page.getByRole("checkbox", { name: "Devotional", exact: true }).check();
  await hydrated(dad.page);
  await expect(dad.page.getByText(STARTS_LINE)).toBeVisible();
  expect(dad.problems).toEqual([]);
  await expectNoSeriousA11yViolations(dad.page);
  await screenshotAtTwoWidths(dad.page, "family-clock-away-from-home", { noSidewaysScroll: true });
  await dad.page.context().close();
});

test("the watch fails on a mismatch; the tap held meanwhile is done, or the page says plainly it was not", async ({ browser }) => {
  const family = await familyIn("America/Chicago");
  const dad = await personIn(browser, "America/Chicago", family.dad);
  await dad.page.goto("/dashboard/dad");
  // A page that says something else than the app would draw (what a clock read in the browser used to cause).
  await dad.page.evaluate(() => {
    const position = document.querySelector('[data-testid="journey-position"]');
    if (position) position.textContent = "another week";
  });
  const box = dad.page.getByRole("checkbox", { name: "Fitness Challenge", exact: true });
  await box.check();
  await hydrated(dad.page);
  await expect.poll(() => dad.problems.length).toBeGreaterThan(0);
  // React draws the page anew, its boxes with ids of its own: the held tick is found again by its item and saved.
  const lostNote = dad.page.getByRole("alert").filter({ hasText: "Your tap could not be done while the page was getting ready. Please tap again." });
  await expect.poll(async () => ((await box.isChecked()) ? "done" : (await lostNote.count()) > 0 ? "said" : "nothing"), { timeout: 5_000 }).toBe("done");
  await dad.page.waitForLoadState("networkidle");
  await dad.page.reload();
  await expect(dad.page.getByRole("checkbox", { name: "Fitness Challenge", exact: true })).toBeChecked();
  await dad.page.context().close();
});
