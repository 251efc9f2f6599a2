// One LISTEN connection per process for the database's change announcements (triggers that NOTIFY, installed by
// migrateDatabase): caches subscribe to a channel and drop what a change touched, on EVERY process. While the
// connection is down the feed says it is not listening (caches then keep nothing) and it reconnects every second;
// on each (re)connection every subscriber is told to drop everything, since announcements may have been missed.
import pg from "pg";
import type { Logger } from "pino";

/** The feed's connection as pg_stat_activity names it. */
export const CHANGE_FEED_APPLICATION_NAME = "strongbond change feed";

/** What a subscriber receives: the payload of one announcement, or null for "anything may have changed". */
export type ChangeListener = (payload: string | null) => void;

export interface ChangeFeed {
  /** True while announcements are being received; a cache must not keep anything otherwise. */
  listening(): boolean;
  /** Counter bumped by every announcement and reconnection: read it before a database read, compare after. */
  generation(): number;
  subscribe(channel: string, listener: ChangeListener): void;
  /**
   * Resolves once every announcement committed before the call has been delivered here: a write request awaits it
   * before answering, so the same process never serves what that write changed.
   */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

/** A feed that never listens (caches off): every read goes to the database. */
export const silentChangeFeed: ChangeFeed = {
  listening: () => false,
  generation: () => 0,
  subscribe: () => {},
  barrier: async () => {},
  close: async () => {},
};

export async function startChangeFeed(options: { connection: pg.ClientConfig; channels: readonly string[]; logger: Logger }): Promise<ChangeFeed> {
  const listeners = new Map<string, ChangeListener[]>();
  let generation = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const announceAll = () => {
    generation++;
    for (const list of listeners.values()) for (const listener of list) listener(null);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...options.connection, application_name: CHANGE_FEED_APPLICATION_NAME });
    next.on("notification", (message) => {
      generation++;
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? null);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      listening = false;
      client = null;
      announceAll();
      next.end().catch(() => {});
      if (closed) return;
      options.logger.warn({ err: error }, "change feed: listening connection lost, caches keep nothing until it is back");
      retry = setTimeout(() => void connect().catch(() => lost()), 1000);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    client = next;
    try {
      await next.connect();
      for (const channel of options.channels) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (client === next && !closed) {
        announceAll();
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
    options.logger.warn({ err: error }, "change feed: could not listen, retrying in the background");
  }

  return {
    listening: () => listening,
    generation: () => generation,
    subscribe(channel, listener) {
      if (!options.channels.includes(channel)) throw new Error(`change feed: not listening on ${channel}`);
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
    async barrier() {
      const current = client;
      if (!listening || !current) return;
      // Notifications reach this connection before the answer to a later query on it.
      await current.query("select 1").catch(() => announceAll());
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const current = client;
      client = null;
      announceAll();
      await current?.end().catch(() => {});
    },
  };
}
