import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { devotionalPlans, planContent, profiles, progress } from "../../db/schema/index.ts";
import { messages } from "../../../shared/messages.ts";
import { MARKETPLACE_LIMITS, marketplaceMessages, type TMarketplacePlan } from "../../../shared/schemas/marketplace.ts";
import { familyText } from "../../../shared/schemas/family.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerDad, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { insertPlan, insertPurchase } from "../../../../tests/support/plan-fixtures.ts";
import { insertChallenge, insertDevotional } from "../../../../tests/support/content-fixtures.ts";
import { buildMarketplacePlan } from "../../../../tests/support/marketplace-plan.ts";

const t = testAppForFile();

async function profileOf(userId: string) {
  const [row] = await t.db
    .select({ selectedPlanId: profiles.selectedPlanId, planSelectedAt: profiles.planSelectedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

async function progressRows(userId: string) {
  return t.db.select().from(progress).where(eq(progress.userId, userId));
}

const listTitles = async (actor: Actor, query = "") =>
  ((await actor.get(`/api/marketplace/plans${query}`)).json().plans as TMarketplacePlan[]).map((p) => p.title);

describe("marketplace list", () => {
  // Every plan in this block carries a unique word so the searches stay independent of other tests' plans.
  it("shows dads and sons only published public plans, newest first, with what a card needs", async () => {
    const { dad, son } = await registerFamily(t);
    const older = await insertPlan(t.db, { title: "Listzz Older", createdAt: new Date("2026-01-01T00:00:00Z") });
    const newer = await insertPlan(t.db, {
      title: "Listzz Newer",
      description: "Six weeks of courage",
      durationWeeks: 6,
      category: "leadership",
      tags: ["courage", "prayer"],
      coverImageUrl: "https://images.example.com/cover.jpg",
      createdAt: new Date("2026-02-01T00:00:00Z"),
    });
    await insertPlan(t.db, { title: "Listzz Draft", status: "draft" });
    await insertPlan(t.db, { title: "Listzz Archived", status: "archived" });
    await insertPlan(t.db, { title: "Listzz Unlisted", isPublic: false });

    for (const actor of [dad, son]) {
      const response = await actor.get("/api/marketplace/plans?q=listzz");
      expect(response.statusCode).toBe(200);
      const { plans, nextCursor } = response.json();
      expect(plans.map((p: TMarketplacePlan) => p.id)).toEqual([newer, older]);
      expect(nextCursor).toBeNull();
      // A free six-week leadership plan in English, startable and nobody's yet, with this one's own words.
      expect(plans[0]).toEqual(
        buildMarketplacePlan({
          id: newer,
          title: "Listzz Newer",
          description: "Six weeks of courage",
          coverImageUrl: "https://images.example.com/cover.jpg",
          tags: ["courage", "prayer"],
        }),
      );
    }
  });

  it("filters by category and searches titles case-insensitively, taking wildcards literally", async () => {
    const dad = await registerDad(t);
    await insertPlan(t.db, { title: "Filterqq Faith Walk", category: "faith" });
    await insertPlan(t.db, { title: "Filterqq Leading Well", category: "leadership" });
    await insertPlan(t.db, { title: "Filterqq 100% Effort", category: "personal-growth" });
    await insertPlan(t.db, { title: "Filterqq dad_son time", category: "relationships" });

    expect(await listTitles(dad, "?q=filterqq&category=leadership")).toEqual(["Filterqq Leading Well"]);
    expect(await listTitles(dad, "?q=FILTERQQ%20FAITH")).toEqual(["Filterqq Faith Walk"]);
    expect(await listTitles(dad, "?q=filterqq%20100%25")).toEqual(["Filterqq 100% Effort"]);
    expect(await listTitles(dad, "?q=filterqq%25")).toEqual([]);
    expect(await listTitles(dad, "?q=dad_son")).toEqual(["Filterqq dad_son time"]);
    expect(await listTitles(dad, "?q=dad%20son")).toEqual([]);
    expect(await listTitles(dad, "?q=nothing-matches-this")).toEqual([]);
    // Empty filters mean "no filter".
    expect((await listTitles(dad, "?q=&category=")).length).toBeGreaterThanOrEqual(4);
  });

  it("pages through every plan exactly once, even plans created at the same instant", async () => {
    const dad = await registerDad(t);
    const sameInstant = new Date("2026-03-03T03:03:03.123456Z");
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await insertPlan(t.db, { title: `Pagepp ${i}`, createdAt: sameInstant }));
    ids.push(await insertPlan(t.db, { title: "Pagepp newest", createdAt: new Date("2026-04-01T00:00:00Z") }));

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await dad.get(`/api/marketplace/plans?q=pagepp&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.statusCode).toBe(200);
      const body: { plans: TMarketplacePlan[]; nextCursor: string | null } = response.json();
      expect(body.plans.length).toBeLessThanOrEqual(2);
      seen.push(...body.plans.map((p) => p.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    expect(seen[0]).toBe(ids[5]);
    expect([...seen].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it.each([
    ["?limit=" + (MARKETPLACE_LIMITS.pageSizeMax + 1), "limit", `Page size must be at most ${MARKETPLACE_LIMITS.pageSizeMax}`],
    ["?limit=0", "limit", "Page size must be at least 1"],
    ["?category=cooking", "category", "Choose one of the listed categories"],
    ["?q=" + "x".repeat(101), "q", "Search at most 100 characters"],
    ["?cursor=not-a-cursor", "cursor", marketplaceMessages.invalidCursor],
  ])("refuses %s with a field message", async (query, field, message) => {
    const dad = await registerDad(t);
    const response = await dad.get(`/api/marketplace/plans${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it("lets everyone start every plan (week 1 is free) and tells which paid plans the family owns", async () => {
    const { dad, son } = await registerFamily(t);
    const bought = await insertPlan(t.db, { title: "Paidvv Bought", priceCents: 1299 });
    const refunded = await insertPlan(t.db, { title: "Paidvv Refunded", priceCents: 500 });
    const free = await insertPlan(t.db, { title: "Paidvv Free" });
    await insertPurchase(t.db, { userId: dad.id, planId: bought });
    await insertPurchase(t.db, { userId: dad.id, planId: refunded, status: "refunded" });

    const forDad = new Map(((await dad.get("/api/marketplace/plans?q=paidvv")).json().plans as TMarketplacePlan[]).map((p) => [p.id, p]));
    expect(forDad.get(bought)).toMatchObject({ priceCents: 1299, canStart: true, purchased: true, purchaseBlocker: null });
    // No STRIPE_SECRET_KEY on this test server: a paid plan not owned says payments are not set up.
    expect(forDad.get(refunded)).toMatchObject({ priceCents: 500, canStart: true, purchased: false, purchaseBlocker: "payments-not-configured" });
    expect(forDad.get(free)).toMatchObject({ priceCents: 0, canStart: true, purchased: false, purchaseBlocker: null });
    // A family buys once: the son follows through his dad's purchase.
    const forSon = new Map(((await son.get("/api/marketplace/plans?q=paidvv")).json().plans as TMarketplacePlan[]).map((p) => [p.id, p]));
    expect(forSon.get(bought)).toMatchObject({ canStart: true, purchased: true });
    expect(forSon.get(refunded)).toMatchObject({ purchased: false });
  });

  it("is for signed-out visitors, dads and sons, not for admins", async () => {
    const admin = await createGlobalAdmin(t);
    expect((await admin.get("/api/marketplace/plans")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/marketplace/plans" })).statusCode).toBe(200);
  });
});

describe("marketplace list in the reader's language first", () => {
  /**
   * Two Spanish and three English plans titled with the test's own word (its search), the English ones newer, so by
   * date alone they would come first; two of them made at the same instant. Each list newest first.
   */
  async function languagePlans(word: string) {
    const es = [
      await insertPlan(t.db, { title: `${word} Camino 1`, language: "es", createdAt: new Date("2025-01-01T00:00:00Z") }),
      await insertPlan(t.db, { title: `${word} Camino 2`, language: "es", createdAt: new Date("2025-01-02T00:00:00Z") }),
    ].reverse();
    const sameInstant = new Date("2025-02-02T02:02:02.123456Z");
    const en = [
      await insertPlan(t.db, { title: `${word} Road 1`, language: "en", createdAt: new Date("2025-02-01T00:00:00Z") }),
      await insertPlan(t.db, { title: `${word} Road 2`, language: "en", createdAt: sameInstant }),
      await insertPlan(t.db, { title: `${word} Road 3`, language: "en", createdAt: sameInstant }),
    ].reverse();
    const dad = await registerDad(t);
    const page = async (headers: Record<string, string>, query = "") => {
      const response = await dad.request({ method: "GET", url: `/api/marketplace/plans?q=${word}${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ plans: TMarketplacePlan[]; nextCursor: string | null }>();
    };
    const ids = async (headers: Record<string, string>, query = "") => (await page(headers, query)).plans.map((p) => p.id);
    /** Every plan, page after page of `limit` (each page at most that long), as ids. */
    const allPages = async (headers: Record<string, string>, limit: number, query = "") => {
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const body = await page(headers, `&limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ""}`);
        expect(body.plans.length).toBeLessThanOrEqual(limit);
        seen.push(...body.plans.map((p) => p.id));
        cursor = body.nextCursor;
        pages += 1;
      } while (cursor && pages < 20);
      return seen;
    };
    return { es, en, dad, page, ids, allPages };
  }

  it("lists a Spanish reader's Spanish plans first and an English reader's English plans first, each newest first", async () => {
    const { es, en, dad, ids } = await languagePlans("langaa");
    expect(await ids({ "accept-language": "es-MX,es;q=0.9" })).toEqual([...es, ...en]);
    expect(await ids({ "accept-language": "en-US" })).toEqual([...en, ...es]);
    // The language the switch keeps in a cookie, and for a signed-out visitor too.
    expect(await ids({ cookie: `${dad.cookie}; sb_lang=es` })).toEqual([...es, ...en]);
    const visitor = await t.app.inject({ method: "GET", url: "/api/marketplace/plans?q=langaa", headers: { "accept-language": "es" } });
    expect(visitor.json<{ plans: TMarketplacePlan[] }>().plans.map((p) => p.id)).toEqual([...es, ...en]);
    // His stored language wins over the browser's.
    await t.db.update(profiles).set({ language: "es" }).where(eq(profiles.id, dad.id));
    expect(await ids({ "accept-language": "en-US" })).toEqual([...es, ...en]);
  });

  it("pages across the boundary between the languages exactly once, one or two plans a page", async () => {
    const { es, en, allPages } = await languagePlans("langbb");
    for (const limit of [1, 2]) {
      expect(await allPages({ "accept-language": "es" }, limit)).toEqual([...es, ...en]);
      expect(await allPages({ "accept-language": "en" }, limit)).toEqual([...en, ...es]);
    }
  });

  it("goes on in the order a next page's cursor began, even when the reader switched language in between", async () => {
    const { es, en, page, ids } = await languagePlans("langcc");
    const spanish = await page({ "accept-language": "es" }, "&limit=2");
    expect(spanish.plans.map((p) => p.id)).toEqual(es);
    // Nothing skipped or repeated: the English plans the Spanish order had still to show.
    expect(await ids({ "accept-language": "en" }, `&limit=2&cursor=${spanish.nextCursor ?? ""}`)).toEqual(en.slice(0, 2));
  });

  it("still filters by language: only that language's plans, newest first, for every reader, page by page", async () => {
    const { es, en, dad, page, ids, allPages } = await languagePlans("langdd");
    for (const headers of [{ "accept-language": "es" }, { "accept-language": "en" }]) {
      expect(await ids(headers, "&language=es")).toEqual(es);
      expect(await ids(headers, "&language=en")).toEqual(en);
      expect(await allPages(headers, 1, "&language=en")).toEqual(en);
    }
    // A cursor of one language's list does not say where the other list's groups end: refused, not guessed.
    const filtered = await page({ "accept-language": "es" }, "&language=en&limit=1");
    const reused = await dad.get(`/api/marketplace/plans?q=langdd&limit=1&cursor=${filtered.nextCursor ?? ""}`);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields.cursor).toBe(marketplaceMessages.invalidCursor);
  });
});

describe("plan detail", () => {
  it("shows a published plan and whether it is the viewer's selected plan", async () => {
    const { dad, son } = await registerFamily(t);
    const planId = await insertPlan(t.db, { title: "Detail Plan", durationWeeks: 8, tags: ["family"], category: "relationships" });
    const response = await son.get(`/api/marketplace/plans/${planId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().plan).toMatchObject({
      id: planId,
      title: "Detail Plan",
      durationWeeks: 8,
      tags: ["family"],
      category: "relationships",
      isSelected: false,
    });

    expect((await dad.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page" })).statusCode).toBe(200);
    expect((await dad.get(`/api/marketplace/plans/${planId}`)).json().plan.isSelected).toBe(true);
    // One plan for the family: the son sees his dad's plan as the one he follows.
    expect((await son.get(`/api/marketplace/plans/${planId}`)).json().plan.isSelected).toBe(true);
  });

  it("carries the week-by-week outline: the weeks with content, in order, within the plan's length", async () => {
    const { son } = await registerFamily(t);
    const planId = await insertPlan(t.db, { title: "Outline Plan", durationWeeks: 3, priceCents: 1200 });
    const [d1, c1, d2, d9] = await Promise.all([
      insertDevotional(t.db, { weekNumber: 1, title: "Outline devotional 1" }),
      insertChallenge(t.db, { weekNumber: 1, title: "Outline challenge 1" }),
      insertDevotional(t.db, { weekNumber: 2, title: "Outline devotional 2" }),
      insertDevotional(t.db, { weekNumber: 9, title: "Beyond the plan" }),
    ]);
    await t.db.insert(planContent).values([
      { planId, weekNumber: 2, devotionalId: d2.id },
      { planId, weekNumber: 1, devotionalId: d1.id, challengeId: c1.id },
      { planId, weekNumber: 9, devotionalId: d9.id },
    ]);
    const response = await son.get(`/api/marketplace/plans/${planId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().weeks).toEqual([
      { weekNumber: 1, devotionalTitle: "Outline devotional 1", challengeTitle: "Outline challenge 1" },
      { weekNumber: 2, devotionalTitle: "Outline devotional 2", challengeTitle: null },
    ]);
    // A plan without content has an empty outline, not an error.
    const empty = await insertPlan(t.db, { title: "No Outline Plan" });
    expect((await son.get(`/api/marketplace/plans/${empty}`)).json().weeks).toEqual([]);
  });

  it("answers 'Plan not found' for drafts, archived, unlisted and unknown plans alike", async () => {
    const dad = await registerDad(t);
    const draft = await insertPlan(t.db, { status: "draft" });
    const archived = await insertPlan(t.db, { status: "archived" });
    const unlisted = await insertPlan(t.db, { isPublic: false });
    for (const id of [draft, archived, unlisted, 999_999]) {
      const response = await dad.get(`/api/marketplace/plans/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(messages.planNotFound);
    }
  });

  it("opens an unlisted plan to the family that bought it, and to nobody else", async () => {
    const { dad, son } = await registerFamily(t);
    const stranger = await registerDad(t);
    const unlisted = await insertPlan(t.db, { isPublic: false, priceCents: 900 });
    await insertPurchase(t.db, { userId: dad.id, planId: unlisted });
    expect((await dad.get(`/api/marketplace/plans/${unlisted}`)).json().plan).toMatchObject({ id: unlisted, canStart: true, purchased: true });
    expect((await son.get(`/api/marketplace/plans/${unlisted}`)).json().plan).toMatchObject({ id: unlisted, purchased: true });
    expect((await stranger.get(`/api/marketplace/plans/${unlisted}`)).statusCode).toBe(404);
  });

  it("refuses a malformed id and the admin; shows the signed-out visitor a public plan", async () => {
    const dad = await registerDad(t);
    const bad = await dad.get("/api/marketplace/plans/abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toBe(marketplaceMessages.invalidPlanId);
    expect((await dad.get("/api/marketplace/plans/99999999999")).statusCode).toBe(400);
    const planId = await insertPlan(t.db);
    expect((await (await createGlobalAdmin(t)).get(`/api/marketplace/plans/${planId}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/marketplace/plans/${planId}` })).statusCode).toBe(200);
  });
});

describe("starting a plan", () => {
  it("from the plan page selects the plan and opens week 1, and the session carries it", async () => {
    const dad = await registerDad(t);
    const planId = await insertPlan(t.db);
    const before = Date.now();
    const response = await dad.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ selectedPlanId: planId, alreadySelected: false });

    const profile = await profileOf(dad.id);
    expect(profile?.selectedPlanId).toBe(planId);
    expect(profile?.planSelectedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const rows = await progressRows(dad.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ weekNumber: 1, devotionalCompleted: false, challengeCompleted: false, journalCompleted: false });
    expect((await dad.get("/api/session")).json().user.selectedPlanId).toBe(planId);
  });

  it("never invents plan content for a plan that has none", async () => {
    const dad = await registerDad(t);
    const planId = await insertPlan(t.db);
    await dad.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page" });
    const [row] = await t.db.select({ n: count() }).from(planContent).where(eq(planContent.planId, planId));
    expect(row?.n).toBe(0);
  });

  it("is harmless twice: same selection time, one week-1 row, progress kept", async () => {
    const dad = await registerDad(t);
    const planId = await insertPlan(t.db);
    await dad.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page" });
    const first = await profileOf(dad.id);
    await t.db.update(progress).set({ devotionalCompleted: true }).where(eq(progress.userId, dad.id));

    const [a, b] = await Promise.all([
      dad.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page" }),
      dad.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page" }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().alreadySelected).toBe(true);
    expect((await profileOf(dad.id))?.planSelectedAt?.toISOString()).toBe(first?.planSelectedAt?.toISOString());
    const rows = await progressRows(dad.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.devotionalCompleted).toBe(true);
  });

  it("from the list only selects the plan; switching plans moves the selection", async () => {
    const dad = await registerDad(t);
    const first = await insertPlan(t.db);
    const second = await insertPlan(t.db);
    expect((await dad.post(`/api/marketplace/plans/${first}/start`, { source: "marketplace" })).statusCode).toBe(200);
    expect((await profileOf(dad.id))?.selectedPlanId).toBe(first);
    expect(await progressRows(dad.id)).toHaveLength(0);

    const firstAt = (await profileOf(dad.id))?.planSelectedAt;
    // Switching asks first: unconfirmed, nothing changes.
    const unconfirmed = await dad.post(`/api/marketplace/plans/${second}/start`, { source: "marketplace" });
    expect(unconfirmed.statusCode).toBe(409);
    expect((await profileOf(dad.id))?.selectedPlanId).toBe(first);
    const switched = await dad.post(`/api/marketplace/plans/${second}/start`, { source: "marketplace", confirmSwitch: true });
    expect(switched.json()).toMatchObject({ selectedPlanId: second, alreadySelected: false });
    const profile = await profileOf(dad.id);
    expect(profile?.selectedPlanId).toBe(second);
    expect(profile?.planSelectedAt?.getTime()).toBeGreaterThanOrEqual(firstAt?.getTime() ?? 0);
  });

  it("a son follows his dad's plan; his own start is refused with a plain reason and changes nothing", async () => {
    const { dad, son } = await registerFamily(t);
    const dadsPlan = await insertPlan(t.db);
    const sonsPlan = await insertPlan(t.db);
    await dad.post(`/api/marketplace/plans/${dadsPlan}/start`, { source: "plan-page" });
    expect((await son.get("/api/session")).json().user.selectedPlanId).toBe(dadsPlan);
    const refused = await son.post(`/api/marketplace/plans/${sonsPlan}/start`, { source: "plan-page" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(familyText.sonFollowsFamilyPlan);
    expect((await profileOf(son.id))?.selectedPlanId).toBeNull();
    expect((await son.get("/api/session")).json().user.selectedPlanId).toBe(dadsPlan);
  });

  it("a son on a link his address has not confirmed chooses his own plan", async () => {
    const { son } = await registerFamily(t, { confirm: false });
    const plan = await insertPlan(t.db);
    expect((await son.post(`/api/marketplace/plans/${plan}/start`, { source: "plan-page" })).statusCode).toBe(200);
    expect((await son.get("/api/session")).json().user.selectedPlanId).toBe(plan);
  });

  it("refuses a missing, draft or archived plan and changes nothing", async () => {
    const dad = await registerDad(t);
    const current = await insertPlan(t.db);
    await dad.post(`/api/marketplace/plans/${current}/start`, { source: "marketplace" });
    const before = await profileOf(dad.id);
    const draft = await insertPlan(t.db, { status: "draft" });
    const archived = await insertPlan(t.db, { status: "archived" });
    const unlisted = await insertPlan(t.db, { isPublic: false });
    for (const id of [draft, archived, unlisted, 999_999]) {
      const response = await dad.post(`/api/marketplace/plans/${id}/start`, { source: "plan-page" });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(messages.planNotFound);
    }
    expect(await profileOf(dad.id)).toEqual(before);
    expect(await progressRows(dad.id)).toHaveLength(0);
  });

  it("starts a paid plan without a purchase: week 1 is free", async () => {
    const { dad, son } = await registerFamily(t);
    const paid = await insertPlan(t.db, { priceCents: 1500 });
    expect((await dad.post(`/api/marketplace/plans/${paid}/start`, { source: "plan-page" })).statusCode).toBe(200);
    expect((await profileOf(dad.id))?.selectedPlanId).toBe(paid);
    expect(await progressRows(dad.id)).toHaveLength(1);
    // The son follows the plan his dad bought; he does not start plans himself.
    expect((await son.get(`/api/marketplace/plans/${paid}`)).json().plan.isSelected).toBe(true);
    expect((await son.post(`/api/marketplace/plans/${paid}/start`, { source: "plan-page" })).statusCode).toBe(409);
  });

  it("refuses bad input with a field message and writes nothing", async () => {
    const dad = await registerDad(t);
    const planId = await insertPlan(t.db);
    const badSource = await dad.post(`/api/marketplace/plans/${planId}/start`, { source: "checkout" });
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json().error.fields.source).toBe("Choose where the plan is started from");
    const badId = await dad.post("/api/marketplace/plans/0/start", { source: "plan-page" });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields.id).toBe(marketplaceMessages.invalidPlanId);
    expect((await profileOf(dad.id))?.selectedPlanId).toBeNull();
    expect(await progressRows(dad.id)).toHaveLength(0);
  });

  it("ignores owner fields in the body: a user only ever starts a plan for himself", async () => {
    const { dad, son } = await registerFamily(t);
    const planId = await insertPlan(t.db);
    const response = await dad.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page", userId: son.id, priceCents: 0 });
    expect(response.statusCode).toBe(200);
    expect((await profileOf(son.id))?.selectedPlanId).toBeNull();
    expect(await progressRows(son.id)).toHaveLength(0);
  });

  it("refuses the admin and the signed-out visitor", async () => {
    const planId = await insertPlan(t.db);
    const admin = await createGlobalAdmin(t);
    expect((await admin.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page" })).statusCode).toBe(403);
    expect((await profileOf(admin.id))?.selectedPlanId).toBeNull();
    const anonymous = await t.app.inject({ method: "POST", url: `/api/marketplace/plans/${planId}/start`, payload: { source: "plan-page" } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("is atomic: when opening week 1 fails, the selection is not changed and 'Failed to select plan' is answered", async () => {
    const dad = await registerDad(t);
    const current = await insertPlan(t.db);
    await dad.post(`/api/marketplace/plans/${current}/start`, { source: "marketplace" });
    const before = await profileOf(dad.id);
    const next = await insertPlan(t.db);

    // Make the progress insert fail for this user only, after the profile has been updated in the transaction.
    await t.db.execute(
      sql.raw(`
      create or replace function fail_progress_insert() returns trigger language plpgsql as $$
      begin raise exception 'progress insert refused for the test'; end $$;
      create trigger fail_progress_insert before insert on progress for each row
        when (new.user_id = '${dad.id}') execute function fail_progress_insert();
    `),
    );
    try {
      const response = await dad.post(`/api/marketplace/plans/${next}/start`, { source: "plan-page", confirmSwitch: true });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.message).toBe(messages.selectPlanFailed);
      expect(await profileOf(dad.id)).toEqual(before);
      expect(await progressRows(dad.id)).toHaveLength(0);
    } finally {
      await t.db.execute(sql.raw("drop trigger fail_progress_insert on progress; drop function fail_progress_insert();"));
    }
  });

  it("an archived plan leaves the marketplace but stays the selected plan of those following it", async () => {
    const dad = await registerDad(t);
    const planId = await insertPlan(t.db);
    await dad.post(`/api/marketplace/plans/${planId}/start`, { source: "plan-page" });
    await t.db.update(devotionalPlans).set({ status: "archived" }).where(eq(devotionalPlans.id, planId));
    expect((await dad.get(`/api/marketplace/plans/${planId}`)).statusCode).toBe(404);
    expect((await profileOf(dad.id))?.selectedPlanId).toBe(planId);
  });
});
