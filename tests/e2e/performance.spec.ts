// Pages that paint at once (issue 22, docs/decisions/020): the landing, sign-in and dashboard pages arrive as HTML
// (prerendered at build time) with the navigation bar, hydrate without a complaint, and the dad dashboard's reload
// asks the API at most twice, nothing twice, nothing waiting for another answer, and nothing jumps.
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

    // The dashboard's skeleton with the navigation bar (the data needs the app), and any other path the bar too.
    await page.goto("/dashboard/dad");
    await expect(page.getByRole("heading", { level: 1, name: "Dad's Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: "StrongBond home" })).toBeVisible();
    await page.goto("/journal");
    await expect(page.getByRole("link", { name: "StrongBond home" })).toBeVisible();
  });
});

test("the prerendered pages hydrate without an error and work", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

  await page.goto("/");
  // Signed-out links once the session is known (the prerendered bar has none).
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.goto("/login?verified=1");
  await expect(page.getByText(messages.emailVerified)).toBeVisible();
  await signInThroughUi(page, demo.dad);
  expect(problems).toEqual([]);
});

test("reloading the dad dashboard asks the API at most twice, nothing twice, nothing waiting for another answer", async ({ page }) => {
  await page.goto("/login");
  await signInThroughUi(page, demo.dad);
  await page.goto("/dashboard/dad");
  await expect(page.getByRole("region", { name: /^Week \d+$/ })).toBeVisible();

  const api = recordApi(page);
  await page.reload();
  await expect(page.getByRole("region", { name: /^Week \d+$/ })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const sent = api.sent();
  expect(sent.length, `API requests: ${sent.join(", ")}`).toBeLessThanOrEqual(2);
  expect(new Set(sent).size, `API requests: ${sent.join(", ")}`).toBe(sent.length);
  expect(sent).toEqual(expect.arrayContaining(["/api/session", "/api/dashboard"]));
  // Both were sent before either was answered.
  const firstDone = api.events.findIndex((e) => e.kind === "done");
  expect(api.events.slice(0, firstDone).filter((e) => e.kind === "sent")).toHaveLength(sent.length);
});

test("the dad dashboard does not jump as its data arrives", async ({ page }) => {
  await page.goto("/login");
  await signInThroughUi(page, demo.dad);
  await page.goto("/dashboard/dad");
  await expect(page.getByRole("region", { name: /^Week \d+$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: /^Week \d+$/ })).toBeVisible();
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
