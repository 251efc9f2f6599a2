// Counts SQL round trips: wraps the pool's query() (Drizzle and Better Auth both go through it).
import type { Database } from "../../src/server/db/client.ts";

export interface QueryCounter {
  /** Runs fn and returns how many queries the pool sent while it ran. */
  count(fn: () => Promise<unknown>): Promise<number>;
  restore(): void;
}

export function countQueries(db: Database): QueryCounter {
  const pool = db.$client;
  const original = pool.query;
  let counter = 0;
  const wrapped = function (this: typeof pool, ...args: unknown[]) {
    counter += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pool.query = wrapped as typeof pool.query;
  return {
    async count(fn) {
      const before = counter;
      await fn();
      return counter - before;
    },
    restore() {
      pool.query = original;
    },
  };
}
