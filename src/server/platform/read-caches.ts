// The read caches of the hottest answers (the dashboard, a week's content and progress, the family, the journal, the
// marketplace and group lists; each declared in CACHED_ANSWERS, cached-answers.ts), kept per database handle and
// emptied through the change feed. Triggers announce on DATA_CHANNEL "user:<id>",
// "group:<id>" or "content" for whatever these answers read; the viewer's own announcements (VIEWER_CHANNEL: sessions,
// accounts, profiles, staff places, family links) count as "user:<id>" too. A transaction handle has no caches:
// reads inside a transaction always go to the database.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Queryable } from "../db/client.ts";
import { DATA_CHANNEL, silentReads, userName, VIEWER_CHANNEL, type CachedAnswer } from "./cached-answers.ts";
import type { ChangeFeed } from "./change-feed.ts";
import { createDependentCache, type DependentCache } from "./dependent-cache.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any key parts: only name, max and ttl are used here
type AnyAnswer = CachedAnswer<any>;

export interface ReadCaches {
  /** The cache of one declared answer. */
  get<V>(answer: AnyAnswer): DependentCache<V>;
  /** Resolves once this process has applied every announcement made before the call (the change feed's barrier). */
  settled(): Promise<void>;
}

const cachesByDatabase = new WeakMap<object, ReadCaches>();

/** Builds the caches for `db` on `feed`; every module reading through `readCachesOf(db)` then uses them. */
export function attachReadCaches(db: Queryable, feed: ChangeFeed, options: { ttlMs?: number; maxEntries?: number } = {}): ReadCaches {
  // An answer reading a table that announces nothing could be served stale for ever: refuse to start with one.
  const silent = silentReads();
  if (silent.length > 0) throw new Error(`cached answers read tables that announce nothing: ${silent.map((s) => `${s.answer} reads ${s.table}`).join(", ")}`);
  const byAnswer = new Map<string, DependentCache<unknown>>();
  const invalidate = (name: string | null) => {
    for (const cache of byAnswer.values()) cache.invalidate(name);
  };
  feed.subscribe(DATA_CHANNEL, invalidate);
  feed.subscribe(VIEWER_CHANNEL, (payload) => invalidate(payload === null ? null : userName(payload)));
  const caches: ReadCaches = {
    get<V>(answer: AnyAnswer) {
      let cache = byAnswer.get(answer.name);
      if (!cache) {
        cache = createDependentCache<unknown>(feed, {
          ttlMs: options.ttlMs ?? answer.ttlMs,
          maxEntries: options.maxEntries ?? answer.max,
          maxSize: answer.maxBytes,
          sizeOf: answer.sizeOf,
        });
        byAnswer.set(answer.name, cache);
      }
      return cache as DependentCache<V>;
    },
    settled: () => feed.barrier(),
  };
  cachesByDatabase.set(db, caches);
  return caches;
}

/**
 * For a write made while answering a read (a GET that takes a sponsored seat): resolves once this process's caches
 * have dropped what the write announced, as the write barrier does for a write method's answer (viewer.ts), so the
 * next request here reads afresh. Nothing to wait for without caches.
 */
export async function announcementsApplied(db: Queryable): Promise<void> {
  await readCachesOf(db)?.settled();
}

/** The caches attached to this handle, or none (a transaction, a script, caches off). */
export function readCachesOf(db: Queryable): ReadCaches | undefined {
  return cachesByDatabase.get(db);
}

/**
 * The answer from the handle's cache of `answer` under `key` (made with `answer.key(...)`), or read (then kept until
 * a name `dependsOn` gives for it is announced). Without caches (a transaction, READ_CACHE=0) it simply reads. The
 * key must hold everything of the viewer the read depends on; the names, everything the database could change under
 * it; `answer.reads`, every table the read touches.
 */
export async function readThrough<V>(
  db: Queryable,
  answer: AnyAnswer,
  key: string,
  read: () => Promise<V>,
  dependsOn: (value: V) => readonly string[],
): Promise<V> {
  const cache = readCachesOf(db)?.get<V>(answer);
  if (!cache) return auditedRead(answer, read);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const generation = cache.generation();
  const value = await auditedRead(answer, read);
  cache.set(key, value, dependsOn(value), generation);
  return value;
}

/**
 * `readThrough` of a list that is one user's own (his family, his groups): kept under his id until he or one of the
 * listed rows (`nameOf` each) announces a change.
 */
export function readUsersList<V>(
  db: Queryable,
  answer: CachedAnswer<[userId: string]>,
  userId: string,
  read: (db: Queryable, userId: string) => Promise<V[]>,
  nameOf: (item: V) => string,
): Promise<V[]> {
  return readThrough(
    db,
    answer,
    answer.key(userId),
    () => read(db, userId),
    (items) => [userName(userId), ...items.map(nameOf)],
  );
}

export function detachReadCaches(db: Queryable): void {
  cachesByDatabase.delete(db);
}

// The read audit (cached-answers.test.ts): while a test has it on, every statement a cached answer's read sends is
// recorded under the answer's name, so the test can hold the tables it touched against the declaration. Off, it
// costs one comparison per read.
const reading = new AsyncLocalStorage<string>();
let auditOn = false;

/** Runs `read` as a read of `answer` (the statements it sends are the answer's, for the audit). */
export function auditedRead<T>(answer: AnyAnswer, read: () => Promise<T>): Promise<T> {
  return auditOn ? reading.run(answer.name, read) : read();
}

/** The answer whose read is running here, while the audit is on (undefined otherwise). */
export function answerBeingRead(): string | undefined {
  return auditOn ? reading.getStore() : undefined;
}

export function setReadAudit(on: boolean): void {
  auditOn = on;
}
