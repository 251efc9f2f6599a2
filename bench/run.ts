// npm run bench [-- --quick] — the request path measured side by side with a bare Fastify hello-world.
//
// For each data size (10 and 1,000 families; --quick: 10 and 200) it starts an embedded PostgreSQL in its own
// DATA_DIR, the production server (`node src/server/main.ts`, NODE_ENV=production, its usual info log) in its
// own process, seeds the families with bulk SQL (a year of progress for dad and son, 20 journal entries each,
// 200 groups, 50 published plans), signs in the demo dad (who gets the same year of data), and runs autocannon
// (its own process, 50 connections) on each endpoint, each beside the hello-world (bench/hello-server.ts, its own
// process) measured just before it. Prints one table and writes bench/results.json. Loopback only, bounded.
//
// The server-rendered dashboards are measured as a browser asks for them (`accept-encoding: br,
// gzip`, the dad's page with the demo dad's session, the son's with the demo son's). At the largest size the
// **mixed load** follows (bench/mixed-load.ts in its own process): one write — a tick or a journal
// entry — for every ten page reads across all the families, the first read after each change reported on its own,
// beside the hello-world measured just before it; the app process's RSS is sampled every 5 s meanwhile.
// `--mixed-seconds 600` gives the 10-minute run whose RSS at minute 5 and minute 10 must not differ beyond noise
// (every cache bounded); the default is 60 s (--quick: 15 s), 0 skips it.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
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
import { ensureDemoAccounts } from "../src/server/modules/family/demo-family.ts";
import { seedBenchFamilies } from "./support/bench-seed.ts";
import { ROOT, sessionCookie, startHelloServer, waitUntilAnswering } from "./support/bench-support.ts";

const QUICK = process.argv.includes("--quick");
const MIXED_SECONDS = (() => {
  const at = process.argv.indexOf("--mixed-seconds");
  const value = Number(at === -1 ? (QUICK ? 15 : 60) : process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 0 || value > 1800) throw new Error("--mixed-seconds must be a whole number from 0 to 1800");
  return value;
})();
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
  "/dashboard/dad",
  "/dashboard/son",
];
/** The documents a browser asks for with its encodings; the son's page with the son's session. */
const DOCUMENTS = new Set(["/dashboard/dad", "/dashboard/son"]);
const AUTH_SECRET = "bench-secret-bench-secret-bench-secret-1";
/**
 * BENCH_ENDPOINTS=/api/dashboard,/healthz measures only those; BENCH_NODE_ARGS=--cpu-prof profiles the server;
 * BENCH_SERVER_STDOUT=file keeps what the server prints (BENCH_NODE_ARGS=--trace-gc: its heap over the mixed load).
 */
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

interface MixedResult {
  seconds: number;
  /** Every viewer's page asked for once before the clock started (not counted). */
  warmUpSeconds: number;
  requests: number;
  reqPerSec: number;
  read: { count: number; p50: number; p99: number };
  firstReadAfterChange: { count: number; p50: number; p99: number };
  write: { count: number; p50: number; p99: number };
  all: { count: number; p50: number; p99: number };
  failures: Record<string, number>;
  samples: string[];
  /** The hello-world measured just before, and the mixed load's rate as a share of it. */
  hello: number;
  ratio: number;
  /** The app process's RSS (MB) every 5 s from the start of the mixed load. */
  rssMb: Array<{ at: number; mb: number }>;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 102.4) / 10;
}

/** The Cookie header of a session token, signed as Better Auth signs it (the bench knows the server's secret). */
function signedCookie(name: string, token: string): string {
  return `${name}=${encodeURIComponent(`${token}.${createHmac("sha256", AUTH_SECRET).update(token).digest("base64")}`)}`;
}

interface SizeResult {
  families: number;
  mixed?: MixedResult;
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
    const serverStdout = process.env.BENCH_SERVER_STDOUT ? fs.openSync(process.env.BENCH_SERVER_STDOUT, "a") : "ignore";
    server = spawn(process.execPath, [...NODE_ARGS, "src/server/main.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        AUTH_SECRET,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: origin,
        // Production never seeds the demo accounts: this script seeds them itself below, and keeps mail
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
      // The access log is written as in production (JSON lines on stdout), here into /dev/null, or appended to
      // BENCH_SERVER_STDOUT (with BENCH_NODE_ARGS=--trace-gc and BENCH_LOG_LEVEL=warn: the heap after each collection).
      stdio: ["ignore", serverStdout, "pipe"],
    });
    // The child has its own copy of the file's descriptor.
    if (typeof serverStdout === "number") fs.closeSync(serverStdout);
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
    const sonSignIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.son.email, password: DEMO_ACCOUNTS.son.password }),
    });
    const sonCookie = sessionCookie(sonSignIn);
    if (!sonSignIn.ok || !sonCookie) throw new Error(`demo son sign-in failed: ${sonSignIn.status}`);
    const headersFor = (endpoint: string): Record<string, string> =>
      DOCUMENTS.has(endpoint) ? { cookie: endpoint === "/dashboard/son" ? sonCookie : cookie, "accept-encoding": "br, gzip" } : { cookie };
    for (const endpoint of ENDPOINTS.filter((e) => DOCUMENTS.has(e))) {
      // Measured only if it is the page rendered with the viewer's data (not the prerendered page without it).
      const page = await (await fetch(`${origin}${endpoint}`, { headers: headersFor(endpoint) })).text();
      if (!page.includes('id="strongbond-state"')) throw new Error(`${endpoint} was not rendered with the viewer's data (is dist/.ssr/ built?)`);
    }

    // The hello-world is measured again just before each endpoint, and each ratio is to that neighbour: on a shared
    // machine the ceiling itself moves by a third within minutes. The table's hello row is the median of them.
    const hellos: Measure[] = [];
    const endpoints: SizeResult["endpoints"] = {};
    for (const endpoint of ENDPOINTS) {
      const ceiling = await autocannon(hello.url);
      hellos.push(ceiling);
      const m = await autocannon(`${origin}${endpoint}`, headersFor(endpoint));
      endpoints[endpoint] = { ...m, ratio: m.reqPerSec / ceiling.reqPerSec, hello: ceiling.reqPerSec };
      if (m.non2xx > 0 || m.errors > 0) console.log(`  ${endpoint}: ${m.non2xx} non-2xx answers, ${m.errors} errors`);
    }
    const byRate = [...hellos].sort((x, y) => x.reqPerSec - y.reqPerSec);
    let mixed: MixedResult | undefined;
    if (MIXED_SECONDS > 0 && families === Math.max(...SIZES)) {
      mixed = await mixedLoad(origin, databaseUrl, cookie, server.pid ?? 0, hello.url);
    }
    return { families, hello: byRate[Math.floor(byRate.length / 2)] as Measure, endpoints, mixed };
  } finally {
    if (server) await stop(server);
    await stop(hello.child);
    await postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every bench family's dad and son signed in (their seeded sessions, signed here), then bench/mixed-load.ts against them. */
async function mixedLoad(origin: string, databaseUrl: string, demoCookie: string, pid: number, helloUrl: string): Promise<MixedResult> {
  const cookieName = demoCookie.split(";")[0]?.split("=")[0] ?? "";
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows = await client.query<{ user_id: string; token: string }>("select user_id, token from sessions where id like 'bench-session-%'");
  await client.end();
  const byUser = new Map(rows.rows.map((r) => [r.user_id, signedCookie(cookieName, r.token)]));
  const families: Array<{ dad: string; son: string }> = [];
  for (const [userId, dad] of byUser) {
    const son = userId.startsWith("bench-dad-") ? byUser.get(userId.replace("bench-dad-", "bench-son-")) : undefined;
    if (son) families.push({ dad, son });
  }
  const first = families[0];
  if (!first) throw new Error("no bench families to load");
  const dashboard = (await (await fetch(`${origin}/api/dashboard`, { headers: { cookie: first.dad } })).json()) as { journey?: { currentWeek?: number } };
  const week = dashboard.journey?.currentWeek ?? 1;
  const ceiling = await autocannon(helloUrl);
  console.log(`  mixed load: ${families.length} families, ${CONNECTIONS} connections, ${MIXED_SECONDS} s (week ${week}) …`);
  const rss: MixedResult["rssMb"] = [{ at: 0, mb: rssMb(pid) }];
  const started = performance.now();
  const sampler = setInterval(() => {
    const at = Math.round((performance.now() - started) / 1000);
    rss.push({ at, mb: rssMb(pid) });
    if (at % 60 < 5) console.log(`    ${at} s: RSS ${rss.at(-1)?.mb} MB`);
  }, 5000);
  try {
    const inputFile = path.join(os.tmpdir(), `strongbond-mixed-${process.pid}.json`);
    fs.writeFileSync(inputFile, JSON.stringify({ origin, seconds: MIXED_SECONDS, connections: CONNECTIONS, week, families }), { mode: 0o600 });
    const { stdout } = await run(process.execPath, [path.join(ROOT, "bench", "mixed-load.ts"), inputFile], { maxBuffer: 16 * 1024 * 1024 }).finally(() =>
      fs.rmSync(inputFile, { force: true }),
    );
    const result = JSON.parse(stdout) as Omit<MixedResult, "hello" | "ratio" | "rssMb">;
    rss.push({ at: Math.round((performance.now() - started) / 1000), mb: rssMb(pid) });
    return { ...result, hello: ceiling.reqPerSec, ratio: result.reqPerSec / ceiling.reqPerSec, rssMb: rss };
  } finally {
    clearInterval(sampler);
  }
}

/** The RSS sample nearest to `second`. */
function rssAt(samples: MixedResult["rssMb"], second: number): number {
  return [...samples].sort((a, b) => Math.abs(a.at - second) - Math.abs(b.at - second))[0]?.mb ?? 0;
}

/** First-load JS of the built web app, as the bundle budget counts it (scripts/bundle-size.ts); null without a build. */
function firstLoadJs(): { gzipBytes: number; files: string[] } | null {
  const bundle = measureBundle(path.join(ROOT, "dist"));
  return bundle ? { gzipBytes: bundle.firstLoadGzipBytes, files: [...bundle.firstLoadFiles] } : null;
}

const started = new Date();
const loadAtStart = os.loadavg();
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
for (const r of results) {
  const m = r.mixed;
  if (!m) continue;
  // RSS samples count from the start of the warm-up: the load's middle is warm-up + half its length.
  const half = Math.round(m.warmUpSeconds + m.seconds / 2);
  console.log(
    `\nmixed load, ${r.families} families (1 write per 10 page reads; every page asked for once before, in ${Math.round(m.warmUpSeconds)} s), ${Math.round(m.seconds)} s: ${Math.round(m.reqPerSec).toLocaleString("en-US")} req/s = ${pct(m.ratio)} of the hello-world (${Math.round(m.hello).toLocaleString("en-US")} req/s)`,
  );
  for (const kind of ["read", "firstReadAfterChange", "write", "all"] as const) {
    console.log(
      `  ${kind.padEnd(22)} ${String(m[kind].count).padStart(8)} requests  p50 ${String(m[kind].p50).padStart(6)} ms  p99 ${String(m[kind].p99).padStart(6)} ms`,
    );
  }
  const failed = Object.entries(m.failures).filter(([, n]) => n > 0);
  if (failed.length) console.log(`  failures: ${failed.map(([k, n]) => `${k} ${n}`).join(", ")} (${m.samples.join("; ")})`);
  console.log(
    `  app RSS: ${m.rssMb[0]?.mb} MB at the start, ${rssAt(m.rssMb, half)} MB at ${half} s (the load's middle), ${m.rssMb.at(-1)?.mb} MB at the end (max ${Math.max(...m.rssMb.map((s) => s.mb))} MB)`,
  );
}
console.log(
  js ? `\nfirst-load JS: ${(js.gzipBytes / 1024).toFixed(1)} KB gzip (${js.files.length} files)` : "\nfirst-load JS: no dist/ (run `npm run build` first)",
);

const resultsPath = path.join(ROOT, "bench", "results.json");
fs.writeFileSync(
  resultsPath,
  `${JSON.stringify({ startedAt: started.toISOString(), quick: QUICK, loadAverage: { atStart: loadAtStart, atEnd: os.loadavg() }, mixedSeconds: MIXED_SECONDS, cores: os.cpus().length, node: process.version, connections: CONNECTIONS, seconds: SECONDS, sizes: results, firstLoadJs: js }, null, 2)}\n`,
);
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")} (a shared machine: read the ratios, not the rates)`,
);
console.log(`wrote ${path.relative(process.cwd(), resultsPath)}`);
