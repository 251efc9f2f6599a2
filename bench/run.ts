// npm run bench — a bounded load test of the main read endpoints, on loopback only.
// Starts the app in-process on a fresh embedded database with demo data, signs in the demo dad, then for each
// endpoint sends requests from CONCURRENCY workers for at most DURATION_MS (and at most MAX_REQUESTS).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../src/server/config.ts";
import { findFreePort } from "../src/server/db/embedded-postgres.ts";
import { DEMO_ACCOUNTS } from "../src/server/db/seed/accounts.ts";
import { startRuntime } from "../src/server/runtime.ts";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 50_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-bench-"));
fs.chmodSync(dataDir, 0o755);
const port = await findFreePort();
const origin = `http://127.0.0.1:${port}`;
const config = loadConfig({ ...process.env, NODE_ENV: "production", AUTH_SECRET: "bench-secret-bench-secret-bench-secret-1", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", APP_URL: origin, SEED_DEMO: "1", RATE_LIMIT: "0", LOG_LEVEL: "warn", DATABASE_URL: "" });
const runtime = await startRuntime(config);
await runtime.app.listen({ port, host: "127.0.0.1" });

try {
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.dad.email, password: DEMO_ACCOUNTS.dad.password }),
  });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  if (!signIn.ok || !cookie) throw new Error(`demo sign-in failed: ${signIn.status}`);

  const targets = ["/healthz", "/api/session", "/api/dashboard?week=1", "/api/weeks/1", "/api/marketplace/plans", "/api/journal/entries"];
  console.log(`\nStrongBond bench: ${CONCURRENCY} concurrent clients, ${DURATION_MS} ms per endpoint, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log("endpoint                          requests   req/s     p50 ms   p95 ms   p99 ms   errors");
  for (const target of targets) {
    const latencies: number[] = [];
    let errors = 0;
    let sent = 0;
    const deadline = performance.now() + DURATION_MS;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < deadline && sent < MAX_REQUESTS) {
          sent++;
          const t0 = performance.now();
          try {
            const response = await fetch(`${origin}${target}`, { headers: { cookie } });
            await response.arrayBuffer();
            if (!response.ok) errors++;
          } catch {
            errors++;
          }
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(1);
    console.log(
      `${target.padEnd(33)} ${String(latencies.length).padStart(8)} ${(latencies.length / seconds).toFixed(0).padStart(7)} ${pct(50).padStart(10)} ${pct(95).padStart(8)} ${pct(99).padStart(8)} ${String(errors).padStart(8)}`,
    );
  }
} finally {
  await runtime.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
