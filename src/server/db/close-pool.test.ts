// Shutting down never waits forever for a pooled connection that was never given back (db/client.ts closePool).
import { describe, expect, it, vi } from "vitest";
import { closePool, createDatabase } from "./client.ts";
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
