// The family's run of a plan: one schedule for the family, catch-up, switching
// plans without losing a run's ticks, nothing ticked on a locked week, and only the run's owner moves the week.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planRuns, profiles, progress } from "../../db/schema/index.ts";
import { addDays, todayUtc } from "../../../shared/plan-run.ts";
import { planRunText } from "../../../shared/schemas/plan-run.ts";
import { familyText } from "../../../shared/schemas/family.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { insertPlan, insertPurchase } from "../../../../tests/support/plan-fixtures.ts";

const t = testAppForFile();

const today = () => todayUtc();

async function start(dad: Actor, planId: number, body: Record<string, unknown> = {}) {
  return dad.post(`/api/marketplace/plans/${planId}/start`, { source: "marketplace", startsOn: today(), ...body });
}

async function runsOf(userId: string) {
  return t.db.select().from(planRuns).where(eq(planRuns.userId, userId));
}

async function tickAll(actor: Actor, week: number) {
  for (const flag of ["devotional", "challenge", "journal"]) expect((await actor.put(`/api/progress/${week}`, { flag, completed: true })).statusCode).toBe(200);
}

const journeyOf = async (actor: Actor) => (await actor.get("/api/dashboard")).json().journey;

describe("the family's schedule", () => {
  it("starts this Sunday by default: the family is on week 1 until then and after it", async () => {
    const { dad } = await registerFamily(t);
    const planId = await insertPlan(t.db, { durationWeeks: 4 });
    expect((await dad.post(`/api/marketplace/plans/${planId}/start`, { source: "marketplace" })).statusCode).toBe(200);
    const [run] = await runsOf(dad.id);
    const weekday = new Date(`${run!.startsOn}T00:00:00Z`).getUTCDay();
    expect(weekday).toBe(0);
    expect(run!.startsOn >= today() && run!.startsOn <= addDays(today(), 6)).toBe(true);
    expect(await journeyOf(dad)).toMatchObject({ currentWeek: 1, startsOn: run!.startsOn });
  });

  it("refuses a start date too far back or ahead, or not a date, with a field message, and changes nothing", async () => {
    const { dad } = await registerFamily(t);
    const planId = await insertPlan(t.db);
    expect((await start(dad, planId)).statusCode).toBe(200);
    for (const [startsOn, message] of [
      [addDays(today(), -8), planRunText.startTooEarly],
      [addDays(today(), 57), planRunText.startTooLate],
      ["2026-02-30", planRunText.invalidStartDate],
      ["next sunday", planRunText.invalidStartDate],
    ] as const) {
      const response = await dad.put("/api/plan-run/start-date", { startsOn });
      expect(response.statusCode, startsOn).toBe(400);
      expect(response.json().error.fields.startsOn).toBe(message);
    }
    expect((await runsOf(dad.id))[0]?.startsOn).toBe(today());
    // A plan start with a start date too far ahead writes nothing either.
    const other = await insertPlan(t.db);
    expect((await start(dad, other, { startsOn: addDays(today(), 90), confirmSwitch: true })).statusCode).toBe(400);
    expect((await t.db.select({ plan: profiles.selectedPlanId }).from(profiles).where(eq(profiles.id, dad.id)))[0]?.plan).toBe(planId);
    // Within the allowance: last week's Sunday is fine.
    expect((await dad.put("/api/plan-run/start-date", { startsOn: addDays(today(), -7) })).json()).toMatchObject({ familyWeek: 2 });
  });

  it("moves on with \"we're done, next week\" and stops at the plan's end", async () => {
    const { dad } = await registerFamily(t);
    const planId = await insertPlan(t.db, { durationWeeks: 2 });
    await start(dad, planId);
    expect((await dad.post("/api/plan-run/next-week")).json()).toMatchObject({ familyWeek: 2, message: planRunText.movedToNextWeek });
    // Moving on by choice is no missed week: nothing to catch up, nobody marked behind.
    expect(await journeyOf(dad)).toMatchObject({ currentWeek: 2, catchUpWeek: null });
    expect((await dad.post("/api/plan-run/next-week")).json()).toMatchObject({ familyWeek: 3 });
    const done = await dad.post("/api/plan-run/next-week");
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toBe(planRunText.planFinished);
  });

  it('undoes "next week" right after, server-enforced: once, only the owner, not after another change or the window', async () => {
    const { dad, son } = await registerFamily(t);
    const planId = await insertPlan(t.db, { durationWeeks: 4 });
    await start(dad, planId);
    const before = (await runsOf(dad.id))[0];
    const moved = await dad.post("/api/plan-run/next-week");
    expect(moved.json()).toMatchObject({ familyWeek: 2 });
    expect(Date.parse(moved.json().undoUntil)).toBeGreaterThan(Date.now());
    // His son may not undo it; the dad may, once.
    const refused = await son.post("/api/plan-run/undo-next-week");
    expect(refused.statusCode).toBe(403);
    const undone = await dad.post("/api/plan-run/undo-next-week");
    expect(undone.json()).toMatchObject({ familyWeek: 1, startsOn: before?.startsOn, message: planRunText.backToWeek });
    expect((await runsOf(dad.id))[0]).toMatchObject({ startsOn: before?.startsOn, scheduleSetOn: before?.scheduleSetOn, undoUntil: null });
    const twice = await dad.post("/api/plan-run/undo-next-week");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(planRunText.nothingToUndo);
    // Another schedule change since ends the undo, and so does the window.
    await dad.post("/api/plan-run/next-week");
    await dad.put("/api/plan-run/start-date", { startsOn: today() });
    expect((await dad.post("/api/plan-run/undo-next-week")).statusCode).toBe(409);
    await dad.post("/api/plan-run/next-week");
    await t.db
      .update(planRuns)
      .set({ undoUntil: new Date(Date.now() - 1000) })
      .where(eq(planRuns.userId, dad.id));
    expect((await dad.post("/api/plan-run/undo-next-week")).statusCode).toBe(409);
    expect(await journeyOf(dad)).toMatchObject({ currentWeek: 2 });
  });

  it("offers catch-up after a past start date: week 1 was never done", async () => {
    const { dad } = await registerFamily(t);
    const planId = await insertPlan(t.db, { durationWeeks: 4 });
    expect((await start(dad, planId, { startsOn: addDays(today(), -7) })).statusCode).toBe(200);
    expect(await journeyOf(dad)).toMatchObject({ currentWeek: 2, catchUpWeek: 1 });
    // The same when the dad sets the past date afterwards.
    await dad.post("/api/plan-run/catch-up");
    expect((await dad.put("/api/plan-run/start-date", { startsOn: addDays(today(), -7) })).statusCode).toBe(200);
    expect(await journeyOf(dad)).toMatchObject({ currentWeek: 2, catchUpWeek: 1 });
  });

  it("catches up after a missed week: the schedule moves, the ticks stay, no wall of overdue weeks", async () => {
    const { dad, son } = await registerFamily(t);
    const planId = await insertPlan(t.db, { durationWeeks: 6 });
    await start(dad, planId);
    await tickAll(dad, 1);
    await son.put("/api/progress/1", { flag: "challenge", completed: true });
    // Three weeks went by (the schedule says week 4) with only week 1 done.
    await t.db
      .update(planRuns)
      .set({ startsOn: addDays(today(), -21), scheduleSetOn: addDays(today(), -21) })
      .where(eq(planRuns.userId, dad.id));
    expect(await journeyOf(dad)).toMatchObject({ currentWeek: 4, catchUpWeek: 2 });
    const caught = await dad.post("/api/plan-run/catch-up");
    expect(caught.json()).toMatchObject({ familyWeek: 2, startsOn: addDays(today(), -7), message: planRunText.caughtUp });
    expect(await journeyOf(dad)).toMatchObject({ currentWeek: 2, completedWeeks: [1], catchUpWeek: null });
    expect((await son.get("/api/dashboard")).json().journey.currentWeek).toBe(2);
    expect((await son.get("/api/dashboard?week=1")).json().week.progress.challengeCompleted).toBe(true);
    expect((await son.get("/api/weeks/1")).json().progress.challengeCompleted).toBe(true);
    const again = await dad.post("/api/plan-run/catch-up");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(planRunText.nothingToCatchUp);
  });

  it("lets only the run's owner move the week: a son (his dad's powers), an admin and a signed-out caller are refused", async () => {
    const { dad, son } = await registerFamily(t);
    const planId = await insertPlan(t.db);
    await start(dad, planId);
    const before = (await runsOf(dad.id))[0]?.startsOn;
    for (const [method, url, body] of [
      ["post", "/api/plan-run/next-week", undefined],
      ["post", "/api/plan-run/catch-up", undefined],
      ["put", "/api/plan-run/start-date", { startsOn: today() }],
    ] as const) {
      const response = method === "post" ? await son.post(url) : await son.put(url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.message).toBe(planRunText.onlyDadMovesWeek);
    }
    const admin = await createGlobalAdmin(t);
    expect((await admin.post("/api/plan-run/next-week")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/plan-run/next-week", headers: { "content-type": "application/json" } })).statusCode).toBe(401);
    expect((await runsOf(dad.id))[0]?.startsOn).toBe(before);
    // Another family's dad moves his own week only.
    const other = await registerFamily(t);
    await start(other.dad, planId);
    expect((await other.dad.post("/api/plan-run/next-week")).statusCode).toBe(200);
    expect((await runsOf(dad.id))[0]?.startsOn).toBe(before);
    // A son cannot switch the family plan either.
    const switched = await start(son, await insertPlan(t.db), { confirmSwitch: true });
    expect(switched.statusCode).toBe(409);
    expect(switched.json().error.message).toBe(familyText.sonFollowsFamilyPlan);
  });

  it("says what to do when there is no plan to schedule", async () => {
    const { dad } = await registerFamily(t);
    const response = await dad.post("/api/plan-run/next-week");
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(planRunText.noPlanRun);
  });
});

describe("switching plans (progress belongs to the family's run)", () => {
  it("asks first, starts the new plan's week 1 empty for dad and son, and keeps the old run's ticks to come back to", async () => {
    const { dad, son } = await registerFamily(t);
    const first = await insertPlan(t.db, { title: "First", durationWeeks: 5 });
    const second = await insertPlan(t.db, { title: "Second", durationWeeks: 3 });
    await start(dad, first);
    await tickAll(dad, 1);
    await son.put("/api/progress/1", { flag: "challenge", completed: true });

    const unconfirmed = await start(dad, second);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error.message).toBe(planRunText.switchNeedsConfirmation);
    expect((await journeyOf(dad)).planTitle).toBe("First");

    expect((await start(dad, second, { confirmSwitch: true })).statusCode).toBe(200);
    const dads = (await dad.get("/api/dashboard")).json();
    expect(dads.journey).toMatchObject({ planTitle: "Second", currentWeek: 1, completedWeeks: [] });
    expect(dads.week.progress).toMatchObject({ id: 0, devotionalCompleted: false, challengeCompleted: false, journalCompleted: false });
    expect(dads.family[0].progress).toEqual({ devotionalCompleted: false, challengeCompleted: false, journalCompleted: false });
    expect((await son.get("/api/dashboard")).json().journey).toMatchObject({ planTitle: "Second", currentWeek: 1 });
    expect((await son.get("/api/dashboard")).json().week.progress.challengeCompleted).toBe(false);
    // The week page reads the new run's ticks too (never the other run's), for each of them.
    expect((await dad.get("/api/weeks/1")).json().progress).toMatchObject({ devotionalCompleted: false, challengeCompleted: false, journalCompleted: false });
    expect((await son.get("/api/weeks/1")).json().progress.challengeCompleted).toBe(false);
    expect((await son.post("/api/weeks/1/open", {})).json().progress.challengeCompleted).toBe(false);

    // Coming back: the first run and its ticks are there, and the schedule resumes at the first week not done.
    expect((await start(dad, first, { confirmSwitch: true })).statusCode).toBe(200);
    const back = (await dad.get("/api/dashboard")).json();
    expect(back.journey).toMatchObject({ planTitle: "First", completedWeeks: [1], currentWeek: 2 });
    expect((await son.get("/api/dashboard?week=1")).json().week.progress.challengeCompleted).toBe(true);
    expect(await runsOf(dad.id)).toHaveLength(2);
  });

  it("waits for a purchase still being confirmed, and changes nothing", async () => {
    const { dad } = await registerFamily(t);
    const first = await insertPlan(t.db);
    const paid = await insertPlan(t.db, { priceCents: 1500 });
    await start(dad, first);
    await insertPurchase(t.db, { userId: dad.id, planId: paid, status: "pending" });
    const response = await start(dad, await insertPlan(t.db), { confirmSwitch: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(planRunText.purchasePending);
    expect((await t.db.select({ plan: profiles.selectedPlanId }).from(profiles).where(eq(profiles.id, dad.id)))[0]?.plan).toBe(first);
    expect(await runsOf(dad.id)).toHaveLength(1);
  });
});

describe("locked weeks", () => {
  it("refuses a tick on a paid plan's locked week for dad and son, writes nothing, and opens once the family owns the plan", async () => {
    const { dad, son } = await registerFamily(t);
    const paid = await insertPlan(t.db, { priceCents: 1200, durationWeeks: 4 });
    await start(dad, paid);
    for (const actor of [dad, son]) {
      const response = await actor.put("/api/progress/2", { flag: "devotional", completed: true });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(planRunText.weekLocked);
    }
    const rows = await t.db
      .select()
      .from(progress)
      .where(and(eq(progress.userId, dad.id), eq(progress.weekNumber, 2)));
    expect(rows).toHaveLength(0);
    // A journal entry for the locked week is kept, but completes nothing there.
    expect((await son.post("/api/journal/entries", { title: "Ahead", content: "Read it at church", weekNumber: 2, entryType: "reflection" })).statusCode).toBe(
      201,
    );
    expect(
      await t.db
        .select()
        .from(progress)
        .where(and(eq(progress.userId, son.id), eq(progress.weekNumber, 2))),
    ).toHaveLength(0);
    // Week 1 is free.
    expect((await dad.put("/api/progress/1", { flag: "devotional", completed: true })).json().achievements).toEqual({
      devotionalsCompleted: 1,
      challengesCompleted: 0,
    });
    await insertPurchase(t.db, { userId: dad.id, planId: paid });
    expect((await son.put("/api/progress/2", { flag: "devotional", completed: true })).statusCode).toBe(200);
  });

  it("counts in Devotionals Completed only weeks of the plan the family could open", async () => {
    const { dad } = await registerFamily(t);
    const paid = await insertPlan(t.db, { priceCents: 1200, durationWeeks: 4 });
    await start(dad, paid);
    await dad.put("/api/progress/1", { flag: "devotional", completed: true });
    // A tick written before the rule (or by SQL) on a locked week does not count.
    const [run] = await runsOf(dad.id);
    await t.db.insert(progress).values({ userId: dad.id, planRunId: run!.id, weekNumber: 3, devotionalCompleted: true, devotionalSource: "person" });
    expect((await dad.get("/api/dashboard")).json().achievements).toEqual({ devotionalsCompleted: 1, challengesCompleted: 0 });
    await insertPurchase(t.db, { userId: dad.id, planId: paid });
    expect((await dad.get("/api/dashboard")).json().achievements).toEqual({ devotionalsCompleted: 2, challengesCompleted: 0 });
  });
});
