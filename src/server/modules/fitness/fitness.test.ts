// The fitness log through the real app (decision 038): who may log for whom, what a result must be, the tick,
// the journal entry, the side-by-side read and the downloads.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challenges, fitnessResults, journalEntries, progress } from "../../db/schema/index.ts";
import { fitnessMessages } from "../../../shared/fitness.ts";
import { familyText } from "../../../shared/schemas/family.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerDad, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { insertChallenge, insertPlanWeek, selectPlanFor } from "../../../../tests/support/content-fixtures.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";

let t: TestApp;
let planId: number;
/** The plan's week challenges: weeks 1, 2 and 5 count push-ups, week 3 has no measure. */
const week: Record<number, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  planId = await insertPlan(t.db, { title: "Measure and compare", durationWeeks: 5 });
  for (const n of [1, 2, 3, 5]) {
    const challenge = await insertChallenge(t.db, { weekNumber: n, title: `Push-up test ${n}` });
    if (n !== 3)
      await t.db.update(challenges).set({ measureUnit: "repetitions", measureLabel: "Push-ups", targetStandard: 20 }).where(eq(challenges.id, challenge.id));
    await insertPlanWeek(t.db, { planId, weekNumber: n, challengeId: challenge.id });
    week[n] = challenge.id;
  }
});
afterAll(async () => t.close());

/** A dad and his confirmed son on the test plan (the son follows his dad's plan). */
async function family(opts: { sonAgeBand?: "under_13" | "13_plus" } = {}) {
  const f = await registerFamily(t, opts);
  await selectPlanFor(t.db, f.dad.id, planId);
  return f;
}

const log = (actor: Actor, body: Record<string, unknown>) =>
  actor.post("/api/fitness/results", { version: "standard", unit: "repetitions", weekNumber: 1, ...body });
const storedFor = (userId: string) => t.db.select().from(fitnessResults).where(eq(fitnessResults.userId, userId));

describe("POST /api/fitness/results", () => {
  it("logs a dad's and a son's own results, ticks each one's challenge, and both read them side by side", async () => {
    const { dad, son } = await family();
    const own = await log(dad, { personId: dad.id, challengeId: week[1], value: 25 });
    expect(own.statusCode).toBe(201);
    expect(own.json().result).toMatchObject({
      personId: dad.id,
      weekNumber: 1,
      planId,
      measureLabel: "Push-ups",
      value: 25,
      loggedBy: "self",
      version: "standard",
    });
    expect(own.json().progress).toMatchObject({ weekNumber: 1, challengeCompleted: true });
    expect((await log(son, { personId: son.id, challengeId: week[1], value: 12, version: "easier" })).statusCode).toBe(201);

    const weekView = await son.get("/api/weeks/1");
    expect(weekView.json().progress.challengeCompleted).toBe(true);
    expect(weekView.json().challenge.measure).toEqual({ unit: "repetitions", label: "Push-ups", targets: { standard: 20, easier: null, harder: null } });

    for (const viewer of [dad, son]) {
      const read = await viewer.get("/api/fitness/results");
      expect(read.statusCode).toBe(200);
      const body = read.json();
      expect(body.people.map((p: { role: string }) => p.role)).toEqual(["dad", "son"]);
      expect(body.results.map((r: { personId: string; value: number; version: string }) => [r.personId, r.value, r.version])).toEqual([
        [dad.id, 25, "standard"],
        [son.id, 12, "easier"],
      ]);
    }
  });

  it("lets a dad log for his confirmed son (the son's tick), and logging again replaces the week's result", async () => {
    const { dad, son } = await family();
    const first = await log(dad, { personId: son.id, challengeId: week[2], weekNumber: 2, value: 10 });
    expect(first.statusCode).toBe(201);
    expect(first.json().result).toMatchObject({ personId: son.id, loggedBy: "dad" });
    const again = await log(dad, { personId: son.id, challengeId: week[2], weekNumber: 2, value: 11, version: "harder" });
    expect(again.statusCode).toBe(201);
    const rows = await storedFor(son.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ value: 11, version: "harder", loggedBy: dad.id, planId, weekNumber: 2 });
    const [tick] = await t.db.select().from(progress).where(eq(progress.userId, son.id));
    expect(tick).toMatchObject({ weekNumber: 2, challengeCompleted: true });
    expect(await storedFor(dad.id)).toHaveLength(0);
  });

  it("never lets a son log for his dad, nor anyone log for another family; a pending son is refused too", async () => {
    const { dad, son } = await family();
    const other = await family();
    const soloDad = await registerDad(t, "Solo Fitness Dad");
    const pending = await registerFamily(t, { confirm: false });

    const sonForDad = await log(son, { personId: dad.id, challengeId: week[1], value: 20 });
    expect(sonForDad.statusCode).toBe(403);
    expect(sonForDad.json().error.message).toBe(fitnessMessages.sonLogsOwnOnly);
    expect((await log(other.dad, { personId: son.id, challengeId: week[1], value: 20 })).statusCode).toBe(404);
    expect((await log(other.son, { personId: son.id, challengeId: week[1], value: 20 })).statusCode).toBe(404);
    expect((await log(soloDad, { personId: dad.id, challengeId: week[1], value: 20 })).statusCode).toBe(404);
    const pendingResponse = await log(pending.dad, { personId: pending.son.id, challengeId: week[1], value: 20 });
    expect(pendingResponse.statusCode).toBe(403);
    expect(pendingResponse.json().error.message).toBe(familyText.sonMustConfirm);
    const admin = await createGlobalAdmin(t);
    expect((await log(admin, { personId: admin.id, challengeId: week[1], value: 20 })).statusCode).toBe(403);

    for (const id of [dad.id, son.id, pending.son.id]) expect(await storedFor(id)).toHaveLength(0);
    // A son never sees another family's results, nor a dad's pending son.
    expect((await other.son.get("/api/fitness/results")).json().people).toHaveLength(2);
    expect((await pending.dad.get("/api/fitness/results")).json().people).toHaveLength(1);
  });

  it("refuses bad input with a field message and stores nothing", async () => {
    const { dad, son } = await family();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ value: -5 }, "value", fitnessMessages.valueNegative],
      [{ value: "twenty" }, "value", fitnessMessages.valueRequired],
      [{ value: null }, "value", fitnessMessages.valueRequired],
      [{ value: 1.234 }, "value", fitnessMessages.valueTooPrecise],
      [{ value: 5000 }, "value", fitnessMessages.valueTooHigh("repetitions", "adult")],
      [{ unit: "seconds" }, "unit", fitnessMessages.unitMismatch],
      [{ unit: "furlongs" }, "unit", fitnessMessages.unitMismatch],
      [{ version: "hardest" }, "version", fitnessMessages.versionInvalid],
      [{ challengeId: week[2] }, "challengeId", fitnessMessages.challengeNotThisWeek],
      [{ challengeId: week[3], weekNumber: 3 }, "unit", fitnessMessages.noMeasure],
      [{ weekNumber: 0 }, "weekNumber", "Invalid week number"],
      [{ note: "x".repeat(2001) }, "note", fitnessMessages.noteTooLong],
    ];
    for (const [body, field, message] of cases) {
      const response = await log(dad, { personId: dad.id, challengeId: week[1], value: 20, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    const noteForSon = await log(dad, { personId: son.id, challengeId: week[1], value: 20, note: "Well done" });
    expect(noteForSon.statusCode).toBe(400);
    expect(noteForSon.json().error.fields.note).toBeDefined();
    expect(await storedFor(dad.id)).toHaveLength(0);
    expect(await storedFor(son.id)).toHaveLength(0);
    expect(await t.db.select().from(progress).where(eq(progress.userId, dad.id))).toHaveLength(0);
  });

  it("asks 'are you sure?' above the usual range for the age band, takes it once confirmed, and caps it", async () => {
    const { dad, son } = await family({ sonAgeBand: "under_13" });
    const unsure = await log(dad, { personId: son.id, challengeId: week[1], value: 200 });
    expect(unsure.statusCode).toBe(400);
    expect(unsure.json().error.fields.value).toBe(fitnessMessages.confirmNeeded("repetitions", "under_13"));
    expect(await storedFor(son.id)).toHaveLength(0);
    expect((await log(dad, { personId: son.id, challengeId: week[1], value: 200, confirmed: true })).statusCode).toBe(201);
    // The same 200 is usual for his dad; 2,000 for a boy under 13 is refused even when confirmed.
    expect((await log(dad, { personId: dad.id, challengeId: week[1], value: 200 })).statusCode).toBe(201);
    const absurd = await log(dad, { personId: son.id, challengeId: week[1], value: 2000, confirmed: true });
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json().error.fields.value).toBe(fitnessMessages.valueTooHigh("repetitions", "under_13"));
    expect((await storedFor(son.id))[0]?.value).toBe(200);
  });

  it("keeps a logged result's tick when a journal entry of that week is written and deleted (decision 033)", async () => {
    const { son } = await family();
    expect((await log(son, { personId: son.id, challengeId: week[1], value: 12 })).statusCode).toBe(201);
    const written = await son.post("/api/journal/entries", { title: "Reflection: week 1", content: "We talked.", weekNumber: 1, entryType: "reflection" });
    expect(written.statusCode, written.body).toBe(201);
    expect((await son.delete(`/api/journal/entries/${written.json().entry.id}`)).statusCode).toBeLessThan(300);
    const [tick] = await t.db.select().from(progress).where(eq(progress.userId, son.id));
    expect(tick).toMatchObject({ weekNumber: 1, challengeCompleted: true, challengeSource: "fitness_log" });
  });

  it("writes a private fitness journal entry carrying the result when he adds a note", async () => {
    const { son } = await family();
    const response = await log(son, { personId: son.id, challengeId: week[1], value: 14, version: "easier", note: "Knees down for the last five." });
    expect(response.statusCode).toBe(201);
    const entryId = response.json().journalEntryId;
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, entryId));
    expect(entry).toMatchObject({ userId: son.id, weekNumber: 1, entryType: "fitness", isPrivate: true, title: "Fitness Log: Push-up test 1" });
    expect(entry?.content).toBe("Push-ups: 14 reps (Easier version)\n\nKnees down for the last five.");
  });
});

describe("GET /api/fitness/export and the son's download", () => {
  it("gives a dad his own and his confirmed son's results as JSON and CSV, a son only his own", async () => {
    const { dad, son } = await family();
    await log(dad, { personId: dad.id, challengeId: week[1], value: 30 });
    await log(dad, { personId: son.id, challengeId: week[1], value: 15 });
    await log(son, { personId: son.id, challengeId: week[2], weekNumber: 2, value: 18 });

    const json = await dad.get("/api/fitness/export?format=json");
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toMatch(/attachment; filename="strongbond-fitness-\d{4}-\d{2}-\d{2}\.json"/);
    expect(json.json().results.map((r: { weekNumber: number; value: number }) => [r.weekNumber, r.value])).toEqual([
      [1, 30],
      [1, 15],
      [2, 18],
    ]);

    const csv = await dad.get("/api/fitness/export?format=csv");
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("person,week,challenge,measure,value,unit,version,logged by,logged at");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^Test Son,1,Push-up test 1,Push-ups,15,reps,Standard,dad,/);

    const sonOwn = await son.get("/api/fitness/export?format=csv");
    expect(sonOwn.body.trim().split("\r\n")).toHaveLength(3);
    expect(sonOwn.body).not.toContain(",30,");
    expect((await son.get("/api/fitness/export?format=xml")).statusCode).toBe(400);

    const sonData = await dad.get(`/api/family/sons/${son.id}/export`);
    expect(sonData.json().fitnessResults.map((r: { value: number }) => r.value)).toEqual([15, 18]);
  });
});

describe("challenges with a measure in the studio", () => {
  it("stores a measure with targets, keeps challenges without one plain, and drops a label given without a unit", async () => {
    const admin = await createGlobalAdmin(t);
    const base = { title: "Plank", description: "Hold it.", difficulty: 2, weekNumber: 9, fitnessFocus: "Core", durationMinutes: 10 };
    const measured = await admin.post("/api/admin/challenges", {
      ...base,
      measureUnit: "seconds",
      measureLabel: "Plank",
      targetStandard: 60,
      targetEasier: 30,
    });
    expect(measured.statusCode).toBe(201);
    const detail = await admin.get(`/api/admin/challenges/${measured.json().id}`);
    expect(detail.json().measure).toEqual({ unit: "seconds", label: "Plank", targets: { standard: 60, easier: 30, harder: null } });

    const plain = await admin.post("/api/admin/challenges", { ...base, measureLabel: "ignored", targetStandard: 5 });
    expect((await admin.get(`/api/admin/challenges/${plain.json().id}`)).json().measure).toBeNull();

    const bad = await admin.post("/api/admin/challenges", { ...base, measureUnit: "laps" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.measureUnit).toBeDefined();
    const negative = await admin.post("/api/admin/challenges", { ...base, measureUnit: "seconds", targetStandard: -1 });
    expect(negative.json().error.fields.targetStandard).toBeDefined();
  });
});
