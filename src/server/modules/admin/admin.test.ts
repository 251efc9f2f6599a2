import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { challenges, dadsCorner, devotionalPlans, devotionals, mailOutbox, organizations, planContent, userPurchases } from "../../db/schema/index.ts";
import { messages } from "../../../shared/messages.ts";
import { adminFieldMessages, type TAdminDashboardResponse, type TPlanWeek } from "../../../shared/schemas/admin.ts";
import { createTestApp, testAppForFile } from "../../../../tests/support/test-app.ts";
import { contentRowCounts } from "../../../../tests/support/row-counts.ts";
import { createGlobalAdmin, createOrganizationAdmin, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";
import { importSamplePlan } from "../../db/seed/sample-import.ts";
import { seedDemoContent } from "../../db/seed/demo-content.ts";
import { PLAN_LIBRARY } from "../../db/seed/plan-library.ts";
import { SAMPLE_PLAN } from "../../db/seed/sample-plan-content.ts";
import { planWeekColumns } from "../studio/authoring.queries.ts";

const t = testAppForFile();
let admin: Actor;
beforeAll(async () => {
  admin = await createGlobalAdmin(t);
});

const validPlan = {
  title: "Iron Sharpens Iron",
  description: "Proverbs 27:17 for fathers and sons",
  durationWeeks: 3,
  category: "leadership",
  tags: ["proverbs", "courage"],
  isPublic: true,
};
const validDevotional = {
  title: "Strength for Today",
  scriptureReference: "Isaiah 40:31",
  content: "They that wait upon the LORD shall renew their strength.\n\nWait together this week.",
  weekNumber: 1,
  memoryVerse: "Isaiah 40:31",
  discussionQuestions: ["What does waiting on God look like?", "When did you feel renewed?"],
};
const validChallenge = {
  title: "Hill Sprints",
  description: "Warm up for 5 minutes.\nSprint up a hill 8 times.\nWalk down to recover.",
  difficulty: 3,
  weekNumber: 2,
  fitnessFocus: "Speed",
  durationMinutes: 20,
  equipmentNeeded: ["Running shoes", "Water bottle"],
};
const validDadsCorner = {
  title: "Leading by Example",
  weekNumber: 1,
  content: "Your son learns more from what you do than from what you say.",
  resources: [{ label: "Psalm 78 (KJV)", url: "https://www.biblegateway.com/passage/?search=Psalm+78&version=KJV" }],
};

async function createPlan(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await admin.post("/api/admin/plans", { ...validPlan, ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json().plan.id as number;
}

async function createItems() {
  const devotional = (await admin.post("/api/admin/devotionals", validDevotional)).json().id as number;
  const challenge = (await admin.post("/api/admin/challenges", validChallenge)).json().id as number;
  const corner = (await admin.post("/api/admin/dads-corner", validDadsCorner)).json().id as number;
  return { devotional, challenge, corner };
}

const week = (weekNumber: number, ids: Partial<Omit<TPlanWeek, "weekNumber">> = {}): TPlanWeek => ({
  weekNumber,
  devotionalId: ids.devotionalId ?? null,
  challengeId: ids.challengeId ?? null,
  dadsCornerId: ids.dadsCornerId ?? null,
});

/** What plan_content holds, read straight from the table (not through the query the API answers from). */
function storedWeeks(planId: number) {
  return t.db.select(planWeekColumns).from(planContent).where(eq(planContent.planId, planId)).orderBy(planContent.weekNumber);
}

describe("who may use the admin API", () => {
  // Every admin endpoint, with a body that would succeed for a global admin.
  const endpoints: Array<{ method: "GET" | "POST" | "PUT"; url: (planId: number) => string; payload?: unknown; adminStatus: number }> = [
    { method: "GET", url: () => "/api/admin/dashboard", adminStatus: 200 },
    { method: "POST", url: () => "/api/admin/plans", payload: validPlan, adminStatus: 201 },
    // For the admin, publishing an empty plan is refused by the content rule, not by the guard.
    { method: "PUT", url: (id) => `/api/admin/plans/${id}/status`, payload: { status: "published" }, adminStatus: 409 },
    { method: "GET", url: (id) => `/api/admin/plans/${id}/content`, adminStatus: 200 },
    { method: "PUT", url: (id) => `/api/admin/plans/${id}/content`, payload: { weeks: [] }, adminStatus: 200 },
    { method: "POST", url: () => "/api/admin/devotionals", payload: validDevotional, adminStatus: 201 },
    { method: "POST", url: () => "/api/admin/challenges", payload: validChallenge, adminStatus: 201 },
    { method: "POST", url: () => "/api/admin/dads-corner", payload: validDadsCorner, adminStatus: 201 },
    { method: "POST", url: () => "/api/admin/sample-import", adminStatus: 200 },
    { method: "POST", url: () => "/api/admin/library-import", adminStatus: 200 },
    { method: "POST", url: () => "/api/admin/test-email", adminStatus: 200 },
  ];

  let family: { dad: Actor; son: Actor };
  let orgAdmin: Actor;
  let planId: number;
  beforeAll(async () => {
    family = await registerFamily(t);
    orgAdmin = await createOrganizationAdmin(t);
    planId = await createPlan();
  });

  it.each(endpoints)("$method $url refuses a dad, a son, an organization admin and the signed-out, and changes nothing", async (endpoint) => {
    const url = endpoint.url(planId);
    const before = await contentRowCounts(t.db);
    const [outboxBefore] = await t.db.select({ n: count() }).from(mailOutbox);
    for (const [who, actor, status] of [
      ["dad", family.dad, 403],
      ["son", family.son, 403],
      ["organization admin", orgAdmin, 403],
    ] as const) {
      const response = await actor.request({
        method: endpoint.method,
        url,
        ...(endpoint.payload === undefined ? {} : { payload: endpoint.payload as object }),
      });
      expect(response.statusCode, who).toBe(status);
      expect(response.json().error.message, who).toBe(messages.forbidden);
    }
    const anonymous = await t.app.inject({ method: endpoint.method, url, ...(endpoint.payload === undefined ? {} : { payload: endpoint.payload as object }) });
    expect(anonymous.statusCode).toBe(401);
    expect(await contentRowCounts(t.db)).toEqual(before);
    await t.settleMail();
    const [outboxAfter] = await t.db.select({ n: count() }).from(mailOutbox);
    expect(outboxAfter?.n).toBe(outboxBefore?.n);
    const [plan] = await t.db.select({ status: devotionalPlans.status }).from(devotionalPlans).where(eq(devotionalPlans.id, planId));
    expect(plan?.status).toBe("draft");
  });

  it("refuses the others even when their body is invalid (the guard runs first)", async () => {
    const response = await family.dad.post("/api/admin/plans", { title: "" });
    expect(response.statusCode).toBe(403);
  });

  it.each(endpoints)("$method $url answers a global admin", async (endpoint) => {
    const response = await admin.request({
      method: endpoint.method,
      url: endpoint.url(planId),
      ...(endpoint.payload === undefined ? {} : { payload: endpoint.payload as object }),
    });
    expect(response.statusCode).toBe(endpoint.adminStatus);
  });
});

describe("creating a plan", () => {
  it("creates a draft of the platform with trimmed, de-duplicated tags, ignoring status and owner fields", async () => {
    const response = await admin.post("/api/admin/plans", {
      title: "  Courage Under Fire  ",
      description: "",
      durationWeeks: 4,
      category: null,
      tags: ["courage", " courage ", "prayer"],
      isPublic: false,
      status: "published",
      organizationId: 1,
      priceCents: 5000,
    });
    expect(response.statusCode).toBe(201);
    const { plan } = response.json();
    expect(plan).toMatchObject({
      title: "Courage Under Fire",
      description: null,
      durationWeeks: 4,
      category: null,
      tags: ["courage", "prayer"],
      isPublic: false,
      status: "draft",
      organizationName: null,
      weeksWithContent: 0,
    });
    const [row] = await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.id, plan.id));
    expect(row).toMatchObject({ status: "draft", organizationId: null, priceCents: 0 });
  });

  it("uses the spec's defaults when optional fields are left out", async () => {
    const response = await admin.post("/api/admin/plans", { title: "Just a title", durationWeeks: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json().plan).toMatchObject({ description: null, category: null, tags: [], isPublic: true, status: "draft", durationWeeks: 1 });
  });

  it.each([
    [{ title: "   " }, "title", adminFieldMessages.titleRequired],
    [{ title: undefined }, "title", adminFieldMessages.titleRequired],
    [{ durationWeeks: 0 }, "durationWeeks", adminFieldMessages.durationWeeksMin],
    [{ durationWeeks: 1.5 }, "durationWeeks", adminFieldMessages.wholeNumber],
    [{ durationWeeks: 53 }, "durationWeeks", adminFieldMessages.durationWeeksMax],
    [{ durationWeeks: "three" }, "durationWeeks", adminFieldMessages.durationWeeksMin],
    [{ category: "sports" }, "category", adminFieldMessages.categoryInvalid],
    [{ tags: ["x".repeat(41)] }, "tags.0", adminFieldMessages.tagsInvalid],
  ])("refuses %o with a field message and writes nothing", async (override, field, message) => {
    const before = await contentRowCounts(t.db);
    const response = await admin.post("/api/admin/plans", { ...validPlan, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await contentRowCounts(t.db)).toEqual(before);
  });
});

describe("plan content editor", () => {
  it("answers 'Plan not found' for an unknown plan, on read, save and status", async () => {
    for (const response of [
      await admin.get("/api/admin/plans/999999/content"),
      await admin.put("/api/admin/plans/999999/content", { weeks: [] }),
      await admin.put("/api/admin/plans/999999/status", { status: "published" }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(messages.planNotFound);
    }
    expect((await admin.get("/api/admin/plans/abc/content")).statusCode).toBe(400);
  });

  it("lists every item to choose from and saves the weeks, replacing what was there", async () => {
    const planId = await createPlan();
    const items = await createItems();
    const editor = await admin.get(`/api/admin/plans/${planId}/content`);
    expect(editor.statusCode).toBe(200);
    const body = editor.json();
    // With its details, which the "Edit details" form prefills.
    expect(body.plan).toEqual({ id: planId, ...validPlan, status: "draft", language: "en", priceCents: 0, coverImageUrl: null });
    expect(body.weeks).toEqual([]);
    expect(body.options.devotionals).toContainEqual({ id: items.devotional, title: validDevotional.title, weekNumber: 1 });
    expect(body.options.challenges).toContainEqual({ id: items.challenge, title: validChallenge.title, weekNumber: 2 });
    expect(body.options.dadsCorner).toContainEqual({ id: items.corner, title: validDadsCorner.title, weekNumber: 1 });

    const first = await admin.put(`/api/admin/plans/${planId}/content`, {
      weeks: [week(1, { devotionalId: items.devotional, challengeId: items.challenge, dadsCornerId: items.corner }), week(2, { challengeId: items.challenge })],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(messages.planContentSaved);
    expect(await storedWeeks(planId)).toEqual([
      week(1, { devotionalId: items.devotional, challengeId: items.challenge, dadsCornerId: items.corner }),
      week(2, { challengeId: items.challenge }),
    ]);

    // Saving again replaces: week 1 is gone, week 3 is new, an all-empty week is not stored.
    const second = await admin.put(`/api/admin/plans/${planId}/content`, { weeks: [week(3, { devotionalId: items.devotional }), week(2), week(1)] });
    expect(second.statusCode).toBe(200);
    expect(await storedWeeks(planId)).toEqual([week(3, { devotionalId: items.devotional })]);
    expect((await admin.get(`/api/admin/plans/${planId}/content`)).json().weeks).toEqual([week(3, { devotionalId: items.devotional })]);
  });

  it.each([
    ["a week past the plan's duration", { weeks: [week(4)] }, "weeks.0.weekNumber", adminFieldMessages.weekOutOfPlan],
    ["week 0", { weeks: [week(0)] }, "weeks.0.weekNumber", adminFieldMessages.weekNumberMin],
    ["a repeated week", { weeks: [week(1), week(1)] }, "weeks.1.weekNumber", adminFieldMessages.weekRepeated],
    ["an unknown devotional", { weeks: [week(1, { devotionalId: 987654 })] }, "weeks.0.devotionalId", adminFieldMessages.itemMissing],
    ["an unknown challenge", { weeks: [week(2, { challengeId: 987654 })] }, "weeks.0.challengeId", adminFieldMessages.itemMissing],
    ["an unknown Dad's Corner entry", { weeks: [week(3, { dadsCornerId: 987654 })] }, "weeks.0.dadsCornerId", adminFieldMessages.itemMissing],
  ])("refuses %s with a field message and keeps the saved content", async (_name, payload, field, message) => {
    const planId = await createPlan();
    const items = await createItems();
    const saved = [week(1, { devotionalId: items.devotional })];
    expect((await admin.put(`/api/admin/plans/${planId}/content`, { weeks: saved })).statusCode).toBe(200);
    const response = await admin.put(`/api/admin/plans/${planId}/content`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await storedWeeks(planId)).toEqual(saved);
  });
});

describe("publishing", () => {
  it("needs the publish checklist, then publishes and unpublishes, and counts as an active plan while published", async () => {
    const planId = await createPlan({ durationWeeks: 1, category: "faith", description: "One week." });
    const refused = await admin.put(`/api/admin/plans/${planId}/status`, { status: "published" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("This plan is not ready to publish yet: Add a cover image; Week 1 needs a devotional; Week 1 needs a challenge.");

    const { devotional, challenge } = await createItems();
    await admin.put(`/api/admin/plans/${planId}`, { coverImageUrl: `/uploads/${"a".repeat(64)}.webp` });
    await admin.put(`/api/admin/plans/${planId}/content`, { weeks: [week(1, { devotionalId: devotional, challengeId: challenge })] });
    const activeBefore = (await admin.get("/api/admin/dashboard")).json().stats.activePlans as number;

    const published = await admin.put(`/api/admin/plans/${planId}/status`, { status: "published" });
    expect(published.statusCode).toBe(200);
    expect(published.json().plan).toMatchObject({ id: planId, status: "published", weeksWithContent: 1 });
    expect((await admin.get("/api/admin/dashboard")).json().stats.activePlans).toBe(activeBefore + 1);

    // A published plan keeps at least one week of content (a week left out keeps its items: empty it by name).
    const cleared = await admin.put(`/api/admin/plans/${planId}/content`, { weeks: [week(1)] });
    expect(cleared.statusCode).toBe(409);
    expect(cleared.json().error.message).toBe(adminFieldMessages.publishedNeedsContent);
    expect(await storedWeeks(planId)).toHaveLength(1);

    const unpublished = await admin.put(`/api/admin/plans/${planId}/status`, { status: "draft" });
    expect(unpublished.json().plan.status).toBe("draft");
    expect((await admin.get("/api/admin/dashboard")).json().stats.activePlans).toBe(activeBefore);
  });

  it("refuses a status other than draft, published or archived", async () => {
    const planId = await createPlan();
    const response = await admin.put(`/api/admin/plans/${planId}/status`, { status: "deleted" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.status).toBe(adminFieldMessages.planStatusInvalid);
  });
});

describe("editing a Dad's Corner entry stored with a link the form no longer accepts", () => {
  // The item's GET answers with the week page's schema, so such an entry opens in the editor (it
  // answered 500 before) and shows the link as stored; saving it is refused until the link is fixed.
  it("opens it with the link as stored, and refuses to save that link with the field's message", async () => {
    const [row] = await t.db
      .insert(dadsCorner)
      .values({ weekNumber: 4, title: "Old entry", content: "Kept from before.", resources: [{ label: "Old link", url: "javascript:alert(1)" }] })
      .returning({ id: dadsCorner.id });
    const id = row?.id;
    const opened = await admin.get(`/api/admin/dads-corner/${id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().resources).toEqual([{ label: "Old link", url: "javascript:alert(1)" }]);
    const saved = await admin.put(`/api/admin/dads-corner/${id}`, {
      weekNumber: 4,
      title: "Old entry",
      content: "Kept from before.",
      resources: opened.json().resources,
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields["resources.0.url"]).toBe(adminFieldMessages.resourceUrlInvalid);
    const [after] = await t.db
      .select({ resources: dadsCorner.resources })
      .from(dadsCorner)
      .where(eq(dadsCorner.id, id ?? 0));
    expect(after?.resources).toEqual([{ label: "Old link", url: "javascript:alert(1)" }]);
  });
});

describe("creating content", () => {
  it("creates a devotional, a challenge and a Dad's Corner entry as given", async () => {
    const { devotional, challenge, corner } = await createItems();
    const [d] = await t.db.select().from(devotionals).where(eq(devotionals.id, devotional));
    expect(d).toMatchObject({ ...validDevotional });
    const [c] = await t.db.select().from(challenges).where(eq(challenges.id, challenge));
    expect(c).toMatchObject({ ...validChallenge });
    const [e] = await t.db.select().from(dadsCorner).where(eq(dadsCorner.id, corner));
    expect(e).toMatchObject({ ...validDadsCorner });
  });

  it("stores an empty memory verse as none and accepts no questions, equipment or resources", async () => {
    const response = await admin.post("/api/admin/devotionals", { ...validDevotional, memoryVerse: "  ", discussionQuestions: [] });
    expect(response.statusCode).toBe(201);
    const [d] = await t.db.select().from(devotionals).where(eq(devotionals.id, response.json().id));
    expect(d).toMatchObject({ memoryVerse: null, discussionQuestions: [] });
    expect((await admin.post("/api/admin/challenges", { ...validChallenge, equipmentNeeded: [] })).statusCode).toBe(201);
    expect((await admin.post("/api/admin/dads-corner", { ...validDadsCorner, resources: [] })).statusCode).toBe(201);
  });

  it.each([
    ["/api/admin/devotionals", validDevotional, { title: "" }, "title", adminFieldMessages.titleRequired],
    ["/api/admin/devotionals", validDevotional, { scriptureReference: " " }, "scriptureReference", adminFieldMessages.scriptureRequired],
    ["/api/admin/devotionals", validDevotional, { content: "" }, "content", adminFieldMessages.contentRequired],
    ["/api/admin/devotionals", validDevotional, { weekNumber: 0 }, "weekNumber", adminFieldMessages.weekNumberMin],
    ["/api/admin/devotionals", validDevotional, { discussionQuestions: ["ok", ""] }, "discussionQuestions.1", adminFieldMessages.listTooLong],
    ["/api/admin/challenges", validChallenge, { description: "" }, "description", adminFieldMessages.descriptionRequired],
    ["/api/admin/challenges", validChallenge, { difficulty: 0 }, "difficulty", adminFieldMessages.difficultyRange],
    ["/api/admin/challenges", validChallenge, { difficulty: 6 }, "difficulty", adminFieldMessages.difficultyRange],
    ["/api/admin/challenges", validChallenge, { weekNumber: -1 }, "weekNumber", adminFieldMessages.weekNumberMin],
    ["/api/admin/challenges", validChallenge, { fitnessFocus: "" }, "fitnessFocus", adminFieldMessages.fitnessFocusRequired],
    ["/api/admin/challenges", validChallenge, { durationMinutes: 0 }, "durationMinutes", adminFieldMessages.durationMinutesMin],
    ["/api/admin/dads-corner", validDadsCorner, { title: "" }, "title", adminFieldMessages.titleRequired],
    ["/api/admin/dads-corner", validDadsCorner, { weekNumber: 0 }, "weekNumber", adminFieldMessages.weekNumberMin],
    ["/api/admin/dads-corner", validDadsCorner, { content: "" }, "content", adminFieldMessages.contentRequired],
    [
      "/api/admin/dads-corner",
      validDadsCorner,
      { resources: [{ label: "Run this", url: "javascript:alert(1)" }] },
      "resources.0.url",
      adminFieldMessages.resourceUrlInvalid,
    ],
    [
      "/api/admin/dads-corner",
      validDadsCorner,
      { resources: [{ label: "FTP", url: "ftp://example.com/file" }] },
      "resources.0.url",
      adminFieldMessages.resourceUrlInvalid,
    ],
    [
      "/api/admin/dads-corner",
      validDadsCorner,
      { resources: [{ label: "", url: "https://example.com" }] },
      "resources.0.label",
      adminFieldMessages.resourceLabelRequired,
    ],
  ])("POST %s refuses %o: field %s", async (url, valid, override, field, message) => {
    const before = await contentRowCounts(t.db);
    const response = await admin.post(url, { ...valid, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await contentRowCounts(t.db)).toEqual(before);
  });
});

describe("dashboard", () => {
  it("totals completed purchases in cents, lists purchases with buyer and plan, and organizations with their figures", async () => {
    const { dad, son } = await registerFamily(t, { dadName: "Mark Buyer", sonName: "Ben Buyer" });
    const { organizationId } = await createOrganizationAdmin(t, "Zion Fathers Ministry");
    await t.db
      .update(organizations)
      .set({ stripeAccountId: `acct_${organizationId}`, payoutsEnabled: false })
      .where(eq(organizations.id, organizationId));
    const planId = await insertPlan(t.db, { title: "Ministry Plan", durationWeeks: 2, organizationId, priceCents: 1999 });

    const before = (await admin.get("/api/admin/dashboard")).json() as TAdminDashboardResponse;
    await t.db.insert(userPurchases).values([
      {
        userId: dad.id,
        planId,
        organizationId,
        pricePaidCents: 1999,
        appCommissionCents: 240,
        organizationPayoutCents: 1759,
        status: "completed",
        createdAt: new Date("2026-03-01T10:00:00Z"),
      },
      {
        userId: son.id,
        planId,
        organizationId,
        pricePaidCents: 1000,
        appCommissionCents: 120,
        organizationPayoutCents: 880,
        status: "refunded",
        createdAt: new Date("2026-03-02T10:00:00Z"),
      },
      {
        userId: dad.id,
        planId,
        organizationId,
        pricePaidCents: 500,
        appCommissionCents: 60,
        organizationPayoutCents: 440,
        status: "pending",
        createdAt: new Date("2026-03-03T10:00:00Z"),
      },
    ]);

    const response = await admin.get("/api/admin/dashboard");
    expect(response.statusCode).toBe(200);
    const body = response.json() as TAdminDashboardResponse;
    expect(body.stats.totalRevenueCents - before.stats.totalRevenueCents).toBe(1999);
    expect(body.stats.platformCommissionsCents - before.stats.platformCommissionsCents).toBe(240);
    expect(body.purchaseCount - before.purchaseCount).toBe(3);
    const mine = body.purchases.filter((p) => p.planTitle === "Ministry Plan");
    expect(mine.map((p) => [p.userName, p.status, p.amountCents, p.commissionCents])).toEqual([
      ["Mark Buyer", "pending", 500, 60],
      ["Ben Buyer", "refunded", 1000, 120],
      ["Mark Buyer", "completed", 1999, 240],
    ]);
    expect(mine[2]?.createdAt).toBe("2026-03-01T10:00:00.000Z");

    expect(body.organizations.find((o) => o.id === organizationId)).toEqual({
      id: organizationId,
      name: "Zion Fathers Ministry",
      ownerName: "Global Admin",
      planCount: 1,
      revenueCents: 1999,
      payoutCents: 1759,
      payoutStatus: "setup-incomplete",
    });
    expect(body.plans.find((p) => p.id === planId)).toMatchObject({ title: "Ministry Plan", organizationName: "Zion Fathers Ministry", status: "published" });
    expect(body.mailTransport).toBe("outbox");
  });
});

describe("sample import", () => {
  it("imports the plan as a draft with 6 weeks of content, and a second import duplicates nothing", async () => {
    // The access tests above imported already: delete the sample so this import starts from nothing.
    await t.db.delete(devotionalPlans).where(eq(devotionalPlans.title, SAMPLE_PLAN.title));
    for (const table of [devotionals, challenges, dadsCorner] as const) await t.db.delete(table);
    const before = await contentRowCounts(t.db);
    const first = await admin.post("/api/admin/sample-import");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.message).toBe(messages.importSucceeded);
    expect(body.groups).toEqual([
      { key: "plan", created: 1, existing: 0 },
      { key: "devotionals", created: 6, existing: 0 },
      { key: "challenges", created: 6, existing: 0 },
      { key: "dadsCorner", created: 6, existing: 0 },
    ]);
    const afterFirst = await contentRowCounts(t.db);
    expect(afterFirst).toEqual({
      plans: before.plans + 1,
      devotionals: before.devotionals + 6,
      challenges: before.challenges + 6,
      dadsCorner: before.dadsCorner + 6,
      planContent: before.planContent + 6,
    });
    const [plan] = await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.id, body.planId));
    expect(plan).toMatchObject({ title: SAMPLE_PLAN.title, status: "draft", isPublic: true, durationWeeks: 6, category: "faith" });
    const weeks = await storedWeeks(body.planId);
    expect(weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const w of weeks) expect([w.devotionalId, w.challengeId, w.dadsCornerId]).not.toContain(null);

    const second = await admin.post("/api/admin/sample-import");
    expect(second.json().planId).toBe(body.planId);
    expect(second.json().groups).toEqual([
      { key: "plan", created: 0, existing: 1 },
      { key: "devotionals", created: 0, existing: 6 },
      { key: "challenges", created: 0, existing: 6 },
      { key: "dadsCorner", created: 0, existing: 6 },
    ]);
    // Two at once (a double click) still write nothing twice; a publishing import (as the demo seed's) keeps
    // the admin's draft. The seed's whole library is tested in db/seed/plan-library-import.test.ts.
    await Promise.all([importSamplePlan(t.db, { publish: false }), importSamplePlan(t.db, { publish: false }), importSamplePlan(t.db, { publish: true })]);
    expect(await contentRowCounts(t.db)).toEqual(afterFirst);
    const [still] = await t.db.select({ status: devotionalPlans.status }).from(devotionalPlans).where(eq(devotionalPlans.id, body.planId));
    expect(still?.status).toBe("draft");
  });

  it("gives a fresh database the sample plan (and the rest of the library) published when seeding the demo, without duplicates", async () => {
    const fresh = await createTestApp();
    try {
      await Promise.all([seedDemoContent(fresh.db), seedDemoContent(fresh.db)]);
      await seedDemoContent(fresh.db);
      const plans = await fresh.db.select({ status: devotionalPlans.status }).from(devotionalPlans).where(eq(devotionalPlans.title, SAMPLE_PLAN.title));
      expect(plans).toEqual([{ status: "published" }]);
      const libraryWeeks = PLAN_LIBRARY.reduce((sum, seed) => sum + seed.plan.durationWeeks, 0);
      const [items] = await fresh.db.select({ n: count() }).from(devotionals);
      expect(items?.n).toBe(libraryWeeks);
      const [content] = await fresh.db.select({ n: count() }).from(planContent);
      expect(content?.n).toBe(libraryWeeks);
    } finally {
      await fresh.close();
    }
  });
});

describe("test email", () => {
  it("sends a test mail to the signed-in admin through the mailer", async () => {
    const sent = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email));
    const before = (await sent()).length;
    const response = await admin.post("/api/admin/test-email");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ to: admin.email, transport: "outbox" });
    expect(response.json().message).toContain(admin.email);
    const mails = await sent();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe("StrongBond test email");
  });

  it("says why the mail could not be sent, without the credentials of the SMTP address", async () => {
    const mailer = t.app.deps.mailer;
    const original = mailer.sendNow;
    mailer.sendNow = async () => {
      throw new Error("connect ECONNREFUSED for smtp://user:secret@mail.example.com:587");
    };
    try {
      const response = await admin.post("/api/admin/test-email");
      expect(response.statusCode).toBe(503);
      const message = response.json().error.message as string;
      expect(message).toContain("The test email could not be sent: connect ECONNREFUSED");
      expect(message).not.toContain("secret");
    } finally {
      mailer.sendNow = original;
    }
  });
});

describe("API description", () => {
  it("documents every admin endpoint in the OpenAPI document", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>).filter((path) => path.startsWith("/api/admin/"));
    expect(paths.sort()).toEqual([
      "/api/admin/challenges",
      "/api/admin/challenges/{itemId}",
      "/api/admin/content-library",
      "/api/admin/dads-corner",
      "/api/admin/dads-corner/{itemId}",
      "/api/admin/dashboard",
      "/api/admin/devotionals",
      "/api/admin/devotionals/{itemId}",
      "/api/admin/library-import",
      "/api/admin/plans",
      "/api/admin/plans/import",
      "/api/admin/plans/import/preview",
      "/api/admin/plans/{planId}",
      "/api/admin/plans/{planId}/content",
      "/api/admin/plans/{planId}/export",
      "/api/admin/plans/{planId}/publish",
      "/api/admin/plans/{planId}/status",
      "/api/admin/plans/{planId}/studio",
      "/api/admin/plans/{planId}/week-order",
      "/api/admin/plans/{planId}/weeks/{week}",
      "/api/admin/reviews",
      "/api/admin/reviews/{planId}/approve",
      "/api/admin/reviews/{planId}/return",
      "/api/admin/sample-import",
      "/api/admin/test-email",
      "/api/admin/testimonials",
      "/api/admin/testimonials/{id}/approve",
      "/api/admin/testimonials/{id}/reject",
      "/api/admin/users",
      "/api/admin/users/{userId}",
      "/api/admin/users/{userId}/ban",
      "/api/admin/users/{userId}/organization/release",
      "/api/admin/users/{userId}/password-reset",
      "/api/admin/users/{userId}/role",
      "/api/admin/users/{userId}/two-factor/reset",
      "/api/admin/users/{userId}/unban",
    ]);
  });
});
