// Entries written with no network and sent later by the phone's queue: dated when written, and sent
// twice (an answer lost on the way back, two tabs replaying at once) they are saved once.
import { describe, expect, it } from "vitest";
import { journalMessages } from "../../../shared/schemas/journal.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { journalEntryCount } from "../../../../tests/support/row-counts.ts";
import { registerFamily } from "../../../../tests/support/actors.ts";

const t = testAppForFile();

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const entry = (writtenAt: string, override: Record<string, unknown> = {}) => ({
  title: "Written in the car",
  content: "No signal on the way to the lake, but we talked about Joshua.",
  weekNumber: 2,
  entryType: "reflection",
  writtenAt,
  ...override,
});

describe("an entry written offline and sent when the phone is back online", () => {
  it("is dated when it was written, and the same entry sent again is answered with the one saved (200), not a second", async () => {
    const { dad } = await registerFamily(t);
    const writtenAt = hoursAgo(3);
    const first = await dad.post("/api/journal/entries", entry(writtenAt));
    expect(first.statusCode, first.body).toBe(201);
    const again = await dad.post("/api/journal/entries", entry(writtenAt));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().entry.id).toBe(first.json().entry.id);
    expect(new Date(first.json().entry.createdAt).toISOString()).toBe(writtenAt);
    expect(await journalEntryCount(t.db, dad.id)).toBe(1);
    // The reflection still counts for its week (written through the same transaction as any entry).
    const week = (await dad.post("/api/weeks/2/open", {})).json();
    expect(week.progress.journalCompleted).toBe(true);
  });

  it("saves one entry when the same entry is sent twice at once", async () => {
    const { son } = await registerFamily(t);
    const writtenAt = hoursAgo(1);
    const answers = await Promise.all([son.post("/api/journal/entries", entry(writtenAt)), son.post("/api/journal/entries", entry(writtenAt))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await journalEntryCount(t.db, son.id)).toBe(1);
  });

  it("keeps two different entries written at different moments, and another person's identical entry is his own", async () => {
    const { dad, son } = await registerFamily(t);
    const writtenAt = hoursAgo(2);
    expect((await dad.post("/api/journal/entries", entry(writtenAt))).statusCode).toBe(201);
    expect((await dad.post("/api/journal/entries", entry(hoursAgo(1)))).statusCode).toBe(201);
    expect((await dad.post("/api/journal/entries", entry(writtenAt, { content: "Something else" }))).statusCode).toBe(201);
    expect((await son.post("/api/journal/entries", entry(writtenAt))).statusCode).toBe(201);
    expect(await journalEntryCount(t.db, dad.id)).toBe(3);
    expect(await journalEntryCount(t.db, son.id)).toBe(1);
  });

  it("refuses a moment in the future or more than 30 days ago, or not a time, with a field message and nothing saved", async () => {
    const { dad } = await registerFamily(t);
    for (const writtenAt of [new Date(Date.now() + 3_600_000).toISOString(), hoursAgo(31 * 24), "yesterday"]) {
      const response = await dad.post("/api/journal/entries", entry(writtenAt));
      expect(response.statusCode, writtenAt).toBe(400);
      expect(response.json().error.fields.writtenAt).toBe(journalMessages.writtenAtInvalid);
    }
    expect(await journalEntryCount(t.db, dad.id)).toBe(0);
  });

  it("is refused signed out", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/journal/entries", payload: entry(hoursAgo(1)) });
    expect(response.statusCode).toBe(401);
  });
});
