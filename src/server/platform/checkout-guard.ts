// A pooled connection checked out and then lost with its PostgreSQL backend is given back to the pool after a
// grace period if its holder never does. Drizzle's transaction (drizzle-orm 0.45, node-postgres session) checks a
// client out and sends `begin` before its try/finally: when PostgreSQL dies right then, the client is never
// released, the pool keeps counting it, and each restart under write traffic left the pool one connection smaller
// for good (and made pool.end() wait forever at shutdown).
import type pg from "pg";

/** How long a holder keeps a dead connection before the pool takes it back (a live holder's statement fails at once). */
export const DEAD_CHECKOUT_GRACE_MS = 10_000;

/**
 * Wraps `pool.connect()` (the promise form Drizzle and our code use; pool.query's own checkouts release themselves):
 * each checkout's release works once (a second call is ignored instead of throwing), and a checkout whose connection
 * errors or ends is released with that error after `graceMs` unless its holder did it first.
 */
export function guardCheckouts(pool: pg.Pool, options: { graceMs?: number; onReclaimed?: (error: Error) => void } = {}): void {
  const graceMs = options.graceMs ?? DEAD_CHECKOUT_GRACE_MS;
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  const guarded = (callback?: unknown): unknown => {
    if (typeof callback === "function") return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      guard(client);
      return client;
    });
  };
  (pool as unknown as { connect: typeof guarded }).connect = guarded;

  function guard(client: pg.PoolClient): void {
    const release = client.release.bind(client);
    let released = false;
    let timer: NodeJS.Timeout | undefined;
    const lost = (error?: Error) => {
      if (released || timer) return;
      timer = setTimeout(() => {
        if (released) return;
        const cause = error ?? new Error("connection ended while checked out");
        options.onReclaimed?.(cause);
        client.release(cause);
      }, graceMs);
      timer.unref();
    };
    const onError = (error: Error) => lost(error);
    const onEnd = () => lost();
    client.on("error", onError);
    client.on("end", onEnd);
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      client.off("error", onError);
      client.off("end", onEnd);
      release(error);
    };
  }
}
