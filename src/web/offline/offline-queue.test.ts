// The writes kept on the phone with no network and sent when it is back.
import { describe, expect, it, vi } from "vitest";
import { placeholderProgress } from "../../shared/progress-flags.ts";
import {
  clearWrites,
  memoryQueueStore,
  pendingWrites,
  queueJournalEntry,
  queueProgress,
  replayWrites,
  withPendingTicks,
  type QueuedWrite,
  type SendOutcome,
} from "./offline-queue.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

describe("the offline queue", () => {
  it("keeps the last tick of a box (a tick and an untick made offline send one write), per person", async () => {
    const store = memoryQueueStore();
    await queueProgress(store, "dad", 2, "devotional", true, at(1));
    await queueProgress(store, "dad", 2, "devotional", false, at(2));
    await queueProgress(store, "dad", 2, "challenge", true, at(3));
    await queueProgress(store, "son", 2, "devotional", true, at(4));
    const dads = await pendingWrites(store, "dad");
    expect(dads.map((w) => (w.kind === "progress" ? [w.flag, w.completed] : null))).toEqual([
      ["devotional", false],
      ["challenge", true],
    ]);
    expect(await pendingWrites(store, "son")).toHaveLength(1);
  });

  it("replays in the order made, removing each write sent; the replay stops and keeps the rest when the network fails again", async () => {
    const store = memoryQueueStore();
    await queueProgress(store, "dad", 1, "devotional", true, at(1));
    await queueJournalEntry(store, "dad", { title: "Camp", content: "We prayed by the fire." }, at(2));
    await queueProgress(store, "dad", 1, "challenge", true, at(3));
    const sent: string[] = [];
    const outcomes: SendOutcome[] = ["sent", "stop"];
    const send = vi.fn(async (write: QueuedWrite) => {
      sent.push(write.kind);
      return outcomes.shift() ?? "sent";
    });
    expect(await replayWrites(store, "dad", send)).toEqual({ sent: 1, dropped: 0, remaining: 2 });
    expect(sent).toEqual(["progress", "journal"]);
    // Back again: the journal entry first, then the tick; nothing is sent twice.
    expect(await replayWrites(store, "dad", send)).toEqual({ sent: 2, dropped: 0, remaining: 0 });
    expect(sent).toEqual(["progress", "journal", "journal", "progress"]);
    expect(await pendingWrites(store, "dad")).toEqual([]);
  });

  it("drops a write the server refuses for good, and never sends another person's writes", async () => {
    const store = memoryQueueStore();
    await queueProgress(store, "son", 9, "journal", true, at(1));
    await queueProgress(store, "dad", 1, "devotional", true, at(2));
    const send = vi.fn(async () => "drop" as const);
    expect(await replayWrites(store, "dad", send)).toEqual({ sent: 0, dropped: 1, remaining: 0 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await pendingWrites(store, "son")).toHaveLength(1);
  });

  it("runs one replay at a time (a second call while one runs gets the same result)", async () => {
    const store = memoryQueueStore();
    await queueProgress(store, "dad", 1, "devotional", true, at(1));
    let release!: () => void;
    const send = vi.fn(() => new Promise<SendOutcome>((resolve) => (release = () => resolve("sent"))));
    const first = replayWrites(store, "dad", send);
    const second = replayWrites(store, "dad", send);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release();
    expect(await first).toEqual(await second);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("stamps a journal entry with the moment it was written (the server's key against duplicates)", async () => {
    const store = memoryQueueStore();
    const write = await queueJournalEntry(store, "son", { title: "Run", content: "Two laps!", weekNumber: 3 }, at(7));
    expect(write.kind === "journal" && write.entry.writtenAt).toBe(at(7).toISOString());
  });

  it("shows a week's unsent ticks over the server's progress (no silent revert after a reload)", async () => {
    const store = memoryQueueStore();
    await queueProgress(store, "dad", 4, "challenge", true, at(1));
    await queueProgress(store, "dad", 5, "devotional", true, at(2));
    const writes = await pendingWrites(store, "dad");
    expect(withPendingTicks(placeholderProgress(4), writes)).toMatchObject({ challengeCompleted: true, devotionalCompleted: false });
  });

  it("clears a person's writes at sign-out, not another's", async () => {
    const store = memoryQueueStore();
    await queueProgress(store, "dad", 1, "devotional", true, at(1));
    await queueProgress(store, "son", 1, "devotional", true, at(2));
    await clearWrites(store, "dad");
    expect(await pendingWrites(store, "dad")).toEqual([]);
    expect(await pendingWrites(store, "son")).toHaveLength(1);
  });
});
