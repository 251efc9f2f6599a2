import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { progress } from "../../db/schema/index.ts";
import { messages } from "../../../shared/messages.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerFamily } from "../../../../tests/support/actors.ts";
import { ensureRun, setItemByPerson } from "./progress.queries.ts";

const t = testAppForFile();

const rowsOf = (userId: string) => t.db.select().from(progress).where(eq(progress.userId, userId));

describe("PUT /api/progress/:week", () => {
  it("creates the week's row on the first toggle with only that flag set, and answers with the counts", async () => {
    const { dad } = await registerFamily(t);
    const response = await dad.put("/api/progress/3", { flag: "devotional", completed: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.progress).toMatchObject({ weekNumber: 3, devotionalCompleted: true, challengeCompleted: false, journalCompleted: false });
    expect(body.progress.id).toBeGreaterThan(0);
    expect(body.achievements).toEqual({ devotionalsCompleted: 1, challengesCompleted: 0 });
    expect(await rowsOf(dad.id)).toHaveLength(1);
  });

  it("updates the same row later, counts go up when set and down when unset, and repeating is harmless", async () => {
    const { son } = await registerFamily(t);
    await son.put("/api/progress/1", { flag: "challenge", completed: true });
    await son.put("/api/progress/2", { flag: "challenge", completed: true });
    const again = await son.put("/api/progress/2", { flag: "challenge", completed: true });
    expect(again.json().achievements).toEqual({ devotionalsCompleted: 0, challengesCompleted: 2 });

    const journal = await son.put("/api/progress/2", { flag: "journal", completed: true });
    expect(journal.json().progress).toMatchObject({ weekNumber: 2, challengeCompleted: true, journalCompleted: true });

    const unset = await son.put("/api/progress/1", { flag: "challenge", completed: false });
    expect(unset.json().achievements).toEqual({ devotionalsCompleted: 0, challengesCompleted: 1 });
    expect(unset.json().progress.challengeCompleted).toBe(false);
    expect(await rowsOf(son.id)).toHaveLength(2);
  });

  it("never creates two rows for one week under concurrent toggles (two quick clicks, two devices)", async () => {
    const { dad } = await registerFamily(t);
    const responses = await Promise.all([
      dad.put("/api/progress/7", { flag: "devotional", completed: true }),
      dad.put("/api/progress/7", { flag: "challenge", completed: true }),
      dad.put("/api/progress/7", { flag: "journal", completed: true }),
      dad.put("/api/progress/7", { flag: "devotional", completed: true }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await rowsOf(dad.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ weekNumber: 7, devotionalCompleted: true, challengeCompleted: true, journalCompleted: true });
  });

  it("keeps the one-row rule at the query level too (no HTTP in between)", async () => {
    const { son } = await registerFamily(t);
    const run = await ensureRun(t.db, { ownerId: son.id, planId: null }, "2026-11-22");
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => setItemByPerson(t.db, { userId: son.id, runId: run.id, weekNumber: 9, item: "devotional", completed: i % 2 === 0 })),
    );
    const rows = await rowsOf(son.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.weekNumber).toBe(9);
  });

  it("keeps each user's rows apart", async () => {
    const { dad, son } = await registerFamily(t);
    await dad.put("/api/progress/4", { flag: "devotional", completed: true });
    const sonAnswer = await son.put("/api/progress/4", { flag: "challenge", completed: true });
    expect(sonAnswer.json().progress.devotionalCompleted).toBe(false);
    expect(sonAnswer.json().achievements).toEqual({ devotionalsCompleted: 0, challengesCompleted: 1 });
    const [dadRow] = await t.db
      .select()
      .from(progress)
      .where(and(eq(progress.userId, dad.id), eq(progress.weekNumber, 4)));
    expect(dadRow).toMatchObject({ devotionalCompleted: true, challengeCompleted: false });
  });

  it.each([
    ["/api/progress/abc", { flag: "devotional", completed: true }, "week", messages.invalidWeek],
    ["/api/progress/0", { flag: "devotional", completed: true }, "week", messages.invalidWeek],
    ["/api/progress/2", { flag: "reflection", completed: true }, "flag", "Choose devotional, challenge or journal"],
    ["/api/progress/2", { flag: "devotional", completed: "yes" }, "completed", "Completed must be true or false"],
    ["/api/progress/2", { flag: "devotional" }, "completed", "Completed must be true or false"],
  ])("refuses %s %o with a field message and writes nothing", async (url, payload, field, message) => {
    const { dad } = await registerFamily(t);
    const response = await dad.put(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await rowsOf(dad.id)).toHaveLength(0);
  });

  it("ignores a user id or other fields in the body (the row is always the viewer's)", async () => {
    const { dad, son } = await registerFamily(t);
    const response = await son.put("/api/progress/5", { flag: "devotional", completed: true, userId: dad.id, id: 1 });
    expect(response.statusCode).toBe(200);
    expect(await rowsOf(dad.id)).toHaveLength(0);
    expect(await rowsOf(son.id)).toHaveLength(1);
  });

  it("is for signed-in dads and sons only", async () => {
    const admin = await createGlobalAdmin(t);
    expect((await admin.put("/api/progress/1", { flag: "devotional", completed: true })).statusCode).toBe(403);
    expect(await rowsOf(admin.id)).toHaveLength(0);
    const anonymous = await t.app.inject({ method: "PUT", url: "/api/progress/1", payload: { flag: "devotional", completed: true } });
    expect(anonymous.statusCode).toBe(401);
  });
});
