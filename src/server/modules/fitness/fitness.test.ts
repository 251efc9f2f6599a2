// The fitness log through the real app: who may log for whom, what a result must be, which
// measures a week offers (the test's, the family's own any week), what ticks the challenge, the journal entry, the
// side-by-side read, the measures a family follows and the downloads.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { familyMeasures, fitnessResults, journalEntries, progress } from "../../db/schema/index.ts";
import { fitnessMessages, MAX_FAMILY_MEASURES } from "../../../shared/fitness.ts";
import { familyText } from "../../../shared/schemas/family.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerDad, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { insertChallenge, insertPlanWeek, selectPlanFor } from "../../../../tests/support/content-fixtures.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";

const t = testAppForFile();
let planId: number;
/** The plan's week challenges: weeks 1 and 5 are a test (push-ups and a plank), weeks 2 and 3 are only ticked. */
const week: Record<number, number> = {};
const PUSH_UPS = "push-ups|repetitions";
const PLANK = "forearm plank|seconds";
const noTargets = { standard: null, easier: null, harder: null };

beforeAll(async () => {
  planId = await insertPlan(t.db, { title: "Measure and compare", durationWeeks: 5 });
  for (const n of [1, 2, 3, 5]) {
    const tested = n === 1 || n === 5;
    const challenge = await insertChallenge(t.db, {
      weekNumber: n,
      title: tested ? `Fitness test ${n}` : `Workout ${n}`,
      measures: tested
        ? [
            { unit: "repetitions", label: "Push-ups", targets: { standard: 20, easier: null, harder: null } },
            { unit: "seconds", label: "Forearm plank", targets: noTargets },
          ]
        : [],
    });
    await insertPlanWeek(t.db, { planId, weekNumber: n, challengeId: challenge.id });
    week[n] = challenge.id;
  }
});

/** A dad and his confirmed son on the test plan (the son follows his dad's plan). */
async function family(opts: { sonAgeBand?: "under_13" | "13_plus" } = {}) {
  const f = await registerFamily(t, opts);
  await selectPlanFor(t.db, f.dad.id, planId);
  return f;
}

/** Logs week 1's push-ups (or `values`) for `personId`. */
const log = (
  actor: Actor,
  body: Record<string, unknown> & { personId: string },
  values: { measureKey: string; value: unknown }[] = [{ measureKey: PUSH_UPS, value: 20 }],
) => actor.post("/api/fitness/results", { version: "standard", weekNumber: 1, challengeId: week[1], values, ...body });
const storedFor = (userId: string) => t.db.select().from(fitnessResults).where(eq(fitnessResults.userId, userId));
const tickOf = async (userId: string, weekNumber: number) =>
  (await t.db.select().from(progress).where(eq(progress.userId, userId))).find((row) => row.weekNumber === weekNumber);

describe("POST /api/fitness/results: the week's test", () => {
  it("logs a dad's and a son's own results of several measures, ticks each one's challenge, and both read them side by side", async () => {
    const { dad, son } = await family();
    const own = await log(dad, { personId: dad.id }, [
      { measureKey: PUSH_UPS, value: 25 },
      { measureKey: PLANK, value: 62.5 },
    ]);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().results.map((r: { measureLabel: string; value: number; test: boolean }) => [r.measureLabel, r.value, r.test])).toEqual([
      ["Push-ups", 25, true],
      ["Forearm plank", 62.5, true],
    ]);
    expect(own.json().results[0]).toMatchObject({ personId: dad.id, weekNumber: 1, planId, challengeId: week[1], loggedBy: "self", version: "standard" });
    expect(own.json()).toMatchObject({ ticked: true, progress: { weekNumber: 1, challengeCompleted: true } });
    expect((await log(son, { personId: son.id, version: "easier" }, [{ measureKey: PUSH_UPS, value: 12 }])).statusCode).toBe(201);

    const weekView = await son.get("/api/weeks/1");
    expect(weekView.json().progress.challengeCompleted).toBe(true);
    expect(weekView.json().challenge.measures).toEqual([
      { key: PUSH_UPS, unit: "repetitions", label: "Push-ups", targets: { standard: 20, easier: null, harder: null } },
      { key: PLANK, unit: "seconds", label: "Forearm plank", targets: noTargets },
    ]);

    for (const viewer of [dad, son]) {
      const read = await viewer.get("/api/fitness/results");
      expect(read.statusCode).toBe(200);
      const body = read.json();
      expect(body.people.map((p: { role: string }) => p.role)).toEqual(["dad", "son"]);
      expect(
        body.results.map((r: { personId: string; measureKey: string; value: number; version: string }) => [r.personId, r.measureKey, r.value, r.version]),
      ).toEqual([
        [dad.id, PUSH_UPS, 25, "standard"],
        [dad.id, PLANK, 62.5, "standard"],
        [son.id, PUSH_UPS, 12, "easier"],
      ]);
    }
  });

  it("lets a dad log for his confirmed son (the son's tick), and logging a measure again replaces that week's result", async () => {
    const { dad, son } = await family();
    const first = await log(dad, { personId: son.id, challengeId: week[5], weekNumber: 5 }, [{ measureKey: PUSH_UPS, value: 10 }]);
    expect(first.statusCode).toBe(201);
    expect(first.json().results[0]).toMatchObject({ personId: son.id, loggedBy: "dad" });
    const again = await log(dad, { personId: son.id, challengeId: week[5], weekNumber: 5, version: "harder" }, [{ measureKey: PUSH_UPS, value: 11 }]);
    expect(again.statusCode).toBe(201);
    const rows = await storedFor(son.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ value: 11, version: "harder", loggedBy: dad.id, planId, weekNumber: 5 });
    expect(await tickOf(son.id, 5)).toMatchObject({ challengeCompleted: true, challengeSource: "fitness_log" });
    expect(await storedFor(dad.id)).toHaveLength(0);
  });

  it("never lets a son log for his dad, nor anyone log for another family; a pending son is refused too", async () => {
    const { dad, son } = await family();
    const other = await family();
    const soloDad = await registerDad(t, "Solo Fitness Dad");
    const pending = await registerFamily(t, { confirm: false });

    const sonForDad = await log(son, { personId: dad.id });
    expect(sonForDad.statusCode).toBe(403);
    expect(sonForDad.json().error.message).toBe(fitnessMessages.sonLogsOwnOnly);
    expect((await log(other.dad, { personId: son.id })).statusCode).toBe(404);
    expect((await log(other.son, { personId: son.id })).statusCode).toBe(404);
    expect((await log(soloDad, { personId: dad.id })).statusCode).toBe(404);
    const pendingResponse = await log(pending.dad, { personId: pending.son.id });
    expect(pendingResponse.statusCode).toBe(403);
    expect(pendingResponse.json().error.message).toBe(familyText.sonMustConfirm);
    const admin = await createGlobalAdmin(t);
    expect((await log(admin, { personId: admin.id })).statusCode).toBe(403);

    for (const id of [dad.id, son.id, pending.son.id]) expect(await storedFor(id)).toHaveLength(0);
    expect(await tickOf(son.id, 1)).toBeUndefined();
    // A son never sees another family's results, nor a dad's pending son.
    expect((await other.son.get("/api/fitness/results")).json().people).toHaveLength(2);
    expect((await pending.dad.get("/api/fitness/results")).json().people).toHaveLength(1);
  });

  it("refuses bad input with a field message and stores nothing, 12.5 push-ups included", async () => {
    const { dad, son } = await family();
    const cases: [Record<string, unknown>, { measureKey: string; value: unknown }[], string, string][] = [
      [{}, [{ measureKey: PUSH_UPS, value: -5 }], "values.0.value", fitnessMessages.valueNegative],
      [{}, [{ measureKey: PUSH_UPS, value: "twenty" }], "values.0.value", fitnessMessages.valueRequired],
      [{}, [{ measureKey: PUSH_UPS, value: null }], "values.0.value", fitnessMessages.valueRequired],
      [{}, [{ measureKey: PUSH_UPS, value: 12.5 }], "values.0.value", fitnessMessages.valueNotWhole("repetitions")],
      [{}, [{ measureKey: PLANK, value: 1.234 }], "values.0.value", fitnessMessages.valueTooPrecise],
      [{}, [{ measureKey: PUSH_UPS, value: 5000 }], "values.0.value", fitnessMessages.valueTooHigh("repetitions", "adult")],
      // A good value does not carry a bad one through: nothing of the save is kept.
      [
        {},
        [
          { measureKey: PLANK, value: 60 },
          { measureKey: PUSH_UPS, value: 12.5 },
        ],
        "values.1.value",
        fitnessMessages.valueNotWhole("repetitions"),
      ],
      [{}, [{ measureKey: "pull-ups|repetitions", value: 5 }], "values.0.measureKey", fitnessMessages.unknownMeasure],
      [
        {},
        [
          { measureKey: PUSH_UPS, value: 5 },
          { measureKey: PUSH_UPS, value: 6 },
        ],
        "values.1.measureKey",
        fitnessMessages.measureRepeated,
      ],
      [{}, [], "values", fitnessMessages.nothingToSave],
      [{ version: "hardest" }, [{ measureKey: PUSH_UPS, value: 5 }], "version", fitnessMessages.versionInvalid],
      [{ challengeId: week[2] }, [{ measureKey: PUSH_UPS, value: 5 }], "challengeId", fitnessMessages.challengeNotThisWeek],
      [{ weekNumber: 0 }, [{ measureKey: PUSH_UPS, value: 5 }], "weekNumber", "Invalid week number"],
      [{ weekNumber: 53 }, [{ measureKey: PUSH_UPS, value: 5 }], "weekNumber", "Invalid week number"],
      [{ note: "x".repeat(2001) }, [{ measureKey: PUSH_UPS, value: 5 }], "note", fitnessMessages.noteTooLong],
    ];
    for (const [body, values, field, message] of cases) {
      const response = await log(dad, { personId: dad.id, ...body }, values);
      expect(response.statusCode, JSON.stringify([body, values])).toBe(400);
      expect(response.json().error.fields?.[field], JSON.stringify([body, values])).toBe(message);
    }
    // Week 2's challenge measures nothing, and the family follows nothing yet: push-ups are not this week's.
    const plainWeek = await log(dad, { personId: dad.id, weekNumber: 2, challengeId: week[2] });
    expect(plainWeek.json().error.fields["values.0.measureKey"]).toBe(fitnessMessages.unknownMeasure);
    const noteForSon = await log(dad, { personId: son.id, note: "Well done" });
    expect(noteForSon.statusCode).toBe(400);
    expect(noteForSon.json().error.fields.note).toBeDefined();
    expect(await storedFor(dad.id)).toHaveLength(0);
    expect(await storedFor(son.id)).toHaveLength(0);
    expect(await t.db.select().from(progress).where(eq(progress.userId, dad.id))).toHaveLength(0);
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.userId, dad.id))).toHaveLength(0);
  });

  it("asks 'are you sure?' above the usual range for the age band, takes it once confirmed, and caps it", async () => {
    const { dad, son } = await family({ sonAgeBand: "under_13" });
    const unsure = await log(dad, { personId: son.id }, [{ measureKey: PUSH_UPS, value: 200 }]);
    expect(unsure.statusCode).toBe(400);
    expect(unsure.json().error.fields["values.0.value"]).toBe(fitnessMessages.confirmNeeded("repetitions", "under_13"));
    expect(await storedFor(son.id)).toHaveLength(0);
    expect((await log(dad, { personId: son.id, confirmed: true }, [{ measureKey: PUSH_UPS, value: 200 }])).statusCode).toBe(201);
    // The same 200 is usual for his dad; 2,000 for a boy under 13 is refused even when confirmed.
    expect((await log(dad, { personId: dad.id }, [{ measureKey: PUSH_UPS, value: 200 }])).statusCode).toBe(201);
    const absurd = await log(dad, { personId: son.id, confirmed: true }, [{ measureKey: PUSH_UPS, value: 2000 }]);
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json().error.fields["values.0.value"]).toBe(fitnessMessages.valueTooHigh("repetitions", "under_13"));
    expect((await storedFor(son.id))[0]?.value).toBe(200);
  });

  it("holds an under-13 son's own cap when he logs himself, confirmed or not, while his dad may log the same for himself", async () => {
    const { dad, son } = await family({ sonAgeBand: "under_13" });
    const overCap = await log(son, { personId: son.id, confirmed: true }, [{ measureKey: PUSH_UPS, value: 1500 }]);
    expect(overCap.statusCode).toBe(400);
    expect(overCap.json().error.fields["values.0.value"]).toBe(fitnessMessages.valueTooHigh("repetitions", "under_13"));
    const unusual = await log(son, { personId: son.id }, [{ measureKey: PUSH_UPS, value: 151 }]);
    expect(unusual.json().error.fields["values.0.value"]).toBe(fitnessMessages.confirmNeeded("repetitions", "under_13"));
    expect(await storedFor(son.id)).toHaveLength(0);
    expect(await tickOf(son.id, 1)).toBeUndefined();
    expect((await log(dad, { personId: dad.id, confirmed: true }, [{ measureKey: PUSH_UPS, value: 1500 }])).statusCode).toBe(201);
  });

  it("keeps a zero but does not tick the challenge with it, and a log put back to zero takes back only the log's own tick", async () => {
    const { dad, son } = await family();
    const zero = await log(son, { personId: son.id }, [{ measureKey: PUSH_UPS, value: 0 }]);
    expect(zero.statusCode).toBe(201);
    expect(zero.json()).toMatchObject({ ticked: false, progress: null });
    expect((await storedFor(son.id))[0]?.value).toBe(0);
    expect((await tickOf(son.id, 1))?.challengeCompleted ?? false).toBe(false);

    expect((await log(son, { personId: son.id }, [{ measureKey: PUSH_UPS, value: 8 }])).json().ticked).toBe(true);
    const backToZero = await log(son, { personId: son.id }, [{ measureKey: PUSH_UPS, value: 0 }]);
    expect(backToZero.json()).toMatchObject({ ticked: false, progress: { challengeCompleted: false } });

    // A plank of 40 seconds still counts when his push-ups were zero.
    expect((await log(son, { personId: son.id }, [{ measureKey: PLANK, value: 40 }])).json().ticked).toBe(true);
    expect((await log(son, { personId: son.id }, [{ measureKey: PUSH_UPS, value: 0 }])).json()).toMatchObject({ ticked: true });

    // The dad ticked his box himself: his zero leaves his own tick alone.
    expect((await dad.put("/api/progress/1", { flag: "challenge", completed: true })).statusCode).toBeLessThan(300);
    expect((await log(dad, { personId: dad.id }, [{ measureKey: PUSH_UPS, value: 0 }])).json()).toMatchObject({ ticked: false });
    expect(await tickOf(dad.id, 1)).toMatchObject({ challengeCompleted: true, challengeSource: "person" });
  });

  it("keeps a logged result's tick when a journal entry of that week is written and deleted", async () => {
    const { son } = await family();
    expect((await log(son, { personId: son.id }, [{ measureKey: PUSH_UPS, value: 12 }])).statusCode).toBe(201);
    const written = await son.post("/api/journal/entries", { title: "Reflection: week 1", content: "We talked.", weekNumber: 1, entryType: "reflection" });
    expect(written.statusCode, written.body).toBe(201);
    expect((await son.delete(`/api/journal/entries/${written.json().entry.id}`)).statusCode).toBeLessThan(300);
    expect(await tickOf(son.id, 1)).toMatchObject({ challengeCompleted: true, challengeSource: "fitness_log" });
  });

  it("writes a private fitness journal entry carrying the results when he adds a note", async () => {
    const { son } = await family();
    const response = await log(son, { personId: son.id, version: "easier", note: "Knees down for the last five." }, [
      { measureKey: PUSH_UPS, value: 14 },
      { measureKey: PLANK, value: 45 },
    ]);
    expect(response.statusCode).toBe(201);
    const entryId = response.json().journalEntryId;
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, entryId));
    expect(entry).toMatchObject({ userId: son.id, weekNumber: 1, entryType: "fitness", isPrivate: true, title: "Fitness Log: Fitness test 1" });
    expect(entry?.content).toBe("Push-ups: 14 reps\nForearm plank: 45 seconds (Easier version)\n\nKnees down for the last five.");
  });
});

describe("the measures a family follows, logged any week", () => {
  it("follows push-ups and logs them in weeks without a test, without ticking those weeks' challenges; the test's push-ups are one line with them", async () => {
    const { dad, son } = await family();
    const followed = await son.post("/api/fitness/measures", { label: "  push-ups ", unit: "repetitions" });
    expect(followed.statusCode).toBe(201);
    expect(followed.json().measure).toMatchObject({ key: PUSH_UPS, label: "push-ups", unit: "repetitions" });
    const again = await dad.post("/api/fitness/measures", { label: "Push-ups", unit: "repetitions" });
    expect(again.statusCode).toBe(200);
    expect(again.json().measure.id).toBe(followed.json().measure.id);

    expect((await log(dad, { personId: son.id }, [{ measureKey: PUSH_UPS, value: 10 }])).json().results[0]).toMatchObject({ test: true, challengeId: week[1] });
    const weekTwo = await log(dad, { personId: son.id, weekNumber: 2, challengeId: week[2] }, [{ measureKey: PUSH_UPS, value: 12 }]);
    expect(weekTwo.statusCode, weekTwo.body).toBe(201);
    expect(weekTwo.json()).toMatchObject({ ticked: false, progress: null });
    expect(weekTwo.json().results[0]).toMatchObject({
      test: false,
      challengeId: null,
      challengeTitle: null,
      measureKey: PUSH_UPS,
      version: "standard",
      loggedBy: "dad",
    });
    expect((await log(son, { personId: son.id, weekNumber: 3, challengeId: week[3] }, [{ measureKey: PUSH_UPS, value: 14 }])).statusCode).toBe(201);
    expect(await tickOf(son.id, 2)).toBeUndefined();
    expect(await tickOf(son.id, 3)).toBeUndefined();

    const read = (await dad.get("/api/fitness/results")).json();
    expect(read.measures).toEqual([{ id: followed.json().measure.id, key: PUSH_UPS, label: "push-ups", unit: "repetitions" }]);
    expect(read.results.map((r: { weekNumber: number; value: number; test: boolean }) => [r.weekNumber, r.value, r.test])).toEqual([
      [1, 10, true],
      [2, 12, false],
      [3, 14, false],
    ]);

    // Stopping takes the measure off the form; what the son logged stays.
    expect((await son.delete(`/api/fitness/measures/${followed.json().measure.id}`)).statusCode).toBe(204);
    expect((await dad.get("/api/fitness/results")).json().measures).toEqual([]);
    expect(await storedFor(son.id)).toHaveLength(3);
    const afterStop = await log(son, { personId: son.id, weekNumber: 3, challengeId: week[3] }, [{ measureKey: PUSH_UPS, value: 15 }]);
    expect(afterStop.json().error.fields["values.0.measureKey"]).toBe(fitnessMessages.unknownMeasure);
  });

  it("keeps a family's measures its own, refuses a bad one with a field message, and stops at the limit", async () => {
    const { dad } = await family();
    const other = await family();
    const plank = (await dad.post("/api/fitness/measures", { label: "Plank", unit: "seconds" })).json().measure;
    expect((await other.dad.delete(`/api/fitness/measures/${plank.id}`)).statusCode).toBe(404);
    expect((await other.son.delete(`/api/fitness/measures/${plank.id}`)).statusCode).toBe(404);
    expect((await other.dad.get("/api/fitness/results")).json().measures).toEqual([]);
    expect((await dad.delete("/api/fitness/measures/999999999")).statusCode).toBe(404);
    const admin = await createGlobalAdmin(t);
    expect((await admin.post("/api/fitness/measures", { label: "Plank", unit: "seconds" })).statusCode).toBe(403);

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ label: " ", unit: "seconds" }, "label", fitnessMessages.measureLabelRequired],
      [{ label: "x".repeat(61), unit: "seconds" }, "label", fitnessMessages.measureLabelTooLong],
      [{ label: "Laps", unit: "laps" }, "unit", fitnessMessages.unitMismatch],
    ];
    for (const [body, field, message] of refusals) {
      const response = await dad.post("/api/fitness/measures", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
    for (let i = 1; i < MAX_FAMILY_MEASURES; i += 1)
      expect((await dad.post("/api/fitness/measures", { label: `Measure ${i}`, unit: "repetitions" })).statusCode).toBe(201);
    const full = await dad.post("/api/fitness/measures", { label: "One too many", unit: "repetitions" });
    expect(full.statusCode).toBe(400);
    expect(full.json().error.fields.label).toBe(fitnessMessages.familyMeasuresFull(MAX_FAMILY_MEASURES));
    expect(await t.db.select().from(familyMeasures).where(eq(familyMeasures.familyId, dad.id))).toHaveLength(MAX_FAMILY_MEASURES);
  });
});

describe("GET /api/fitness/export and the son's download", () => {
  it("gives a dad his own and his confirmed son's results as JSON and CSV, a son only his own", async () => {
    const { dad, son } = await family();
    await dad.post("/api/fitness/measures", { label: "Push-ups", unit: "repetitions" });
    await log(dad, { personId: dad.id }, [{ measureKey: PUSH_UPS, value: 30 }]);
    await log(dad, { personId: son.id }, [{ measureKey: PUSH_UPS, value: 15 }]);
    await log(son, { personId: son.id, weekNumber: 2, challengeId: week[2] }, [{ measureKey: PUSH_UPS, value: 18 }]);

    const json = await dad.get("/api/fitness/export?format=json");
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toMatch(/attachment; filename="strongbond-fitness-\d{4}-\d{2}-\d{2}\.json"/);
    expect(json.json().results.map((r: { weekNumber: number; value: number; test: boolean }) => [r.weekNumber, r.value, r.test])).toEqual([
      [1, 30, true],
      [1, 15, true],
      [2, 18, false],
    ]);

    const csv = await dad.get("/api/fitness/export?format=csv");
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("person,week,challenge,measure,value,unit,version,logged by,logged at");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^Test Son,1,Fitness test 1,Push-ups,15,reps,Standard,dad,/);
    expect(lines[3]).toMatch(/^Test Son,2,,Push-ups,18,reps,Standard,self,/);

    const sonOwn = await son.get("/api/fitness/export?format=csv");
    expect(sonOwn.body.trim().split("\r\n")).toHaveLength(3);
    expect(sonOwn.body).not.toContain(",30,");
    expect((await son.get("/api/fitness/export?format=xml")).statusCode).toBe(400);

    const sonData = await dad.get(`/api/family/sons/${son.id}/export`);
    expect(sonData.json().fitnessResults.map((r: { value: number }) => r.value)).toEqual([15, 18]);
  });
});

describe("challenges with measures in the studio", () => {
  const base = { title: "Plank", description: "Hold it.", difficulty: 2, weekNumber: 9, fitnessFocus: "Core", durationMinutes: 10 };

  it("stores several measures with targets, names an unnamed one after its unit, and keeps a challenge without one plain", async () => {
    const admin = await createGlobalAdmin(t);
    const measured = await admin.post("/api/admin/challenges", {
      ...base,
      measures: [
        { unit: "seconds", label: "Plank", targets: { standard: 60, easier: 30 } },
        { unit: "rounds", label: "", targets: { standard: 8, easier: 6, harder: 10 } },
      ],
    });
    expect(measured.statusCode, measured.body).toBe(201);
    const detail = await admin.get(`/api/admin/challenges/${measured.json().id}`);
    expect(detail.json().measures).toEqual([
      { key: "plank|seconds", unit: "seconds", label: "Plank", targets: { standard: 60, easier: 30, harder: null } },
      { key: "rounds|rounds", unit: "rounds", label: "Rounds", targets: { standard: 8, easier: 6, harder: 10 } },
    ]);
    const plain = await admin.post("/api/admin/challenges", base);
    expect((await admin.get(`/api/admin/challenges/${plain.json().id}`)).json().measures).toEqual([]);
  });

  it("refuses a bad measure with a field message: an unknown unit, a negative or fractional count, a repeated name, too many", async () => {
    const admin = await createGlobalAdmin(t);
    const measure = (m: Record<string, unknown>) => ({ unit: "repetitions", label: "Push-ups", targets: {}, ...m });
    const cases: [unknown[], string, string][] = [
      [[measure({ unit: "laps" })], "measures.0.unit", fitnessMessages.unitMismatch],
      [[measure({ targets: { standard: -1 } })], "measures.0.targets.standard", "Enter a target from 0 to 200,000, or leave it empty"],
      [[measure({ targets: { easier: 7.5 } })], "measures.0.targets.easier", fitnessMessages.targetNotWhole("repetitions")],
      [[measure({}), measure({ label: " push-ups" })], "measures.1.label", fitnessMessages.challengeMeasureRepeated],
      [Array.from({ length: 7 }, (_, i) => measure({ label: `Move ${i}` })), "measures", fitnessMessages.challengeMeasuresTooMany(6)],
    ];
    for (const [measures, field, message] of cases) {
      const response = await admin.post("/api/admin/challenges", { ...base, title: "Refused measure", measures });
      expect(response.statusCode, JSON.stringify(measures)).toBe(400);
      expect(response.json().error.fields[field], JSON.stringify(measures)).toBe(message);
    }
    expect((await admin.post("/api/admin/challenges", { ...base, measures: [measure({ unit: "seconds", targets: { standard: 7.5 } })] })).statusCode).toBe(201);
  });
});
