// npm run bench [-- --quick] — the request path measured side by side with a bare Fastify hello-world
// (docs/decisions/019-request-path-performance.md, issue 22).
//
// For each data size (10 and 1,000 families; --quick: 10 and 200) it starts an embedded PostgreSQL in its own
// DATA_DIR, the production server (`node src/server/main.ts`, NODE_ENV=production, its usual info log) in its
// own process, seeds the families with bulk SQL (a year of progress for dad and son, 20 journal entries each,
// 200 groups, 50 published plans), signs in the demo dad (who gets the same year of data), and runs autocannon
// (its own process, 50 connections) on each endpoint, each beside the hello-world (bench/hello-server.ts, its own
// process) measured just before it. Prints one table and writes bench/results.json. Loopback only, bounded.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { measureBundle } from "../scripts/bundle-size.ts";
import { findFreePort, startEmbeddedPostgres, type RunningPostgres } from "../src/server/db/embedded-postgres.ts";
import { createDatabase } from "../src/server/platform/database.ts";
import { DEMO_ACCOUNTS } from "../src/server/db/seed/accounts.ts";
import { seedDemoContent } from "../src/server/db/seed/demo-content.ts";
import { ensureDemoAccounts } from "../src/server/modules/identity/system-accounts.ts";
import { seedBenchFamilies } from "./support/bench-seed.ts";
import { ROOT, sessionCookie, startHelloServer, waitUntilAnswering } from "./support/bench-support.ts";

const QUICK = process.argv.includes("--quick");
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 6));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIZES = (process.env.BENCH_SIZES ?? (QUICK ? "10,200" : "10,1000")).split(",").map(Number);
const AUTOCANNON = path.join(ROOT, "node_modules", "autocannon", "autocannon.js");
const run = promisify(execFile);

const ALL_ENDPOINTS = [
  "/healthz",
  "/api/session",
  "/api/dashboard",
  "/api/family",
  "/api/journal/entries",
  "/api/marketplace/plans",
  "/api/groups",
  "/api/weeks/1",
];
/** BENCH_ENDPOINTS=/api/dashboard,/healthz measures only those; BENCH_NODE_ARGS=--cpu-prof profiles the server. */
const ENDPOINTS = process.env.BENCH_ENDPOINTS ? process.env.BENCH_ENDPOINTS.split(",") : ALL_ENDPOINTS;
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? "").split(/\s+/).filter(Boolean);

interface Measure {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function autocannon(url: string, headers: Record<string, string> = {}): Promise<Measure> {
  const args = [AUTOCANNON, "-c", String(CONNECTIONS), "-d", String(SECONDS), "-j"];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  args.push(url);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const r = JSON.parse(stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
  return { reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

interface SizeResult {
  families: number;
  /** The median of the hello-world measures taken before each endpoint. */
  hello: Measure;
  /** Each endpoint with the hello-world measured just before it (req/s) and its ratio to that. */
  endpoints: Record<string, Measure & { ratio: number; hello: number }>;
}

async function measureSize(families: number): Promise<SizeResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-bench-"));
  fs.chmodSync(dataDir, 0o755);
  let postgres: RunningPostgres | undefined;
  let server: ChildProcess | undefined;
  const hello = await startHelloServer();
  try {
    postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), password: "bench-password" });
    const databaseUrl = postgres.url("postgres");
    const port = await findFreePort();
    const origin = `http://127.0.0.1:${port}`;
    let output = "";
    server = spawn(process.execPath, [...NODE_ARGS, "src/server/main.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        AUTH_SECRET: "bench-secret-bench-secret-bench-secret-1",
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: origin,
        // Production never seeds the demo accounts (issue 28): this script seeds them itself below, and keeps mail
        // in the outbox on purpose (no SMTP on a benchmark).
        MAIL_OUTBOX_IN_PRODUCTION: "1",
        RATE_LIMIT: "0",
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
        // e.g. BENCH_APP_ENV="VIEWER_CACHE=0" to measure a variant.
        ...Object.fromEntries(
          (process.env.BENCH_APP_ENV ?? "")
            .split(/\s+/)
            .filter(Boolean)
            .map((pair) => pair.split("=", 2) as [string, string]),
        ),
      },
      // The access log is written as in production (JSON lines on stdout), here into /dev/null.
      stdio: ["ignore", "ignore", "pipe"],
    });
    server.stderr?.on("data", (c: Buffer) => (output += c.toString()));
    await waitUntilAnswering(`${origin}/readyz`, server, () => output, 120_000);

    const demo = createDatabase(databaseUrl, { max: 1 });
    await ensureDemoAccounts(demo);
    await seedDemoContent(demo);
    await demo.$client.end();

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const seeded = performance.now();
    await seedBenchFamilies(client, families);
    await client.end();
    console.log(`  ${families} families seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.dad.email, password: DEMO_ACCOUNTS.dad.password }),
    });
    const cookie = sessionCookie(signIn);
    if (!signIn.ok || !cookie) throw new Error(`demo sign-in failed: ${signIn.status}`);

    // The hello-world is measured again just before each endpoint, and each ratio is to that neighbour: on a shared
    // machine the ceiling itself moves by a third within minutes. The table's hello row is the median of them.
    const hellos: Measure[] = [];
    const endpoints: SizeResult["endpoints"] = {};
    for (const endpoint of ENDPOINTS) {
      const ceiling = await autocannon(hello.url);
      hellos.push(ceiling);
      const m = await autocannon(`${origin}${endpoint}`, { cookie });
      endpoints[endpoint] = { ...m, ratio: m.reqPerSec / ceiling.reqPerSec, hello: ceiling.reqPerSec };
      if (m.non2xx > 0 || m.errors > 0) console.log(`  ${endpoint}: ${m.non2xx} non-2xx answers, ${m.errors} errors`);
    }
    const byRate = [...hellos].sort((x, y) => x.reqPerSec - y.reqPerSec);
    return { families, hello: byRate[Math.floor(byRate.length / 2)] as Measure, endpoints };
  } finally {
    if (server) await stop(server);
    await stop(hello.child);
    await postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** First-load JS of the built web app, as the bundle budget counts it (scripts/bundle-size.ts); null without a build. */
function firstLoadJs(): { gzipBytes: number; files: string[] } | null {
  const bundle = measureBundle(path.join(ROOT, "dist"));
  return bundle ? { gzipBytes: bundle.firstLoadGzipBytes, files: [...bundle.firstLoadFiles] } : null;
}

const started = new Date();
console.log(
  `StrongBond bench${QUICK ? " (--quick)" : ""}: ${os.cpus().length} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}; ` + `autocannon -c ${CONNECTIONS} -d ${SECONDS} per endpoint, sizes ${SIZES.join(" and ")} families`,
);
const results: SizeResult[] = [];
for (const families of SIZES) {
  console.log(`\n${families} families:`);
  results.push(await measureSize(families));
}
const js = firstLoadJs();

const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
const cell = (m: Measure & { ratio?: number }) =>
  `${Math.round(m.reqPerSec).toLocaleString("en-US").padStart(7)} ${m.p50.toFixed(0).padStart(4)} ${m.p99.toFixed(0).padStart(4)} ${(m.ratio === undefined ? "1" : pct(m.ratio)).padStart(6)}`;
const header = results.map((r) => `${`${r.families} families: req/s  p50  p99  ratio`.padStart(38)}`).join(" | ");
console.log(`\n${"endpoint".padEnd(24)} | ${header}`);
console.log(`${"hello-world (median)".padEnd(24)} | ${results.map((r) => cell(r.hello).padStart(38)).join(" | ")}`);
for (const endpoint of ENDPOINTS) {
  console.log(`${endpoint.padEnd(24)} | ${results.map((r) => cell(r.endpoints[endpoint] as Measure & { ratio: number }).padStart(38)).join(" | ")}`);
}
console.log(
  js ? `\nfirst-load JS: ${(js.gzipBytes / 1024).toFixed(1)} KB gzip (${js.files.length} files)` : "\nfirst-load JS: no dist/ (run `npm run build` first)",
);

const resultsPath = path.join(ROOT, "bench", "results.json");
fs.writeFileSync(
  resultsPath,
  `${JSON.stringify({ startedAt: started.toISOString(), quick: QUICK, cores: os.cpus().length, node: process.version, connections: CONNECTIONS, seconds: SECONDS, sizes: results, firstLoadJs: js }, null, 2)}\n`,
);
console.log(`wrote ${path.relative(process.cwd(), resultsPath)}`);
