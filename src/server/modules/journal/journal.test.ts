import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { progress } from "../../db/schema/index.ts";
import { journalMessages } from "../../../shared/schemas/journal.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { journalEntryCount } from "../../../../tests/support/row-counts.ts";
import { holdLocks, RACE_ROUNDS } from "../../../../tests/support/lock-barrier.ts";
import { createGlobalAdmin, registerDad, registerFamily, type Actor } from "../../../../tests/support/actors.ts";

const t = testAppForFile();

interface EntryBody {
  id: number;
  title: string;
  content: string;
  weekNumber: number | null;
  entryType: string;
  isShared: boolean;
}

const entry = (override: Record<string, unknown> = {}) => ({ title: "Reflection: Courage", content: "Today we talked about courage.", ...override });

async function write(actor: Actor, override: Record<string, unknown> = {}): Promise<EntryBody> {
  const response = await actor.post("/api/journal/entries", entry(override));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ entry: EntryBody }>().entry;
}

async function weekProgress(userId: string, weekNumber: number) {
  const [row] = await t.db
    .select({ devotional: progress.devotionalCompleted, challenge: progress.challengeCompleted, journal: progress.journalCompleted })
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.weekNumber, weekNumber)));
  return row ?? null;
}

const entryCount = (userId: string) => journalEntryCount(t.db, userId);

describe("writing and reading one's own journal", () => {
  it("saves an entry private by default, as a reflection, and lists it newest first", async () => {
    const { dad } = await registerFamily(t);
    const first = await write(dad, { title: "First", entryType: undefined });
    expect(first).toMatchObject({ title: "First", weekNumber: null, entryType: "reflection", isShared: false });
    const second = await write(dad, { title: "Second", entryType: "fitness", weekNumber: 3 });
    const list = (await dad.get("/api/journal/entries")).json();
    expect(list.entries.map((e: EntryBody) => e.id)).toEqual([second.id, first.id]);
    expect(list.nextBefore).toBeNull();
    expect((await dad.get(`/api/journal/entries/${first.id}`)).json().entry.title).toBe("First");
  });

  it("trims the title and content", async () => {
    const { dad } = await registerFamily(t);
    expect(await write(dad, { title: "  Spaced  ", content: "\n body \n" })).toMatchObject({ title: "Spaced", content: "body" });
  });

  it("edits an entry: every field changes and the response shows it", async () => {
    const { dad } = await registerFamily(t);
    const saved = await write(dad);
    const response = await dad.put(`/api/journal/entries/${saved.id}`, {
      title: "Changed",
      content: "New words",
      weekNumber: 4,
      entryType: "other",
      isShared: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().entry).toMatchObject({ id: saved.id, title: "Changed", content: "New words", weekNumber: 4, entryType: "other", isShared: true });
  });

  it("deletes an entry; it is gone afterwards", async () => {
    const { dad } = await registerFamily(t);
    const saved = await write(dad);
    expect((await dad.delete(`/api/journal/entries/${saved.id}`)).statusCode).toBe(204);
    expect((await dad.get(`/api/journal/entries/${saved.id}`)).statusCode).toBe(404);
    expect((await dad.delete(`/api/journal/entries/${saved.id}`)).statusCode).toBe(404);
  });

  it("never takes the owner from the body", async () => {
    const { dad, son } = await registerFamily(t);
    const saved = await write(son, { userId: dad.id, user_id: dad.id, isPrivate: false });
    expect(await entryCount(dad.id)).toBe(0);
    expect(await entryCount(son.id)).toBe(1);
    expect(saved.isShared).toBe(false);
  });

  it("pages a long journal newest first without gaps or repeats", async () => {
    const { dad } = await registerFamily(t);
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) ids.push((await write(dad, { title: `Entry ${i}` })).id);
    const first = (await dad.get("/api/journal/entries?limit=20")).json();
    expect(first.entries).toHaveLength(20);
    expect(first.nextBefore).toBe(first.entries[19].id);
    const second = (await dad.get(`/api/journal/entries?limit=20&before=${first.nextBefore}`)).json();
    expect(second.nextBefore).toBeNull();
    expect([...first.entries, ...second.entries].map((e: EntryBody) => e.id)).toEqual([...ids].reverse());
  });
});

describe("ownership: nobody else reads, edits or deletes an entry", () => {
  it("answers 404 to an unrelated user and changes nothing", async () => {
    const { dad } = await registerFamily(t);
    const stranger = await registerDad(t, "Stranger");
    const saved = await write(dad, { title: "Mine", weekNumber: 2, isShared: true });
    expect((await stranger.get(`/api/journal/entries/${saved.id}`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/journal/entries/${saved.id}`, entry({ title: "Hijacked" }))).statusCode).toBe(404);
    expect((await stranger.delete(`/api/journal/entries/${saved.id}`)).statusCode).toBe(404);
    expect((await dad.get(`/api/journal/entries/${saved.id}`)).json().entry.title).toBe("Mine");
    expect((await stranger.get("/api/journal/entries")).json().entries).toEqual([]);
  });

  it("a son cannot edit or delete his dad's entry, even a shared one", async () => {
    const { dad, son } = await registerFamily(t);
    const shared = await write(dad, { title: "Shared", isShared: true });
    expect((await son.get(`/api/journal/entries/${shared.id}`)).statusCode).toBe(404);
    expect((await son.put(`/api/journal/entries/${shared.id}`, entry({ title: "Changed by son", isShared: true }))).statusCode).toBe(404);
    expect((await son.delete(`/api/journal/entries/${shared.id}`)).statusCode).toBe(404);
    expect((await dad.get(`/api/journal/entries/${shared.id}`)).json().entry.title).toBe("Shared");
  });

  it("refuses the signed-out (401) and admins (403)", async () => {
    const admin = await createGlobalAdmin(t);
    expect((await t.app.inject({ method: "GET", url: "/api/journal/entries" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/journal/export" })).statusCode).toBe(401);
    expect((await admin.get("/api/journal/entries")).statusCode).toBe(403);
    expect((await admin.get("/api/journal/shared")).statusCode).toBe(403);
    expect((await admin.post("/api/journal/entries", entry())).statusCode).toBe(403);
    expect(await entryCount(admin.id)).toBe(0);
  });

  it("an id anchor from someone else's journal pages nothing", async () => {
    const { dad } = await registerFamily(t);
    const stranger = await registerDad(t);
    await write(stranger);
    const theirs = await write(dad);
    expect((await stranger.get(`/api/journal/entries?before=${theirs.id}`)).json()).toEqual({ entries: [], nextBefore: null });
  });
});

describe("the Shared Journal: family only, read-only", () => {
  it("a son sees his dad's shared entries with his name, never the private ones", async () => {
    const { dad, son } = await registerFamily(t, { dadName: "John Carter", sonName: "Luke Carter" });
    const shared = await write(dad, { title: "For Luke", isShared: true });
    await write(dad, { title: "Just for me" });
    const response = await son.get("/api/journal/shared");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.entries).toHaveLength(1);
    expect(body.entries[0]).toMatchObject({ id: shared.id, title: "For Luke", isShared: true, author: { id: dad.id, fullName: "John Carter", role: "dad" } });
    expect((await son.get("/api/journal/entries")).json().entries).toEqual([]);
  });

  it("a dad sees his son's shared entries", async () => {
    const { dad, son } = await registerFamily(t, { sonName: "Luke Carter" });
    await write(son, { title: "Dad, read this", isShared: true });
    await write(son, { title: "Secret" });
    const titles = (await dad.get("/api/journal/shared"))
      .json()
      .entries.map((e: EntryBody & { author: { fullName: string } }) => `${e.title} by ${e.author.fullName}`);
    expect(titles).toEqual(["Dad, read this by Luke Carter"]);
  });

  it("an unrelated family sees neither shared nor private entries", async () => {
    const carters = await registerFamily(t);
    const others = await registerFamily(t);
    await write(carters.dad, { title: "Shared", isShared: true });
    await write(carters.son, { title: "Shared too", isShared: true });
    for (const outsider of [others.dad, others.son]) {
      expect((await outsider.get("/api/journal/shared")).json()).toEqual({ entries: [], nextBefore: null });
    }
  });

  it("unsharing an entry hides it from the family again", async () => {
    const { dad, son } = await registerFamily(t);
    const saved = await write(dad, { isShared: true });
    expect((await son.get("/api/journal/shared")).json().entries).toHaveLength(1);
    await dad.put(`/api/journal/entries/${saved.id}`, entry({ isShared: false }));
    expect((await son.get("/api/journal/shared")).json().entries).toHaveLength(0);
  });

  it("pages the shared entries too", async () => {
    const { dad, son } = await registerFamily(t);
    for (let i = 0; i < 3; i++) await write(dad, { title: `Shared ${i}`, isShared: true });
    const first = (await son.get("/api/journal/shared?limit=2")).json();
    expect(first.entries.map((e: EntryBody) => e.title)).toEqual(["Shared 2", "Shared 1"]);
    const second = (await son.get(`/api/journal/shared?limit=2&before=${first.nextBefore}`)).json();
    expect(second).toMatchObject({ entries: [{ title: "Shared 0" }], nextBefore: null });
  });
});

describe("bad input gets field messages and writes nothing", () => {
  let dad: Actor;
  beforeAll(async () => {
    ({ dad } = await registerFamily(t));
  });

  it.each([
    [{ title: "" }, "title", journalMessages.titleRequired],
    [{ title: "   " }, "title", journalMessages.titleRequired],
    [{ title: undefined }, "title", journalMessages.titleRequired],
    [{ title: "x".repeat(201) }, "title", journalMessages.titleTooLong],
    [{ content: "" }, "content", journalMessages.contentRequired],
    [{ content: undefined }, "content", journalMessages.contentRequired],
    [{ weekNumber: 0 }, "weekNumber", journalMessages.weekInvalid],
    [{ weekNumber: -2 }, "weekNumber", journalMessages.weekInvalid],
    [{ weekNumber: 1.5 }, "weekNumber", journalMessages.weekInvalid],
    [{ weekNumber: "3" }, "weekNumber", journalMessages.weekInvalid],
    [{ weekNumber: 5000 }, "weekNumber", journalMessages.weekTooLarge],
    [{ entryType: "prayer" }, "entryType", journalMessages.typeInvalid],
  ])("refuses %o", async (override, field, message) => {
    const response = await dad.post("/api/journal/entries", entry(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await entryCount(dad.id)).toBe(0);
    const [rows] = await t.db.select({ n: count() }).from(progress).where(eq(progress.userId, dad.id));
    expect(rows?.n).toBe(0);
  });

  it("refuses a bad edit and keeps the entry and its week's progress as they were", async () => {
    const saved = await write(dad, { title: "Kept", weekNumber: 2 });
    const response = await dad.put(`/api/journal/entries/${saved.id}`, { title: "", content: "x", weekNumber: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ title: journalMessages.titleRequired, weekNumber: journalMessages.weekInvalid });
    expect((await dad.get(`/api/journal/entries/${saved.id}`)).json().entry).toMatchObject({ title: "Kept", weekNumber: 2 });
    expect(await weekProgress(dad.id, 2)).toEqual({ devotional: true, challenge: false, journal: true });
  });

  it("refuses a non-numeric id and an unknown export format with 400", async () => {
    expect((await dad.get("/api/journal/entries/abc")).statusCode).toBe(400);
    expect((await dad.get("/api/journal/export?format=pdf")).statusCode).toBe(400);
  });
});

describe("progress follows the journal (docs/areas/journal.md)", () => {
  it("a reflection sets devotional and journal; a fitness entry adds the challenge", async () => {
    const { dad } = await registerFamily(t);
    expect(await weekProgress(dad.id, 2)).toBeNull();
    await write(dad, { weekNumber: 2, entryType: "reflection" });
    expect(await weekProgress(dad.id, 2)).toEqual({ devotional: true, challenge: false, journal: true });
    await write(dad, { weekNumber: 2, entryType: "fitness" });
    expect(await weekProgress(dad.id, 2)).toEqual({ devotional: true, challenge: true, journal: true });
  });

  it("a fitness entry alone sets challenge and journal but not devotional", async () => {
    const { son } = await registerFamily(t);
    await write(son, { weekNumber: 7, entryType: "fitness" });
    expect(await weekProgress(son.id, 7)).toEqual({ devotional: false, challenge: true, journal: true });
  });

  it("an 'other' entry creates no progress row, and an entry without a week touches no week", async () => {
    const { dad } = await registerFamily(t);
    await write(dad, { weekNumber: 3, entryType: "other" });
    await write(dad, { entryType: "reflection" });
    const [rows] = await t.db.select({ n: count() }).from(progress).where(eq(progress.userId, dad.id));
    expect(rows?.n).toBe(0);
  });

  it("keeps what a person ticked himself: a reflection never takes his challenge tick away", async () => {
    // The old rule recomputed every flag from the entries: the son's Fitness Challenge tick was gone after he
    // saved a reflection, and his dad's dashboard said "not yet".
    const { dad, son } = await registerFamily(t);
    expect((await son.put("/api/progress/1", { flag: "challenge", completed: true })).statusCode).toBe(200);
    const saved = await write(son, { weekNumber: 1, entryType: "reflection", content: "I did 14 push-ups" });
    expect(await weekProgress(son.id, 1)).toEqual({ devotional: true, challenge: true, journal: true });
    const seenByDad = (await dad.get("/api/dashboard?week=1")).json<{ family: { progress: Record<string, boolean> }[] }>().family;
    expect(seenByDad[0]?.progress).toEqual({ devotionalCompleted: true, challengeCompleted: true, journalCompleted: true });
    // Deleting the entry takes back only what the entry completed.
    await son.delete(`/api/journal/entries/${saved.id}`);
    expect(await weekProgress(son.id, 1)).toEqual({ devotional: false, challenge: true, journal: false });
  });

  it("records who completed each item, and a person's own tick outlives the entry that also completed it", async () => {
    const { dad } = await registerFamily(t);
    const saved = await write(dad, { weekNumber: 4, entryType: "reflection" });
    const sources = async () =>
      (
        await t.db
          .select({ devotional: progress.devotionalSource, challenge: progress.challengeSource, journal: progress.journalSource })
          .from(progress)
          .where(and(eq(progress.userId, dad.id), eq(progress.weekNumber, 4)))
      )[0];
    expect(await sources()).toEqual({ devotional: "journal", challenge: null, journal: "journal" });
    // He ticks the devotional himself too: now it is his, and the journal cannot clear it.
    await dad.put("/api/progress/4", { flag: "devotional", completed: true });
    expect(await sources()).toEqual({ devotional: "person", challenge: null, journal: "journal" });
    await dad.delete(`/api/journal/entries/${saved.id}`);
    expect(await weekProgress(dad.id, 4)).toEqual({ devotional: true, challenge: false, journal: false });
    expect(await sources()).toEqual({ devotional: "person", challenge: null, journal: null });
  });

  it("deleting the last reflection clears devotional and journal; the row stays", async () => {
    const { dad } = await registerFamily(t);
    const first = await write(dad, { weekNumber: 5 });
    const second = await write(dad, { weekNumber: 5 });
    await dad.delete(`/api/journal/entries/${first.id}`);
    expect(await weekProgress(dad.id, 5)).toEqual({ devotional: true, challenge: false, journal: true });
    await dad.delete(`/api/journal/entries/${second.id}`);
    expect(await weekProgress(dad.id, 5)).toEqual({ devotional: false, challenge: false, journal: false });
  });

  it("changing an entry's type moves the flag", async () => {
    const { dad } = await registerFamily(t);
    const saved = await write(dad, { weekNumber: 6, entryType: "reflection" });
    await dad.put(`/api/journal/entries/${saved.id}`, entry({ weekNumber: 6, entryType: "fitness" }));
    expect(await weekProgress(dad.id, 6)).toEqual({ devotional: false, challenge: true, journal: true });
  });

  it("moving an entry to another week recomputes both weeks", async () => {
    const { dad } = await registerFamily(t);
    const saved = await write(dad, { weekNumber: 8, entryType: "reflection" });
    await dad.put(`/api/journal/entries/${saved.id}`, entry({ weekNumber: 9, entryType: "reflection" }));
    expect(await weekProgress(dad.id, 8)).toEqual({ devotional: false, challenge: false, journal: false });
    expect(await weekProgress(dad.id, 9)).toEqual({ devotional: true, challenge: false, journal: true });
  });

  it("removing the week from an entry recomputes the week it left", async () => {
    const { dad } = await registerFamily(t);
    const saved = await write(dad, { weekNumber: 10, entryType: "fitness" });
    await dad.put(`/api/journal/entries/${saved.id}`, entry({ weekNumber: null, entryType: "fitness" }));
    expect(await weekProgress(dad.id, 10)).toEqual({ devotional: false, challenge: false, journal: false });
  });

  it("touches only the author's progress", async () => {
    const { dad, son } = await registerFamily(t);
    await write(dad, { weekNumber: 11, isShared: true });
    expect(await weekProgress(son.id, 11)).toBeNull();
  });

  it("concurrent entries in one week all count (both requests held at the week's progress row)", async () => {
    // Deterministic: the test holds the week's progress row, so a reflection and a fitness entry have both been
    // written and wait to record progress at the same time. With the week lock (lockUserWeek) the second waits
    // for the first and recomputes from both entries; without it each recomputes from its own entry only and the
    // last writer wins — every round (RACE_ROUNDS=20: 20 of 20).
    const outcomes: string[] = [];
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const { dad } = await registerFamily(t);
      // The week's row exists (a plain toggle, switched back off), so the test can hold it.
      expect((await dad.put("/api/progress/12", { flag: "devotional", completed: true })).statusCode).toBe(200);
      expect((await dad.put("/api/progress/12", { flag: "devotional", completed: false })).statusCode).toBe(200);
      const held = await holdLocks(t.databaseUrl, "select 1 from progress where user_id = $1 and week_number = 12 for update", [dad.id]);
      const pending = Promise.all(["reflection", "fitness"].map((entryType) => dad.post("/api/journal/entries", entry({ weekNumber: 12, entryType }))));
      await held.waitForBlocked(2);
      await held.release();
      const responses = await pending;
      outcomes.push(`${responses.map((r) => r.statusCode).join("/")} ${JSON.stringify(await weekProgress(dad.id, 12))}`);
    }
    const right = `201/201 ${JSON.stringify({ devotional: true, challenge: true, journal: true })}`;
    expect(
      outcomes.filter((outcome) => outcome !== right),
      `wrong in ${outcomes.length} rounds`,
    ).toEqual([]);
  });

  describe("when the progress write fails, the entry change is undone", () => {
    beforeAll(async () => {
      // A database-level failure for week 777 only: proves the entry and its progress commit together.
      await t.db.execute(sql`create function journal_test_fail_progress() returns trigger language plpgsql as $$
        begin if new.week_number = 777 then raise exception 'progress write refused for the test'; end if; return new; end $$`);
      await t.db.execute(sql`create trigger journal_test_fail_progress before insert or update on progress
        for each row execute function journal_test_fail_progress()`);
    });

    it("a new entry is not saved", async () => {
      const { dad } = await registerFamily(t);
      const response = await dad.post("/api/journal/entries", entry({ weekNumber: 777 }));
      expect(response.statusCode).toBe(500);
      expect(await entryCount(dad.id)).toBe(0);
    });

    it("a moved entry stays where it was, and its old week keeps its flags", async () => {
      const { dad } = await registerFamily(t);
      const saved = await write(dad, { title: "Stays", weekNumber: 13 });
      const response = await dad.put(`/api/journal/entries/${saved.id}`, entry({ title: "Moved", weekNumber: 777 }));
      expect(response.statusCode).toBe(500);
      expect((await dad.get(`/api/journal/entries/${saved.id}`)).json().entry).toMatchObject({ title: "Stays", weekNumber: 13 });
      expect(await weekProgress(dad.id, 13)).toEqual({ devotional: true, challenge: false, journal: true });
    });
  });
});

describe("downloading one's own journal", () => {
  it("gives a JSON file of every own entry, and nothing of the family's", async () => {
    const { dad, son } = await registerFamily(t, { dadName: "John Carter" });
    await write(dad, { title: "Older", weekNumber: 1 });
    await write(dad, { title: "Newer", entryType: "fitness", isShared: true });
    await write(son, { title: "Son's shared", isShared: true });
    const response = await dad.get("/api/journal/export?format=json");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="strongbond-journal-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = JSON.parse(response.body);
    expect(body.owner).toEqual({ fullName: "John Carter", email: dad.email });
    expect(body.entries.map((e: { title: string; visibility: string }) => `${e.title} (${e.visibility})`)).toEqual([
      "Newer (shared with family)",
      "Older (private)",
    ]);
  });

  it("gives a Markdown file with each entry's heading, type, week and text", async () => {
    const { dad } = await registerFamily(t);
    await write(dad, { title: "Push-ups", content: "Did 20 push-ups.", entryType: "fitness", weekNumber: 3 });
    const response = await dad.get("/api/journal/export?format=md");
    expect(response.headers["content-type"]).toContain("text/markdown");
    expect(response.headers["content-disposition"]).toMatch(/filename="strongbond-journal-[\d-]+\.md"/);
    expect(response.body).toContain("## Push-ups");
    expect(response.body).toMatch(/_Fitness Log · Week 3 · Written [\d-]+ · Private_/);
    expect(response.body).toContain("Did 20 push-ups.");
  });
});
