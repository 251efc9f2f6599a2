// No sideways scroll on a 390 px phone, on every screen of the app (a wide screen cuts off its buttons). Every route
// of src/web/paths.ts is visited — signed out, as a dad, as a son, as the global admin and as an organization's staff
// — and the page may not be wider than the window. A route added to the registry without a visit here fails the first
// test.
import type { Page } from "@playwright/test";
import { demo, expect, sendAsTheApp, signInThroughUi, test, uniqueTag } from "./support/fixtures.ts";
import {
  adminRecords,
  adminVisits,
  dadVisits,
  familyWithGroup,
  overflowOf,
  organizationRecords,
  SIGNED_OUT,
  sonVisits,
  staffVisits,
  unvisitedPatterns,
  type Visit,
} from "./support/route-visits.ts";

const PHONE = { width: 390, height: 844 };

async function sweep(page: Page, visits: Visit[]): Promise<string[]> {
  const problems: string[] = [];
  for (const visit of visits) {
    const problem = await overflowOf(page, visit.path);
    if (problem) problems.push(problem);
  }
  return problems;
}

test.describe("no sideways scroll at 390 px", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("the sweep covers every route of the registry", () => {
    expect(unvisitedPatterns()).toEqual([]);
  });

  test("signed out, and /start right after registering with a son", async ({ page }) => {
    test.setTimeout(120_000);
    const problems = await sweep(page, [...SIGNED_OUT, { pattern: "home", path: "/this/page/does-not-exist" }]);

    // /start as registration opens it: with the son's login card (his long generated address).
    const tag = uniqueTag();
    await page.goto("/register");
    await page.getByLabel("Full name", { exact: true }).fill(`Daniel Reed ${tag}`);
    await page.getByLabel("Email", { exact: true }).fill(`dad.${tag}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("Strong-Bond-Test-2026");
    await page.getByLabel("Confirm password").fill("Strong-Bond-Test-2026");
    await page.getByLabel("I want to register my son as well").check();
    await page.getByLabel("Son's full name").fill(`Noah Reed ${tag}`);
    await page.getByLabel("Son's password").fill("Strong-Bond-Test-2026-son");
    await page.getByLabel("Son's age").selectOption({ label: "13 or older" });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.locator(".login-card")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const width = await page.evaluate(() => [document.scrollingElement!.scrollWidth, document.scrollingElement!.clientWidth]);
    if (width[0]! > width[1]!) problems.push(`/start after registering is ${width[0]}px wide in ${width[1]}px`);
    // Its Menu and Start buttons are within the window.
    for (const button of [page.getByRole("button", { name: "Menu" }), page.getByRole("button", { name: /^Start / }).first()]) {
      const box = await button.boundingBox();
      expect(box, "the button is drawn").not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(problems).toEqual([]);
  });

  test("as a dad and as his son", async ({ page, browser }) => {
    test.setTimeout(180_000);
    const { family, planId, groupId } = await familyWithGroup(page.request, { group: "Phone Group", description: "Fathers and sons on phones." });
    const problems = await sweep(page, dadVisits({ planId, groupId }));

    const sonContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const sonPage = sendAsTheApp(await sonContext.newPage());
    await signInThroughUi(sonPage, family.son);
    problems.push(...(await sweep(sonPage, sonVisits({ planId, groupId }))));
    await sonContext.close();
    expect(problems).toEqual([]);
  });

  test("as the global admin", async ({ page }) => {
    test.setTimeout(120_000);
    await signInThroughUi(page, demo.admin);
    const problems = await sweep(page, adminVisits(await adminRecords(page.request)));
    expect(problems).toEqual([]);
  });

  test("as an organization's staff", async ({ page }) => {
    test.setTimeout(120_000);
    const records = await organizationRecords(page.request, {
      organization: "Grace Fathers",
      description: "Fathers and sons of Grace Church.",
      plan: "Men of Valor",
      devotional: "Strength for Today",
      content: "Wait on the Lord.",
    });
    const problems = await sweep(page, staffVisits(records));
    expect(problems).toEqual([]);
  });
});
