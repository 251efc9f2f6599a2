import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dadsCorner, journalEntries, progress } from "../../db/schema/index.ts";
import { messages } from "../../../shared/messages.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerFamily } from "../../../../tests/support/actors.ts";
import { insertChallenge, insertDadsCorner, insertDevotional, insertPlanWeek, insertWeek, selectPlanFor } from "../../../../tests/support/content-fixtures.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";
import { countQueries } from "../../../../tests/support/query-counter.ts";
import { getWeekContent } from "./week-content.ts";

const t = testAppForFile();
// Each test uses its own week numbers, so the general content of one test never leaks into another.
let nextWeek = 100;
const freshWeek = () => nextWeek++;

describe("getWeekContent", () => {
  it("falls back to the general content of the week, the first by id, without a selected plan", async () => {
    const week = freshWeek();
    const first = await insertDevotional(t.db, { weekNumber: week, title: "First devotional" });
    await insertDevotional(t.db, { weekNumber: week, title: "Second devotional" });
    const challenge = await insertChallenge(t.db, { weekNumber: week });
    const corner = await insertDadsCorner(t.db, { weekNumber: week });

    const content = await getWeekContent(t.db, { weekNumber: week, planId: null, includeDadsCorner: true, userId: "no-such-user" });
    expect(content.plan).toBeNull();
    expect(content.devotional).toMatchObject({ id: first.id, title: "First devotional", scriptureReference: "John 15:13" });
    expect(content.challenge).toMatchObject({ id: challenge.id, difficulty: 2, equipmentNeeded: ["Water bottle", "Mat"] });
    expect(content.dadsCorner).toMatchObject({ id: corner.id, resources: [{ label: "Fathering guide", url: "https://example.org/fathering" }] });
  });

  it("uses the selected plan's plan_content row, and its empty slots stay empty", async () => {
    const week = freshWeek();
    await insertWeek(t.db, week, "General");
    const planId = await insertPlan(t.db, { title: "Mighty Men" });
    const planDevotional = await insertDevotional(t.db, { weekNumber: week, title: "Plan devotional" });
    const planCorner = await insertDadsCorner(t.db, { weekNumber: week, title: "Plan corner" });
    await insertPlanWeek(t.db, { planId, weekNumber: week, devotionalId: planDevotional.id, dadsCornerId: planCorner.id });

    const content = await getWeekContent(t.db, { weekNumber: week, planId, includeDadsCorner: true, userId: "no-such-user" });
    expect(content.plan).toMatchObject({ id: planId, title: "Mighty Men" });
    expect(content.devotional?.title).toBe("Plan devotional");
    expect(content.challenge).toBeNull();
    expect(content.dadsCorner?.title).toBe("Plan corner");
  });

  it("falls back to the general content when the plan has no row for the week, and keeps the plan", async () => {
    const week = freshWeek();
    await insertWeek(t.db, week, "General");
    const planId = await insertPlan(t.db, { title: "Short Plan" });
    await insertPlanWeek(t.db, { planId, weekNumber: week + 1000 });

    const content = await getWeekContent(t.db, { weekNumber: week, planId, includeDadsCorner: true, userId: "no-such-user" });
    expect(content.plan?.title).toBe("Short Plan");
    expect(content.devotional?.title).toBe(`General devotional ${week}`);
    expect(content.challenge?.title).toBe(`General challenge ${week}`);
    expect(content.dadsCorner?.title).toBe(`General Dad's Corner ${week}`);
  });

  it("leaves Dad's Corner out unless asked for it", async () => {
    const week = freshWeek();
    await insertWeek(t.db, week);
    const content = await getWeekContent(t.db, { weekNumber: week, planId: null, includeDadsCorner: false, userId: "no-such-user" });
    expect(content.devotional).not.toBeNull();
    expect(content.dadsCorner).toBeNull();
  });

  it.each([0, -1, 2.5, Number.NaN])("gives empty content for the invalid week %s without a query", async (weekNumber) => {
    const counter = countQueries(t.db);
    try {
      let content;
      const queries = await counter.count(async () => {
        content = await getWeekContent(t.db, { weekNumber, planId: null, includeDadsCorner: true, userId: "no-such-user" });
      });
      expect(queries).toBe(0);
      expect(content).toMatchObject({ plan: null, devotional: null, challenge: null, dadsCorner: null });
    } finally {
      counter.restore();
    }
  });

  it("reads a week in one SQL round trip, on the plan path and on the fallback", async () => {
    const week = freshWeek();
    await insertWeek(t.db, week);
    const planId = await insertPlan(t.db);
    const counter = countQueries(t.db);
    try {
      expect(await counter.count(() => getWeekContent(t.db, { weekNumber: week, planId, includeDadsCorner: true, userId: "no-such-user" }))).toBe(1);
      expect(await counter.count(() => getWeekContent(t.db, { weekNumber: week, planId: null, includeDadsCorner: true, userId: "no-such-user" }))).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it("never turns a stored non-web resource into a link, and accepts a label-to-URL map", async () => {
    const week = freshWeek();
    const corner = await insertDadsCorner(t.db, {
      weekNumber: week,
      resources: [
        { label: "Good", url: "https://example.org/good" },
        { label: "Evil", url: "javascript:alert(1)" },
        { label: "", url: "https://example.org/nolabel" },
      ],
    });
    let content = await getWeekContent(t.db, { weekNumber: week, planId: null, includeDadsCorner: true, userId: "no-such-user" });
    expect(content.dadsCorner?.resources).toEqual([{ label: "Good", url: "https://example.org/good" }]);

    // The spec's weekly view describes resources as a map of label to URL: older rows may hold one.
    await t.db
      .update(dadsCorner)
      .set({ resources: { Podcast: "https://example.org/podcast" } as never })
      .where(eq(dadsCorner.id, corner.id));
    content = await getWeekContent(t.db, { weekNumber: week, planId: null, includeDadsCorner: true, userId: "no-such-user" });
    expect(content.dadsCorner?.resources).toEqual([{ label: "Podcast", url: "https://example.org/podcast" }]);
  });
});

describe("GET /api/weeks/:week", () => {
  it("gives a dad the week with Dad's Corner and his placeholder progress", async () => {
    const { dad } = await registerFamily(t);
    const week = freshWeek();
    await insertWeek(t.db, week);
    const response = await dad.get(`/api/weeks/${week}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.weekNumber).toBe(week);
    expect(body.devotional.title).toBe(`General devotional ${week}`);
    expect(body.dadsCorner.title).toBe(`General Dad's Corner ${week}`);
    expect(body.progress).toEqual({ id: 0, weekNumber: week, devotionalCompleted: false, challengeCompleted: false, journalCompleted: false });
  });

  it("never sends Dad's Corner to a son, even from his plan", async () => {
    const { son } = await registerFamily(t);
    const week = freshWeek();
    const general = await insertWeek(t.db, week);
    const planId = await insertPlan(t.db);
    await insertPlanWeek(t.db, { planId, weekNumber: week, devotionalId: general.devotional.id, dadsCornerId: general.dadsCorner.id });
    await selectPlanFor(t.db, son.id, planId);

    const response = await son.get(`/api/weeks/${week}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().devotional.id).toBe(general.devotional.id);
    expect(response.json().dadsCorner).toBeNull();
    expect(response.body).not.toContain("Dad's Corner");
  });

  it("follows the family's plan: the dad's selection, which his son follows; a dad without one gets the general week", async () => {
    const { dad, son } = await registerFamily(t);
    const week = freshWeek();
    await insertWeek(t.db, week, "General");
    const planId = await insertPlan(t.db, { title: "Dad's Plan" });
    const planDevotional = await insertDevotional(t.db, { weekNumber: week, title: "From the plan" });
    await insertPlanWeek(t.db, { planId, weekNumber: week, devotionalId: planDevotional.id });
    await selectPlanFor(t.db, dad.id, planId);

    expect((await dad.get(`/api/weeks/${week}`)).json()).toMatchObject({ plan: { title: "Dad's Plan" }, devotional: { title: "From the plan" } });
    expect((await son.get(`/api/weeks/${week}`)).json()).toMatchObject({ plan: { title: "Dad's Plan" }, devotional: { title: "From the plan" } });
    const other = await registerFamily(t);
    expect((await other.dad.get(`/api/weeks/${week}`)).json()).toMatchObject({ plan: null, devotional: { title: `General devotional ${week}` } });
  });

  it("answers a week without content with empty content (no upper bound)", async () => {
    const { dad } = await registerFamily(t);
    const response = await dad.get("/api/weeks/5000");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ weekNumber: 5000, devotional: null, challenge: null, dadsCorner: null });
  });

  it.each(["abc", "0", "-2", "2.5", "99999999999"])("refuses the week %s with 'Invalid week number'", async (week) => {
    const { dad } = await registerFamily(t);
    const response = await dad.get(`/api/weeks/${week}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.invalidWeek);
    expect(response.json().error.fields.week).toBe(messages.invalidWeek);
  });

  it("is for dads and sons only", async () => {
    const admin = await createGlobalAdmin(t);
    expect((await admin.get("/api/weeks/1")).statusCode).toBe(403);
    expect((await admin.post("/api/weeks/1/open")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/weeks/1" })).statusCode).toBe(401);
  });
});

describe("POST /api/weeks/:week/open", () => {
  const rows = (userId: string, weekNumber: number) =>
    t.db
      .select()
      .from(progress)
      .where(and(eq(progress.userId, userId), eq(progress.weekNumber, weekNumber)));

  it("marks devotional and journal complete when the viewer has a reflection entry for the week", async () => {
    const { dad } = await registerFamily(t);
    const week = freshWeek();
    await t.db.insert(journalEntries).values({ userId: dad.id, title: "Thoughts", content: "…", weekNumber: week, entryType: "reflection" });
    await dad.put(`/api/progress/${week}`, { flag: "challenge", completed: true });

    const response = await dad.post(`/api/weeks/${week}/open`);
    expect(response.statusCode).toBe(200);
    expect(response.json().progress).toMatchObject({ weekNumber: week, devotionalCompleted: true, challengeCompleted: true, journalCompleted: true });
    expect(await rows(dad.id, week)).toHaveLength(1);

    // Opening again changes nothing and still makes one row.
    expect((await dad.post(`/api/weeks/${week}/open`)).json().progress.devotionalCompleted).toBe(true);
    expect(await rows(dad.id, week)).toHaveLength(1);
  });

  it("changes nothing without a reflection entry, and ignores other people's entries and other types", async () => {
    const { dad, son } = await registerFamily(t);
    const week = freshWeek();
    await t.db.insert(journalEntries).values([
      { userId: son.id, title: "Son's", content: "…", weekNumber: week, entryType: "reflection" },
      { userId: dad.id, title: "Workout", content: "…", weekNumber: week, entryType: "fitness" },
    ]);
    const response = await dad.post(`/api/weeks/${week}/open`);
    expect(response.statusCode).toBe(200);
    expect(response.json().progress).toEqual({ id: 0, weekNumber: week, devotionalCompleted: false, challengeCompleted: false, journalCompleted: false });
    expect(await rows(dad.id, week)).toHaveLength(0);
  });

  it("does not apply the rule on a plain read", async () => {
    const { son } = await registerFamily(t);
    const week = freshWeek();
    await t.db.insert(journalEntries).values({ userId: son.id, title: "Thoughts", content: "…", weekNumber: week, entryType: "reflection" });
    expect((await son.get(`/api/weeks/${week}`)).json().progress.devotionalCompleted).toBe(false);
    expect((await son.post(`/api/weeks/${week}/open`)).json().progress.devotionalCompleted).toBe(true);
  });
});
