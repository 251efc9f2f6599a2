// A short-lived in-process cache of viewers by session token, emptied for a user on EVERY process as soon as the
// database announces a change (LISTEN on VIEWER_CHANNEL; triggers send it, see viewer.queries.ts). While the
// listening connection is down nothing is cached, so a missed announcement can never serve a revoked session.
import pg from "pg";
import type { Logger } from "pino";
import { VIEWER_CHANNEL } from "./viewer.queries.ts";

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
  /** A client config for the listening connection (the pool's own). */
  connection: pg.ClientConfig;
  logger: Logger;
  ttlMs?: number;
  maxEntries?: number;
}

/** A cache that never holds anything (VIEWER_CACHE=0): every request reads the database. */
export function disabledViewerCache<V>(): ViewerCache<V> {
  return { get: () => undefined, generation: () => 0, set: () => {}, delete: () => {}, barrier: async () => {}, close: async () => {} };
}

export async function startViewerCache<V>(options: ViewerCacheOptions): Promise<ViewerCache<V>> {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 20_000;
  const entries = new Map<string, CachedViewer<V>>();
  let generation = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const invalidate = (userId: string | null) => {
    generation++;
    if (userId === null) return entries.clear();
    for (const [token, entry] of entries) {
      if (entry.userId === userId || entry.familyDadId === userId) entries.delete(token);
    }
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client(options.connection);
    next.on("notification", (message) => {
      if (message.channel === VIEWER_CHANNEL) invalidate(message.payload ?? null);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      listening = false;
      client = null;
      invalidate(null);
      next.end().catch(() => {});
      if (closed) return;
      options.logger.warn({ err: error }, "viewer cache: listening connection lost, not caching until it is back");
      retry = setTimeout(() => void connect().catch(() => lost()), 1000);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${VIEWER_CHANNEL}`);
      if (client === next && !closed) {
        invalidate(null);
        listening = true;
      }
    } catch (error) {
      lost(error as Error);
      throw error;
    }
  };

  try {
    await connect();
  } catch (error) {
    options.logger.warn({ err: error }, "viewer cache: could not listen, retrying in the background");
  }

  return {
    get(token, now) {
      if (!listening) return undefined;
      const entry = entries.get(token);
      if (entry && entry.staleAt <= now) {
        entries.delete(token);
        return undefined;
      }
      return entry;
    },
    generation: () => generation,
    set(token, entry, seen, now) {
      if (!listening || seen !== generation) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, { ...entry, staleAt: now + ttlMs });
    },
    delete(token) {
      entries.delete(token);
    },
    async barrier() {
      const current = client;
      if (!listening || !current) return;
      // Notifications reach this connection before the answer to a later query on it.
      await current.query("select 1").catch(() => invalidate(null));
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      entries.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
