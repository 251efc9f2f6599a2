// Ticks and journal entries made with no network, kept on the phone (IndexedDB) and sent when it is back.
// Each write belongs to the person who made it and is replayed only while that person is signed in;
// sign-out deletes that person's writes. Replaying twice creates nothing twice: a tick sets a value (PUT), and a
// journal entry carries the moment it was written (`writtenAt`), which the server treats as the entry's identity.
import { progressField, type ProgressFlag } from "../../shared/progress-flags.ts";
import type { TProgress } from "../../shared/schemas/progress.ts";
import type { TJournalEntryRequest } from "../../shared/schemas/journal.ts";

export type QueuedWrite =
  | { id: string; owner: string; savedAt: string; kind: "progress"; week: number; flag: ProgressFlag; completed: boolean }
  | { id: string; owner: string; savedAt: string; kind: "journal"; entry: TJournalEntryRequest & { writtenAt: string } };

/** Where the writes are kept: IndexedDB in the browser, memory in tests. */
export interface QueueStore {
  all(): Promise<QueuedWrite[]>;
  put(write: QueuedWrite): Promise<void>;
  delete(id: string): Promise<void>;
}

/** What sending one write came to: sent (or already there), refused for good (dropped), or not now (stop, keep it). */
export type SendOutcome = "sent" | "drop" | "stop";

const listeners = new Set<() => void>();

/** Called after every change to the queue (the offline notice counts the writes waiting). */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

function newId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The owner's writes, oldest first. */
export async function pendingWrites(store: QueueStore, owner: string): Promise<QueuedWrite[]> {
  return (await store.all()).filter((write) => write.owner === owner).sort((a, b) => a.savedAt.localeCompare(b.savedAt) || a.id.localeCompare(b.id));
}

/** A tick kept for later; a later tick of the same box replaces it (the last one is what the person meant). */
export async function queueProgress(store: QueueStore, owner: string, week: number, flag: ProgressFlag, completed: boolean, now = new Date()): Promise<void> {
  for (const write of await pendingWrites(store, owner)) {
    if (write.kind === "progress" && write.week === week && write.flag === flag) await store.delete(write.id);
  }
  await store.put({ id: newId(), owner, savedAt: now.toISOString(), kind: "progress", week, flag, completed });
  changed();
}

/** A journal entry kept for later, stamped with the moment it was written. */
export async function queueJournalEntry(store: QueueStore, owner: string, entry: TJournalEntryRequest, now = new Date()): Promise<QueuedWrite> {
  const write: QueuedWrite = { id: newId(), owner, savedAt: now.toISOString(), kind: "journal", entry: { ...entry, writtenAt: now.toISOString() } };
  await store.put(write);
  changed();
  return write;
}

/** Sign-out: the person's unsent writes leave the phone with him. */
export async function clearWrites(store: QueueStore, owner: string): Promise<void> {
  for (const write of await pendingWrites(store, owner)) await store.delete(write.id);
  changed();
}

let replaying: Promise<ReplayResult> | null = null;

export interface ReplayResult {
  sent: number;
  dropped: number;
  remaining: number;
}

/**
 * Sends the owner's writes in the order they were made. A write the server took (or already had) or refused for good
 * leaves the queue; at the first one that cannot go now (no network, signed out, server busy) the replay stops and
 * keeps it and the rest, in order. One replay at a time.
 */
export function replayWrites(store: QueueStore, owner: string, send: (write: QueuedWrite) => Promise<SendOutcome>): Promise<ReplayResult> {
  if (replaying) return replaying;
  const run = async (): Promise<ReplayResult> => {
    const result: ReplayResult = { sent: 0, dropped: 0, remaining: 0 };
    const writes = await pendingWrites(store, owner);
    for (const [index, write] of writes.entries()) {
      const outcome = await send(write);
      if (outcome === "stop") {
        result.remaining = writes.length - index;
        break;
      }
      await store.delete(write.id);
      if (outcome === "sent") result.sent += 1;
      else result.dropped += 1;
      changed();
    }
    return result;
  };
  replaying = run().finally(() => {
    replaying = null;
  });
  return replaying;
}

/** A store in memory (tests, and browsers without IndexedDB: the writes then last as long as the page). */
export function memoryQueueStore(): QueueStore {
  const writes = new Map<string, QueuedWrite>();
  return {
    all: () => Promise.resolve([...writes.values()].map((write) => structuredClone(write))),
    put: (write) => {
      writes.set(write.id, structuredClone(write));
      return Promise.resolve();
    },
    delete: (id) => {
      writes.delete(id);
      return Promise.resolve();
    },
  };
}

const DB_NAME = "strongbond-offline";
const STORE = "writes";

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
  });
}

/** The writes in IndexedDB (database strongbond-offline, store writes). */
export function indexedDbQueueStore(): QueueStore {
  let database: Promise<IDBDatabase> | null = null;
  const open = () => {
    database ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("IndexedDB open failed"));
    });
    return database;
  };
  const withStore = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    return promised(action(db.transaction(STORE, mode).objectStore(STORE)));
  };
  return {
    all: () => withStore("readonly", (store) => store.getAll() as IDBRequest<QueuedWrite[]>),
    put: async (write) => {
      await withStore("readwrite", (store) => store.put(write));
    },
    delete: async (id) => {
      await withStore("readwrite", (store) => store.delete(id));
    },
  };
}

let sharedStore: QueueStore | null = null;

/** The app's queue: IndexedDB where the browser has it. */
export function queueStore(): QueueStore {
  sharedStore ??= typeof indexedDB === "undefined" ? memoryQueueStore() : indexedDbQueueStore();
  return sharedStore;
}

/** A week's progress with the ticks still waiting on the phone applied (they are what the person sees). */
export function withPendingTicks(progress: TProgress, writes: readonly QueuedWrite[]): TProgress {
  let result = progress;
  for (const write of writes) {
    if (write.kind === "progress" && write.week === progress.weekNumber) result = { ...result, [progressField(write.flag)]: write.completed };
  }
  return result;
}

/** A week's answer as the signed-in person sees it: the server's (or the phone's copy), plus his unsent ticks. */
export async function viewWithPendingTicks<T extends { progress: TProgress }>(view: T, owner: string | null): Promise<T> {
  if (!owner) return view;
  const writes = await pendingWrites(queueStore(), owner).catch(() => []);
  return writes.length === 0 ? view : { ...view, progress: withPendingTicks(view.progress, writes) };
}
