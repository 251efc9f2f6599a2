// Pages the public can find (so a shared link or a search leads to a plan): a signed-out visitor goes from the
// landing page to the marketplace, finds a plan and opens its page, which the server drew with the plan's meta tags
// for link previews and search engines; starting it asks him to register. A members-only plan is found by no one
// signed out.
import { eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { devotionalPlans } from "../../src/server/db/schema/index.ts";
import { messages } from "../../src/shared/messages.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { connectE2eDatabase } from "./support/database.ts";
import { expect, test, uniqueTag } from "./support/fixtures.ts";

let db: Database;
connectE2eDatabase((opened) => (db = opened));

test("a signed-out visitor finds a plan from the landing page; its page carries its meta tags", async ({ page }) => {
  test.slow(); // the landing page hands over to the app, then three screens and a scan
  const tag = uniqueTag();
  const title = `Open Road ${tag}`;
  const planId = await insertPlan(db, { title, description: "Four weeks on the road together.", coverImageUrl: "/covers/knit-together-v2.svg" });
  const hidden = await insertPlan(db, { title: `Members Road ${tag}` });
  await db.update(devotionalPlans).set({ membersOnly: true }).where(eq(devotionalPlans.id, hidden));

  await page.goto("/");
  await page.getByRole("link", { name: "Browse the plans" }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Journey" })).toBeVisible();
  await page.getByLabel("Search by title").fill(tag);
  await page.getByLabel("Search by title").press("Enter");
  await expect(page.getByRole("article")).toHaveCount(1);
  const card = page.getByRole("article", { name: title });
  await expect(card.getByRole("link", { name: "Start This Plan" })).toHaveAttribute("href", "/register");
  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/plans/${planId}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The page as a link preview or a search engine reads it: drawn by the server, before any script.
  await page.reload();
  const head = page.locator("head");
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", "Four weeks on the road together.");
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/covers\/knit-together-v2\.svg$/);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/marketplace/plans/${planId}$`));
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const served = await page.request.get(`/marketplace/plans/${planId}`);
  expect(await served.text()).toContain(`<h1 id="plan-title" class="text-3xl font-bold sm:text-4xl">${title}</h1>`);

  const panel = page.getByRole("region", { name: "Start Your Journey" });
  await expect(panel.getByRole("link", { name: "Start This Plan" })).toHaveAttribute("href", "/register");
  await expect(panel.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The members-only plan: not drawn, not shown.
  expect(await (await page.request.get(`/marketplace/plans/${hidden}`)).text()).not.toContain("Members Road");
  await page.goto(`/marketplace/plans/${hidden}`);
  await expect(page.getByRole("alert").filter({ hasText: messages.planNotFound })).toBeVisible();
});
