// Makes a race deterministic: the test takes row locks in its own transaction, fires the concurrent
// requests, waits until PostgreSQL shows them all blocked on a lock (so they truly overlap, whatever the
// machine's speed), then releases. Code without its own lock then interleaves every time, not 1 time in 16.
import pg from "pg";

export interface HeldLocks {
  /** Resolves once `count` other sessions of this database wait on a lock (fails after `timeoutMs`). */
  waitForBlocked(count: number, timeoutMs?: number): Promise<void>;
  /** Ends the test's transaction: the blocked requests go on. */
  release(): Promise<void>;
}

/** Opens a transaction on `databaseUrl` and runs `lockSql` (e.g. `select … for update`) inside it. */
export async function holdLocks(databaseUrl: string, lockSql: string, params: unknown[] = []): Promise<HeldLocks> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("begin");
  await client.query(lockSql, params);
  const pid = (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid;
  const observer = new pg.Client({ connectionString: databaseUrl });
  await observer.connect();
  return {
    async waitForBlocked(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await observer.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> $1",
          [pid],
        );
        if ((rows[0]?.n ?? 0) >= count) return;
        if (Date.now() > deadline) throw new Error(`only ${rows[0]?.n ?? 0} of ${count} requests reached the lock`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async release() {
      await client.query("commit");
      await client.end();
      await observer.end();
    },
  };
}

/** How many rounds a race test plays: 1 in the suite; RACE_ROUNDS=20 to count failures with a lock removed. */
export const RACE_ROUNDS = Number(process.env.RACE_ROUNDS ?? 1);
