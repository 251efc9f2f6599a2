// Pages that paint at once: the landing, sign-in and dashboard pages arrive as
// HTML (prerendered at build time; the dashboard rendered by the server with a signed-in viewer's data) with the
// navigation bar, hydrate without a complaint, and the dad dashboard's reload asks the API nothing (its answers are
// in the page) and nothing jumps; a son sent to the dad's dashboard lands on his own. The landing and sign-in pages'
// signed-out first view loads no app until the visitor moves on or signs in.
import type { Page } from "@playwright/test";
import { messages } from "../../src/shared/messages.ts";
import { demo, expect, signInThroughUi, test } from "./support/fixtures.ts";

/** The /api/* requests of the page, in the order they were sent, and the moment each was sent / answered. */
function recordApi(page: Page) {
  const events: { kind: "sent" | "done"; path: string }[] = [];
  const apiPath = (url: string) => {
    const { pathname, search } = new URL(url);
    return pathname.startsWith("/api/") ? `${pathname}${search}` : null;
  };
  page.on("request", (request) => {
    const path = apiPath(request.url());
    if (path) events.push({ kind: "sent", path });
  });
  page.on("requestfinished", (request) => {
    const path = apiPath(request.url());
    if (path) events.push({ kind: "done", path });
  });
  return {
    sent: () => events.filter((e) => e.kind === "sent").map((e) => e.path),
    events,
  };
}

test.describe("without JavaScript the prerendered pages are there", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page, the sign-in page and the dashboard's frame come as HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Fathers and sons, stronger together" })).toBeVisible();
    await expect(page.getByRole("link", { name: "StrongBond home" })).toBeVisible();
    await expect(page).toHaveTitle(/StrongBond/);

    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page).toHaveTitle("Sign In · StrongBond");

    // Signed out, the dashboard's skeleton with the navigation bar, and any other path the bar too.
    await page.goto("/dashboard/dad");
    await expect(page.getByRole("heading", { level: 1, name: "Dad's Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: "StrongBond home" })).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    await page.goto("/journal");
    await expect(page.getByRole("link", { name: "StrongBond home" })).toBeVisible();
  });

  test("a signed-in dad's dashboard comes as HTML with his week", async ({ page, request, baseURL }) => {
    const signedIn = await request.post("/api/auth/sign-in/email", {
      data: { email: demo.dad.email, password: demo.dad.password },
      headers: { origin: baseURL ?? "" },
    });
    expect(signedIn.ok()).toBe(true);
    await page.context().addCookies((await request.storageState()).cookies);
    const stylesheets: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "stylesheet") stylesheets.push(new URL(sent.url()).pathname);
    });
    const document = page.waitForResponse((response) => new URL(response.url()).pathname === "/dashboard/dad");
    await page.goto("/dashboard/dad");
    await expect(page.getByText(`Welcome back, ${demo.dad.fullName}.`)).toBeVisible();
    await expect(page.getByRole("region", { name: "This week, together" })).toBeVisible();
    // His page links the app's stylesheet, a file his browser keeps, rather than carrying it on every visit;
    // and it is styled by it (the navigation bar is a fixed bar, not a bare list).
    const html = await (await document).text();
    expect(html).not.toContain("<style>");
    expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]);
    await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");
    // The public pages carry their CSS and ask for that file ahead, at idle, for the pages he signs in to.
    const landing = await request.get("/");
    expect(await landing.text()).toContain(`<link rel="prefetch" crossorigin href="${stylesheets[0]}">`);
  });
});

/**
 * The suite blocks service workers (playwright.config.ts; offline.spec.ts allows and tests it): Chromium then says
 * so, and the app's registration warns that it did not register. Neither is a hydration problem.
 */
function isBlockedWorkerNotice(text: string): boolean {
  return text.startsWith("Service Worker registration blocked by Playwright") || text.startsWith("The service worker did not register");
}

test("a signed-out first view works without the app, which comes when he moves on or signs in, without an error", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && !isBlockedWorkerNotice(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });

  await page.goto("/");
  // Signed-out links once the session is known (the build drew them invisible: no link that flashes away).
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The app's code (React, the router, the query client: #root[data-app]) is not loaded for the first view.
  const app = ((await page.locator("#root").getAttribute("data-app")) ?? "").split(" ").filter(Boolean);
  expect(app.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => app.includes(script))).toEqual([]);
  // He moves on: the app draws the next screen.
  await nav.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel("Full name")).toBeVisible();
  expect(scripts.filter((script) => app.includes(script)).length).toBeGreaterThan(0);
  // Back: the app draws the landing page it had not drawn before.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Fathers and sons, stronger together" })).toBeVisible();

  // The sign-in page: typing without the app; "Sign In" brings it and it signs him in with what he typed.
  await page.goto("/login");
  await signInThroughUi(page, demo.dad);
  await expect(page).toHaveURL(/\/dashboard\/dad$/);
  await page.goto("/login?verified=1");
  await expect(page.getByText(messages.emailVerified)).toBeVisible();
  await signInThroughUi(page, demo.dad);
  expect(problems).toEqual([]);
});

test("reloading the dad dashboard asks the API nothing: the session and the dashboard come in the page", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && !isBlockedWorkerNotice(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/login");
  await signInThroughUi(page, demo.dad);
  await page.goto("/dashboard/dad");
  await expect(page.getByRole("region", { name: "This week, together" })).toBeVisible();

  const api = recordApi(page);
  const reload = page.waitForResponse((response) => new URL(response.url()).pathname === "/dashboard/dad");
  await page.reload();
  const document = await reload;
  expect(document.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("region", { name: "This week, together" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(api.sent(), `API requests: ${api.sent().join(", ")}`).toEqual([]);
  // Hydrated: moving to the next week works (and is the first request the page makes).
  const week = Number(/\d+/.exec(await page.locator("#dashboard-week-heading").innerText())?.[0]);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`^Week ${week + 1}\\b`) })).toBeVisible();
  expect(api.sent()).toEqual([`/api/dashboard?week=${week + 1}`]);
  expect(problems).toEqual([]);
});

test("a son sent to the dad's dashboard gets the page without anyone's data and lands on his own", async ({ page }) => {
  await page.goto("/login");
  await signInThroughUi(page, demo.son);
  const served = page.waitForResponse((response) => new URL(response.url()).pathname === "/dashboard/dad");
  await page.goto("/dashboard/dad");
  const html = await (await served).text();
  expect(html).not.toContain("strongbond-state");
  expect(html).not.toContain(demo.dad.fullName);
  await expect(page).toHaveURL(/\/dashboard\/son$/);
  await expect(page.getByText(`Welcome back, ${demo.son.fullName}.`)).toBeVisible();
});

test("the dad dashboard does not jump as its data arrives", async ({ page }) => {
  await page.goto("/login");
  await signInThroughUi(page, demo.dad);
  await page.goto("/dashboard/dad");
  await expect(page.getByRole("region", { name: "This week, together" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "This week, together" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shift).toBeLessThanOrEqual(0.05);
});
