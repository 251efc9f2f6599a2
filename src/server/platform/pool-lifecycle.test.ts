// A pooled connection lost with its backend and never given back does not shrink the pool for good
// (checkout-guard.ts), and shutting down never waits forever for one (db/client.ts closePool).
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { guardCheckouts } from "./checkout-guard.ts";
import { closePool } from "../db/client.ts";
import { createDatabase } from "./database.ts";
import { createTestDatabase } from "../../../tests/support/test-app.ts";

describe("closing the pool", () => {
  it("ends at once when every connection is back", async () => {
    const { url } = await createTestDatabase({ empty: true });
    const db = createDatabase(url, { max: 2 });
    await db.$client.query("select 1");
    const warn = vi.fn();
    const started = performance.now();
    await closePool(db.$client, { warn }, 5_000);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(warn).not.toHaveBeenCalled();
  });

  it("goes on after the wait when a connection was never given back, and says so", async () => {
    const { url } = await createTestDatabase({ empty: true });
    const db = createDatabase(url, { max: 2 });
    // What Drizzle's transaction leaves behind when its `begin` fails: a client checked out and never released.
    const lost = await db.$client.connect();
    const warn = vi.fn();
    await closePool(db.$client, { warn }, 300);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ total: 1, idle: 0 }), expect.stringContaining("never given back"));
    lost.release(true);
  });
});

describe("a checkout lost with its backend", () => {
  it("goes back to the pool after the grace period when its holder never releases it, and the pool serves again", async () => {
    const { url } = await createTestDatabase({ empty: true });
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on("error", () => {});
    const reclaimed = vi.fn();
    guardCheckouts(pool, { graceMs: 200, onReclaimed: reclaimed });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Drizzle's transaction when PostgreSQL dies before its `begin`: checked out, the statement fails, no release.
      const held = await pool.connect();
      held.on("error", () => {});
      const { rows } = await held.query<{ pid: number }>("select pg_backend_pid() as pid");
      await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
      await expect(held.query("begin")).rejects.toThrow();
      // The pool has one connection: without the guard this query would wait forever.
      const answer = await Promise.race([
        pool.query<{ one: number }>("select 1 as one"),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error("the pool never got its connection back")), 5_000)),
      ]);
      expect(answer.rows[0]?.one).toBe(1);
      expect(reclaimed).toHaveBeenCalledTimes(1);
      // The late holder's own release is then a no-op, not a "released twice" crash.
      expect(() => held.release()).not.toThrow();
    } finally {
      await admin.end();
      await pool.end();
    }
  });

  it("leaves a live holder alone: a checkout kept longer than the grace period is not taken back", async () => {
    const { url } = await createTestDatabase({ empty: true });
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const reclaimed = vi.fn();
    guardCheckouts(pool, { graceMs: 100, onReclaimed: reclaimed });
    const held = await pool.connect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await held.query<{ one: number }>("select 1 as one")).rows[0]?.one).toBe(1);
    held.release();
    expect(reclaimed).not.toHaveBeenCalled();
    await pool.end();
  });
});
