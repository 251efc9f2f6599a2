// The public pages: a signed-out visitor browses the marketplace through the API and gets the
// plan's, the church's and the marketplace's page drawn by the server with their meta tags, every author's word
// escaped; members-only, unlisted and draft plans never reach the public, by the API or by a page.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TMarketplacePlan } from "../../../shared/schemas/marketplace.ts";
import { createOrganizationAdmin, registerDad } from "../../../../tests/support/actors.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";
import { joinOrganization } from "../../../../tests/support/organization-families.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../tests/support/test-app.ts";
import { devotionalPlans, organizations } from "../../db/schema/index.ts";

const SHELL = `<!doctype html><html lang="en"><head><meta name="description" content="The shell."><title>StrongBond</title></head><body><div id="root"><p>skeleton</p></div></body></html>`;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-public-pages-"));
fs.writeFileSync(path.join(webRoot, "index.html"), SHELL);
const SPANISH_SHELL = SHELL.replace('lang="en"', 'lang="es"');
fs.mkdirSync(path.join(webRoot, "prerendered/es"), { recursive: true });
fs.writeFileSync(path.join(webRoot, "prerendered/es/shell.html"), SPANISH_SHELL);

let t: TestApp;
let organizationId: number;
let slug: string;
let publicPlan: number;
let membersPlan: number;
let unlistedPlan: number;
let draftPlan: number;

const get = (url: string) => t.app.inject({ method: "GET", url });

beforeAll(async () => {
  t = await createTestApp({}, { webRoot });
  const admin = await createOrganizationAdmin(t, "Grace <Chapel>");
  organizationId = admin.organizationId;
  await t.db.update(organizations).set({ description: `Fathers & sons "together"` }).where(eq(organizations.id, organizationId));
  const [organization] = await t.db.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, organizationId));
  slug = organization?.slug ?? "";
  publicPlan = await insertPlan(t.db, {
    title: `Pubzz <script>alert("x")</script>`,
    description: "Six weeks & more",
    coverImageUrl: "/covers/knit-together-v2.svg",
    organizationId,
  });
  membersPlan = await insertPlan(t.db, { title: "Pubzz Members", organizationId });
  await t.db.update(devotionalPlans).set({ membersOnly: true, membersLinkToken: "members-key-pubzz" }).where(eq(devotionalPlans.id, membersPlan));
  unlistedPlan = await insertPlan(t.db, { title: "Pubzz Unlisted", isPublic: false });
  draftPlan = await insertPlan(t.db, { title: "Pubzz Draft", status: "draft" });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe("the marketplace for a signed-out visitor (API)", () => {
  it("lists the published public plans, never a members-only, unlisted or draft one", async () => {
    const response = await get("/api/marketplace/plans?q=pubzz");
    expect(response.statusCode).toBe(200);
    const plans = response.json().plans as TMarketplacePlan[];
    expect(plans.map((plan) => plan.id)).toEqual([publicPlan]);
    expect(plans[0]).toMatchObject({ isSelected: false, purchased: false, organization: { slug } });
  });

  it("opens a public plan; a members-only plan is 404 even with its link's key, like unlisted, draft and unknown", async () => {
    expect((await get(`/api/marketplace/plans/${publicPlan}`)).statusCode).toBe(200);
    for (const url of [
      `/api/marketplace/plans/${membersPlan}`,
      `/api/marketplace/plans/${membersPlan}?key=members-key-pubzz`,
      `/api/marketplace/plans/${unlistedPlan}`,
      `/api/marketplace/plans/${draftPlan}`,
      "/api/marketplace/plans/99999999",
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("refuses bad input with 400 and field messages", async () => {
    const badId = await get("/api/marketplace/plans/abc");
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields.id).toBeTruthy();
    const badCursor = await get("/api/marketplace/plans?cursor=nonsense");
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.fields.cursor).toBeTruthy();
  });

  it("still shows a member his church's members-only plan by its page, and the church's public page never lists it", async () => {
    const dad = await registerDad(t, "Member Dad");
    await joinOrganization(t.db, organizationId, dad.id);
    expect((await dad.get(`/api/marketplace/plans/${membersPlan}`)).statusCode).toBe(200);
    const page = (await get(`/api/public/organizations/${slug}`)).json() as { plans: { id: number }[] };
    expect(page.plans.map((plan) => plan.id)).toEqual([publicPlan]);
  });
});

describe("the pages the server draws", () => {
  it("draws a plan's page with its meta tags, every author's word escaped", async () => {
    const response = await get(`/marketplace/plans/${publicPlan}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const html = response.body;
    const title = "Pubzz &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;";
    expect(html).toContain(`<title>${title} · StrongBond</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toContain(`<meta property="og:description" content="Six weeks &amp; more">`);
    expect(html).toContain(`<meta property="og:image" content="${TEST_ORIGIN}/covers/knit-together-v2.svg">`);
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/marketplace/plans/${publicPlan}">`);
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image">`);
    expect(html).toContain(`<h1 id="plan-title" class="text-3xl font-bold sm:text-4xl">${title}</h1>`);
    expect(html).toContain(`href="/o/${slug}"`);
    expect(html).toContain("Grace &lt;Chapel&gt;");
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("The shell.");
    expect(html).not.toContain("skeleton");
  });

  it("draws nothing of a members-only, unlisted, draft or unknown plan: the bare shell", async () => {
    for (const id of [membersPlan, unlistedPlan, draftPlan, 99999999, 0]) {
      const response = await get(`/marketplace/plans/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.body, String(id)).toBe(SHELL);
    }
  });

  it("draws a church's page with its name, description and public plans only", async () => {
    const response = await get(`/o/${slug}`);
    const html = response.body;
    expect(html).toContain(`<meta property="og:title" content="Grace &lt;Chapel&gt;">`);
    expect(html).toContain(`<meta property="og:description" content="Fathers &amp; sons &quot;together&quot;">`);
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/o/${slug}">`);
    expect(html).toContain(`href="/marketplace/plans/${publicPlan}"`);
    expect(html).not.toContain("Pubzz Members");
    expect((await get("/o/no-such-church")).body).toBe(SHELL);
  });

  it("draws the marketplace with its first public plans", async () => {
    const html = (await get("/marketplace")).body;
    expect(html).toContain(`<meta property="og:title" content="Choose Your Journey">`);
    expect(html).toContain(`href="/marketplace/plans/${publicPlan}"`);
    for (const hidden of ["Pubzz Members", "Pubzz Unlisted", "Pubzz Draft"]) expect(html).not.toContain(hidden);
  });

  it("draws each page in the reader's language, from that language's shell", async () => {
    const spanish = await t.app.inject({ method: "GET", url: `/marketplace/plans/${publicPlan}`, headers: { "accept-language": "es-MX,es;q=0.9" } });
    expect(spanish.headers["content-language"]).toBe("es");
    expect(spanish.headers.vary).toContain("Accept-Language");
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain("Volver a los planes");
    expect(spanish.body).toContain("Empieza tu camino");
    expect(spanish.body).not.toContain("Back to Plans");
    const marketplace = (await t.app.inject({ method: "GET", url: "/marketplace", headers: { cookie: "sb_lang=es" } })).body;
    expect(marketplace).toContain(`<meta property="og:title" content="Elige tu camino">`);
    const english = (await get(`/marketplace/plans/${publicPlan}`)).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain("Back to Plans");
  });

  it("draws the marketplace with the reader's language's plans first", async () => {
    const spanishPlan = await insertPlan(t.db, { title: "Pubzz Camino", language: "es", createdAt: new Date("2020-01-01T00:00:00Z") });
    const positions = (html: string) => [html.indexOf(`href="/marketplace/plans/${spanishPlan}"`), html.indexOf(`href="/marketplace/plans/${publicPlan}"`)];
    const [spanishFirst, englishAfter] = positions((await t.app.inject({ method: "GET", url: "/marketplace", headers: { "accept-language": "es" } })).body);
    expect(spanishFirst).toBeGreaterThan(-1);
    expect(englishAfter).toBeGreaterThan(spanishFirst ?? 0);
    const [spanishAfter, englishFirst] = positions((await get("/marketplace")).body);
    expect(englishFirst).toBeGreaterThan(-1);
    expect(spanishAfter).toBeGreaterThan(englishFirst ?? 0);
  });
});
