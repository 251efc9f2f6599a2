// A short-lived in-process cache of viewers by session token (CACHED_ANSWERS.viewer), emptied for a user on EVERY
// process as soon as the database announces a change (VIEWER_CHANNEL on the process's change feed; the triggers
// are generated from ANNOUNCING_TABLES, cached-answers.ts). While the feed's connection is down nothing is cached,
// so a missed announcement can never serve a revoked session. Bounded by lru-cache (least recently used first).
import { LRUCache } from "lru-cache";
import { CACHED_ANSWERS, VIEWER_CHANNEL } from "./cached-answers.ts";
import type { ChangeFeed } from "./change-feed.ts";

export interface CachedViewer<V> {
  viewer: V;
  userId: string;
  /** A son's dad: the dad's plan is the son's, so a change to the dad empties the son's entries too. */
  familyDadId: string | null;
  /** The session's expiry and creation (epoch ms), checked on every hit. */
  expiresAt: number;
  createdAt: number;
  /** When this entry stops being used even without an announcement (epoch ms). */
  staleAt: number;
}

export interface ViewerCache<V> {
  get(token: string, now: number): CachedViewer<V> | undefined;
  /** Counter bumped by every invalidation: read it before a database read, hand it to set(). */
  generation(): number;
  /** Keeps the entry unless an invalidation arrived since `generation` was read (the row may be older). */
  set(token: string, entry: Omit<CachedViewer<V>, "staleAt">, generation: number, now: number): void;
  delete(token: string): void;
  /**
   * Resolves once every announcement committed before the call has been applied here: a write request
   * awaits it before answering, so the same process never serves what that write revoked.
   */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

export interface ViewerCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
}

/** A cache that never holds anything (VIEWER_CACHE=0): every request reads the database. */
export function disabledViewerCache<V>(): ViewerCache<V> {
  return { get: () => undefined, generation: () => 0, set: () => {}, delete: () => {}, barrier: async () => {}, close: async () => {} };
}

/**
 * Viewers by token on the process's change feed (change-feed.ts, which LISTENs on VIEWER_CHANNEL among others):
 * an announcement of a user drops his entries and his sons'; a reconnection drops everything; while the feed is
 * not listening nothing is kept or served.
 */
export function createViewerCache<V>(feed: ChangeFeed, options: ViewerCacheOptions = {}): ViewerCache<V> {
  const ttlMs = options.ttlMs ?? CACHED_ANSWERS.viewer.ttlMs;
  const entries = new LRUCache<string, CachedViewer<V>>({ max: options.maxEntries ?? CACHED_ANSWERS.viewer.max });
  // Bumped by the viewer's announcements only, so other channels' traffic never stops a viewer from being kept.
  let generation = 0;

  feed.subscribe(VIEWER_CHANNEL, (userId) => {
    generation++;
    if (userId === null) return entries.clear();
    const gone: string[] = [];
    for (const [token, entry] of entries.entries()) {
      if (entry.userId === userId || entry.familyDadId === userId) gone.push(token);
    }
    for (const token of gone) entries.delete(token);
  });

  return {
    get(token, now) {
      if (!feed.listening()) return undefined;
      const entry = entries.get(token);
      if (entry && entry.staleAt <= now) {
        entries.delete(token);
        return undefined;
      }
      return entry;
    },
    generation: () => generation,
    set(token, entry, seen, now) {
      if (!feed.listening() || seen !== generation) return;
      entries.set(token, { ...entry, staleAt: now + ttlMs });
    },
    delete(token) {
      entries.delete(token);
    },
    barrier: () => feed.barrier(),
    // The feed is the app's; it closes it.
    close: async () => entries.clear(),
  };
}
