import { beforeAll, describe, expect, it } from "vitest";
import { journalEntries } from "../../db/schema/index.ts";
import { messages } from "../../../shared/messages.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerFamily, signIn, TEST_PASSWORD } from "../../../../tests/support/actors.ts";
import { insertDevotional, insertPlanWeek, insertWeek, selectPlanFor } from "../../../../tests/support/content-fixtures.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";
import { countQueries } from "../../../../tests/support/query-counter.ts";
import { todayUtc } from "../../../shared/plan-run.ts";

/** Statements one /api/dashboard answer may send once the viewer is known. */
const DASHBOARD_QUERY_BUDGET = 2;

const t = testAppForFile({ VIEWER_CACHE: "1" });
beforeAll(async () => {
  await insertWeek(t.db, 1);
  await insertWeek(t.db, 2);
});

describe("GET /api/dashboard", () => {
  it("gives the dad everything in one answer: plans, counts, latest entries and week 1 with Dad's Corner", async () => {
    const { dad, son } = await registerFamily(t);
    const base = Date.now();
    const olderId = await insertPlan(t.db, { title: "Oldest", createdAt: new Date(base - 40_000) });
    await insertPlan(t.db, { title: "Draft", status: "draft", createdAt: new Date(base) });
    await insertPlan(t.db, { title: "Unlisted", isPublic: false, createdAt: new Date(base) });
    await insertPlan(t.db, { title: "Second", createdAt: new Date(base - 20_000) });
    await insertPlan(t.db, { title: "Newest", createdAt: new Date(base - 10_000) });
    await insertPlan(t.db, { title: "Third", createdAt: new Date(base - 30_000) });
    for (const [i, title] of ["One", "Two", "Three", "Four"].entries()) {
      await t.db.insert(journalEntries).values({
        userId: dad.id,
        title,
        content: "x".repeat(500),
        weekNumber: 1,
        entryType: i === 3 ? "fitness" : "reflection",
        createdAt: new Date(base + i * 1000),
      });
    }
    await t.db.insert(journalEntries).values({ userId: son.id, title: "Son's secret", content: "mine", createdAt: new Date(base + 10_000) });
    await dad.put("/api/progress/1", { flag: "devotional", completed: true });
    await dad.put("/api/progress/2", { flag: "devotional", completed: true });
    await dad.put("/api/progress/2", { flag: "challenge", completed: true });

    const response = await dad.get("/api/dashboard");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    const body = response.json();
    expect(body.plans.map((p: { title: string }) => p.title)).toEqual(["Newest", "Second", "Third"]);
    expect(body.plans).not.toContainEqual(expect.objectContaining({ id: olderId }));
    expect(body.achievements).toEqual({ devotionalsCompleted: 2, challengesCompleted: 1 });
    expect(body.recentEntries.map((e: { title: string }) => e.title)).toEqual(["Four", "Three", "Two"]);
    expect(body.recentEntries[0]).toMatchObject({ entryType: "fitness", weekNumber: 1 });
    expect(body.recentEntries[0].excerpt.length).toBe(160);
    expect(body.week).toMatchObject({
      weekNumber: 1,
      plan: null,
      devotional: { title: "General devotional 1" },
      challenge: { title: "General challenge 1" },
      dadsCorner: { title: "General Dad's Corner 1" },
      progress: { weekNumber: 1, devotionalCompleted: true, challengeCompleted: false, journalCompleted: false },
    });
  });

  it("gives the son the same dashboard without Dad's Corner, with his own entries and counts", async () => {
    const { dad, son } = await registerFamily(t);
    await t.db.insert(journalEntries).values({ userId: dad.id, title: "Dad's private", content: "…" });
    const response = await son.get("/api/dashboard?week=2");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.week).toMatchObject({ weekNumber: 2, devotional: { title: "General devotional 2" }, dadsCorner: null });
    expect(body.recentEntries).toEqual([]);
    expect(body.achievements).toEqual({ devotionalsCompleted: 0, challengesCompleted: 0 });
    expect(body.week.progress).toEqual({ id: 0, weekNumber: 2, devotionalCompleted: false, challengeCompleted: false, journalCompleted: false });
    expect(response.body).not.toContain("Dad's Corner");
  });

  it("shows the week from the viewer's selected plan", async () => {
    const { dad } = await registerFamily(t);
    const planId = await insertPlan(t.db, { title: "Selected" });
    const devotional = await insertDevotional(t.db, { weekNumber: 1, title: "Plan week one" });
    await insertPlanWeek(t.db, { planId, weekNumber: 1, devotionalId: devotional.id });
    await selectPlanFor(t.db, dad.id, planId);
    const body = (await dad.get("/api/dashboard?week=1")).json();
    expect(body.week).toMatchObject({ plan: { id: planId, title: "Selected" }, devotional: { title: "Plan week one" }, challenge: null, dadsCorner: null });
  });

  it("opens both dashboards on the same family week, counted from the run's start; someone ahead moves nobody", async () => {
    const { dad, son } = await registerFamily(t);
    const planId = await insertPlan(t.db, { title: "Six weeks", durationWeeks: 6 });
    await dad.post(`/api/marketplace/plans/${planId}/start`, { source: "marketplace", startsOn: todayUtc() });
    for (const week of [1, 2]) for (const flag of ["devotional", "challenge", "journal"]) await dad.put(`/api/progress/${week}`, { flag, completed: true });
    // The dad finished weeks 1 and 2 ahead of the schedule: the family is still on week 1, the same for both.
    expect((await dad.get("/api/dashboard")).json().journey).toMatchObject({ currentWeek: 1, totalWeeks: 6, completedWeeks: [1, 2], planTitle: "Six weeks" });
    expect((await son.get("/api/dashboard")).json().journey).toMatchObject({ currentWeek: 1, completedWeeks: [], canMoveWeek: false, catchUpWeek: null });
    // "We're done, next week" twice: both open on week 3, the son's items beside the dad's.
    for (let i = 0; i < 2; i++) expect((await dad.post("/api/plan-run/next-week")).statusCode).toBe(200);
    await son.put("/api/progress/3", { flag: "challenge", completed: true });
    await dad.put("/api/progress/3", { flag: "devotional", completed: true });
    const body = (await dad.get("/api/dashboard")).json();
    expect(body.week.weekNumber).toBe(3);
    expect(body.week.progress).toMatchObject({ devotionalCompleted: true, challengeCompleted: false });
    expect(body.journey).toMatchObject({ currentWeek: 3, totalWeeks: 6, completedWeeks: [1, 2], canMoveWeek: true, catchUpWeek: null });
    expect(body.family[0].progress).toEqual({ devotionalCompleted: false, challengeCompleted: true, journalCompleted: false });
    const sons = (await son.get("/api/dashboard")).json();
    expect(sons.week.weekNumber).toBe(3);
    expect(sons.family[0].progress).toEqual({ devotionalCompleted: true, challengeCompleted: false, journalCompleted: false });
    // An explicit week still wins.
    expect((await dad.get("/api/dashboard?week=1")).json().week.weekNumber).toBe(1);
  });

  it("opens after the plan's end once the schedule has passed it", async () => {
    const { dad } = await registerFamily(t);
    const planId = await insertPlan(t.db, { title: "Two weeks", durationWeeks: 2 });
    await dad.post(`/api/marketplace/plans/${planId}/start`, { source: "marketplace", startsOn: todayUtc() });
    for (const week of [1, 2]) for (const flag of ["devotional", "challenge", "journal"]) await dad.put(`/api/progress/${week}`, { flag, completed: true });
    for (let i = 0; i < 2; i++) expect((await dad.post("/api/plan-run/next-week")).statusCode).toBe(200);
    expect((await dad.get("/api/dashboard")).json().journey).toMatchObject({ currentWeek: 3, totalWeeks: 2, completedWeeks: [1, 2] });
  });

  it("shows each family member's three items for the week, and journal text only when shared", async () => {
    const { dad, son } = await registerFamily(t, { dadName: "Paul", sonName: "Tim" });
    await son.post("/api/journal/entries", { title: "Private thought", content: "secret words", weekNumber: 1, entryType: "other" });
    await son.put("/api/progress/1", { flag: "challenge", completed: true });
    const dads = (await dad.get("/api/dashboard?week=1")).json();
    expect(dads.family).toEqual([
      {
        userId: son.id,
        fullName: "Tim",
        role: "son",
        progress: { devotionalCompleted: false, challengeCompleted: true, journalCompleted: false },
        sharedEntry: null,
      },
    ]);
    expect(JSON.stringify(dads)).not.toContain("secret words");
    await son.post("/api/journal/entries", { title: "For Dad", content: "shared words", weekNumber: 1, entryType: "other", isShared: true });
    expect((await dad.get("/api/dashboard?week=1")).json().family[0].sharedEntry).toMatchObject({ title: "For Dad", excerpt: "shared words" });
    expect((await son.get("/api/dashboard?week=1")).json().family).toMatchObject([{ userId: dad.id, fullName: "Paul", role: "dad" }]);
    // A pending link (a typed address not confirmed) shows nothing either way.
    const pending = await registerFamily(t, { confirm: false });
    expect((await pending.dad.get("/api/dashboard")).json().family).toEqual([]);
    expect((await pending.son.get("/api/dashboard")).json().family).toEqual([]);
  });

  // The CI check of the request path's query budget; timing budgets live in `npm run bench`.
  it("reads who is asking in one statement (then from the cache) and the dashboard in at most 2, with two sons", async () => {
    const { dad } = await registerFamily(t);
    await dad.post("/api/family/sons", { fullName: "Second Son", password: "Kid-Password-22", ageBand: "13_plus", consent: true });
    await dad.put("/api/progress/1", { flag: "journal", completed: true });
    await t.db.insert(journalEntries).values({ userId: dad.id, title: "Entry", content: "…", weekNumber: 1 });
    const fresh = await signIn(t, dad.email, TEST_PASSWORD);
    const counter = countQueries(t.db);
    try {
      expect(await counter.count(() => fresh.get("/api/session"))).toBe(1);
      expect(await counter.count(() => fresh.get("/api/session"))).toBe(0);
      expect(await counter.count(() => fresh.get("/api/dashboard?week=1"))).toBeLessThanOrEqual(DASHBOARD_QUERY_BUDGET);
      expect(await counter.count(() => fresh.get("/api/dashboard"))).toBeLessThanOrEqual(DASHBOARD_QUERY_BUDGET);
      expect(await counter.count(() => fresh.get("/api/family"))).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it.each(["0", "53", "abc", "1.5"])("refuses week=%s with 'Invalid week number' (dashboards move between weeks 1 and 52)", async (week) => {
    const { dad } = await registerFamily(t);
    const response = await dad.get(`/api/dashboard?week=${week}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.week).toBe(messages.invalidWeek);
  });

  it("accepts week 52", async () => {
    const { dad } = await registerFamily(t);
    expect((await dad.get("/api/dashboard?week=52")).json().week.weekNumber).toBe(52);
  });

  it("is for signed-in dads and sons only", async () => {
    const admin = await createGlobalAdmin(t);
    expect((await admin.get("/api/dashboard")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/dashboard" })).statusCode).toBe(401);
  });
});
