// A dad's words for the landing page: only a dad whose family finished the plan may share them, once per plan, with
// his consent, first name and city; bad input is a 400 that writes nothing; only a global admin approves; the public
// list is the latest approved three, and empty until there are three.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testimonialMessages } from "../../../shared/schemas/testimonials.ts";
import { NO_HTML_MESSAGE } from "../../../shared/schemas/markdown-text.ts";
import { createGlobalAdmin, registerDad, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { planRuns, progress, testimonials } from "../../db/schema/index.ts";

const t = testAppForFile();
let planId: number;
beforeAll(async () => {
  planId = await insertPlan(t.db, { title: "Finish Line", durationWeeks: 2 });
});

/** The person ticked all three items of the plan's last week in his run of it (or only the devotional). */
async function finish(userId: string, plan: number, weekNumber = 2, all = true): Promise<void> {
  const [run] = await t.db.insert(planRuns).values({ userId, planId: plan, startsOn: "2026-01-04" }).returning({ id: planRuns.id });
  if (!run) throw new Error("no run");
  await t.db.insert(progress).values({ userId, planRunId: run.id, weekNumber, devotionalCompleted: true, challengeCompleted: all, journalCompleted: all });
}

const WORDS = "My son and I pray together every morning now.";
const body = (over: Record<string, unknown> = {}) => ({ planId, city: "Tulsa", words: WORDS, consent: true, ...over });
const rowsOf = async (userId: string) => t.db.select().from(testimonials).where(eq(testimonials.userId, userId));

describe("sharing words", () => {
  it("a dad whose family finished the plan shares them once: first name from his profile, city, consent kept, pending", async () => {
    const dad = await registerDad(t, "Walter Finisher");
    await finish(dad.id, planId);
    expect((await dad.get("/api/testimonials/mine")).json().finishedPlans).toEqual([{ id: planId, title: "Finish Line" }]);
    const created = await dad.post("/api/testimonials", body({ firstName: "Impostor", userId: "someone-else", status: "approved" }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: "pending", message: testimonialMessages.submitted });
    const [row] = await rowsOf(dad.id);
    expect(row).toMatchObject({ firstName: "Walter", city: "Tulsa", words: WORDS, status: "pending", planId });
    expect(row?.consentedAt).toBeInstanceOf(Date);
    const again = await dad.post("/api/testimonials", body());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(testimonialMessages.alreadyShared);
    expect((await dad.get("/api/testimonials/mine")).json()).toMatchObject({ finishedPlans: [], shared: [{ planTitle: "Finish Line", status: "pending" }] });
  });

  it("refuses a dad who has not finished the plan (403), a son (403), the signed-out (401) and the admin (403)", async () => {
    const { dad, son } = await registerFamily(t);
    await finish(dad.id, planId, 1); // week 1 of 2: not finished
    const notFinished = await dad.post("/api/testimonials", body());
    expect(notFinished.statusCode).toBe(403);
    expect(notFinished.json().error.message).toBe(testimonialMessages.notFinished);
    const halfDone = await registerDad(t);
    await finish(halfDone.id, planId, 2, false);
    expect((await halfDone.post("/api/testimonials", body())).statusCode).toBe(403);
    await finish(son.id, planId);
    expect((await son.post("/api/testimonials", body())).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/testimonials", payload: body() })).statusCode).toBe(401);
    expect((await (await createGlobalAdmin(t)).post("/api/testimonials", body())).statusCode).toBe(403);
    expect((await dad.post("/api/testimonials", body({ planId: 99999999 }))).statusCode).toBe(403);
    for (const actor of [dad, son, halfDone]) expect(await rowsOf(actor.id)).toEqual([]);
  });

  it("refuses bad input with 400 and field messages, writing nothing", async () => {
    const dad = await registerDad(t);
    await finish(dad.id, planId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ words: "Too short." }, "words", testimonialMessages.wordsRequired],
      [{ words: "x".repeat(401) }, "words", testimonialMessages.wordsTooLong],
      [{ words: `We grew <img src=x onerror=alert(1)> together so much.` }, "words", NO_HTML_MESSAGE],
      [{ city: "" }, "city", testimonialMessages.cityRequired],
      [{ city: "x".repeat(61) }, "city", testimonialMessages.cityTooLong],
      [{ city: "Tul\u202Esa" }, "city", ""],
      [{ consent: false }, "consent", testimonialMessages.consentRequired],
      [{ consent: undefined }, "consent", testimonialMessages.consentRequired],
      [{ planId: "abc" }, "planId", testimonialMessages.planRequired],
    ];
    for (const [over, field, message] of cases) {
      const response = await dad.post("/api/testimonials", body(over));
      expect(response.statusCode, JSON.stringify(over)).toBe(400);
      const fields = response.json().error.fields as Record<string, string>;
      expect(fields[field], JSON.stringify(over)).toBeTruthy();
      if (message) expect(fields[field]).toBe(message);
    }
    expect(await rowsOf(dad.id)).toEqual([]);
  });
});

describe("withdrawing words", () => {
  it("a dad withdraws his own (deleted with his consent, and he may share again); anyone else's is 404, a son or admin 403", async () => {
    const dad = await registerDad(t, "Wendell Withdraw");
    await finish(dad.id, planId);
    const id = (await dad.post("/api/testimonials", body())).json().id as number;
    const other = await registerDad(t);
    const withdraw = (actor: Actor, target = id) => actor.request({ method: "DELETE", url: `/api/testimonials/${target}` });
    expect((await withdraw(other)).statusCode).toBe(404);
    const { son } = await registerFamily(t);
    expect((await withdraw(son)).statusCode).toBe(403);
    expect((await withdraw(await createGlobalAdmin(t))).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: `/api/testimonials/${id}` })).statusCode).toBe(401);
    expect((await withdraw(dad, 99999999)).statusCode).toBe(404);
    expect((await dad.request({ method: "DELETE", url: "/api/testimonials/abc" })).statusCode).toBe(400);
    expect(await rowsOf(dad.id)).toHaveLength(1);

    expect((await withdraw(dad)).statusCode).toBe(204);
    expect(await rowsOf(dad.id)).toEqual([]);
    expect((await withdraw(dad)).statusCode).toBe(404);
    expect((await dad.get("/api/testimonials/mine")).json()).toMatchObject({ finishedPlans: [{ id: planId }], shared: [] });
    expect((await dad.post("/api/testimonials", body())).statusCode).toBe(201);
  });
});

describe("review and the public list", () => {
  async function shared(name: string): Promise<{ dad: Actor; id: number }> {
    const dad = await registerDad(t, name);
    await finish(dad.id, planId);
    return { dad, id: (await dad.post("/api/testimonials", body({ words: `${name} says: ${WORDS}` }))).json().id as number };
  }

  it("only a global admin lists, approves and rejects; the public sees the latest three approved, none before three", async () => {
    const a = await shared("Aaron One");
    const b = await shared("Boaz Two");
    const c = await shared("Caleb Three");
    const d = await shared("Dan Four");
    const admin = await createGlobalAdmin(t);
    const pending = (await admin.get("/api/admin/testimonials")).json().testimonials as { id: number }[];
    expect(pending.map((row) => row.id)).toEqual(expect.arrayContaining([a.id, b.id, c.id, d.id]));

    for (const actor of [a.dad]) {
      expect((await actor.get("/api/admin/testimonials")).statusCode).toBe(403);
      expect((await actor.post(`/api/admin/testimonials/${b.id}/approve`)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "POST", url: `/api/admin/testimonials/${b.id}/approve` })).statusCode).toBe(401);
    expect((await admin.post("/api/admin/testimonials/99999999/approve")).statusCode).toBe(404);
    expect((await admin.post("/api/admin/testimonials/abc/approve")).statusCode).toBe(400);
    expect((await admin.get("/api/admin/testimonials?status=nonsense")).statusCode).toBe(400);

    const publicList = async () => (await t.app.inject({ method: "GET", url: "/api/testimonials" })).json().testimonials as { firstName: string }[];
    expect((await admin.post(`/api/admin/testimonials/${a.id}/approve`)).json()).toEqual({ id: a.id, status: "approved" });
    expect((await admin.post(`/api/admin/testimonials/${b.id}/approve`)).statusCode).toBe(200);
    expect(await publicList()).toEqual([]);
    expect((await admin.post(`/api/admin/testimonials/${d.id}/reject`)).json().status).toBe("rejected");
    expect(await publicList()).toEqual([]);
    await admin.post(`/api/admin/testimonials/${c.id}/approve`);
    const shown = await publicList();
    expect(shown.map((row) => row.firstName)).toEqual(["Caleb", "Boaz", "Aaron"]);
    expect(Object.keys(shown[0] ?? {}).sort()).toEqual(["city", "firstName", "id", "words"]);

    // Unpublishing an approved one (a rejection) takes it off at once: two left, so none shown.
    expect((await admin.post(`/api/admin/testimonials/${c.id}/reject`)).json()).toEqual({ id: c.id, status: "rejected" });
    expect(await publicList()).toEqual([]);
    const approved = (await admin.get("/api/admin/testimonials?status=approved")).json().testimonials as { id: number }[];
    expect(approved.map((row) => row.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(approved.map((row) => row.id)).not.toContain(c.id);
  });
});
