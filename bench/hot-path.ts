// node bench/hot-path.ts [--base <checkout>] [--rounds 3] [--seconds 5] — the lightest endpoints, this checkout
// against another (an A/B), each measure beside a bare Fastify hello-world taken just before it.
//
// Starts the hello-world (bench/hello-server.ts) and the production server of each checkout (`node
// src/server/main.ts`, NODE_ENV=production, its usual info log into /dev/null, each with its own embedded
// PostgreSQL and the demo family), signs the demo dad in on each, then for every round and endpoint measures the
// hello-world and each server in turn (the order alternates from round to round) with autocannon (its own
// process, 50 connections, loopback only). For each measure: requests per second, the share of the hello-world's,
// and the CPU time the measured process spent per answer (user + system, from /proc), which a busy machine moves
// less than the rates. Prints the table, the medians, and the load average before and after.
// BENCH_ENDPOINTS=/healthz,/api/session,/dashboard/dad picks the endpoints (a page with `accept-encoding: br, gzip`;
// `out:/api/session` asks without the session cookie, signed out); BENCH_CONNECTIONS the connections; BENCH_BASE_ENV="LOG_LEVEL=warn"
// starts the base with that environment added (a variant of one checkout: --base . with it); BENCH_BASE_SEEDS=1 lets
// an older base seed the demo family itself (with BENCH_BASE_ENV="SEED_DEMO=1").
import { execFile, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DEMO_ACCOUNTS } from "../src/server/db/seed/accounts.ts";
import { ROOT, sessionCookie, startHelloServer, startProductionServer, type ProductionServer } from "./support/bench-support.ts";

const run = promisify(execFile);
const AUTOCANNON = path.join(ROOT, "node_modules", "autocannon", "autocannon.js");

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

function wholeNumber(name: string, fallback: number, max: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}`);
  return value;
}

const BASE = process.argv.includes("--base") ? path.resolve(option("--base", "")) : undefined;
const ROUNDS = wholeNumber("--rounds", 3, 20);
const SECONDS = wholeNumber("--seconds", 5, 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ENDPOINTS = (process.env.BENCH_ENDPOINTS ?? "/healthz,/api/session,/api/dashboard").split(",");

/** user + system CPU of a process so far, in ms (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Measure {
  reqPerSec: number;
  p99: number;
  /** CPU time of the measured process per answer, in µs. */
  cpuUs: number;
  non2xx: number;
}

async function autocannon(url: string, pid: number, headers: Record<string, string>): Promise<Measure> {
  const args = [AUTOCANNON, "-c", String(CONNECTIONS), "-d", String(SECONDS), "-j"];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  args.push(url);
  const before = cpuMs(pid);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const spent = cpuMs(pid) - before;
  const r = JSON.parse(stdout) as { requests: { average: number; total: number }; latency: { p99: number }; non2xx: number; errors: number };
  return { reqPerSec: r.requests.average, p99: r.latency.p99, cpuUs: (spent * 1000) / Math.max(1, r.requests.total), non2xx: r.non2xx + r.errors };
}

interface Contender {
  name: string;
  server: ProductionServer;
  cookie: string;
}

const BASE_ENV = Object.fromEntries(
  (process.env.BENCH_BASE_ENV ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split("=", 2) as [string, string]),
);

async function start(name: string, root: string, env: Record<string, string> = {}, seed = true): Promise<Contender> {
  const server = await startProductionServer(`hot-path-${name}`, { LOG_LEVEL: "info", ...env }, { quiet: true, root, seed });
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.dad.email, password: DEMO_ACCOUNTS.dad.password }),
  });
  const cookie = sessionCookie(signIn);
  if (!signIn.ok || !cookie) throw new Error(`${name}: demo sign-in failed (${signIn.status})`);
  return { name, server, cookie };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

console.log(
  `hot path: ${os.cpus().length} cores, Node ${process.version}, load average ${load()}; ${ROUNDS} rounds, autocannon -c ${CONNECTIONS} -d ${SECONDS}`,
);
const hello = await startHelloServer();
const contenders: Contender[] = [];
try {
  if (BASE) contenders.push(await start("base", BASE, BASE_ENV, process.env.BENCH_BASE_SEEDS !== "1"));
  contenders.push(await start("this", ROOT));
  const rows: Array<{ round: number; endpoint: string; name: string; m: Measure; ratio: number; hello: Measure }> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? contenders : [...contenders].reverse();
    for (const endpoint of ENDPOINTS) {
      for (const c of order) {
        const ceiling = await autocannon(hello.url, hello.child.pid ?? 0, {});
        // A page (the server-drawn dashboard) is asked for as a browser asks: with its encodings.
        const signedOut = endpoint.startsWith("out:");
        const url = signedOut ? endpoint.slice("out:".length) : endpoint;
        const headers: Record<string, string> = url.startsWith("/api") || url === "/healthz" ? {} : { "accept-encoding": "br, gzip" };
        const m = await autocannon(`${c.server.url}${url}`, c.server.child.pid ?? 0, { ...(signedOut ? {} : { cookie: c.cookie }), ...headers });
        if (m.non2xx > 0) console.log(`  ${c.name} ${endpoint}: ${m.non2xx} failed answers`);
        rows.push({ round, endpoint, name: c.name, m, ratio: m.reqPerSec / ceiling.reqPerSec, hello: ceiling });
        console.log(
          `  round ${round} ${c.name.padEnd(4)} ${endpoint.padEnd(16)} ${Math.round(m.reqPerSec).toString().padStart(6)} req/s ` +
            `${(100 * (m.reqPerSec / ceiling.reqPerSec)).toFixed(1).padStart(5)}% of ${Math.round(ceiling.reqPerSec)}  ` +
            `CPU ${m.cpuUs.toFixed(0).padStart(4)} µs/answer (hello ${ceiling.cpuUs.toFixed(0)})  p99 ${m.p99} ms  load ${load()}`,
        );
      }
    }
  }
  console.log(`\nmedians over ${ROUNDS} rounds (share of the hello-world; CPU per answer, the hello-world's in brackets):`);
  for (const endpoint of ENDPOINTS) {
    const cells = contenders.map((c) => {
      const mine = rows.filter((r) => r.endpoint === endpoint && r.name === c.name);
      return `${c.name} ${(100 * median(mine.map((r) => r.ratio))).toFixed(1)}% (${mine.map((r) => (100 * r.ratio).toFixed(1)).join(", ")}) ${median(mine.map((r) => r.m.cpuUs)).toFixed(0)} µs [${median(mine.map((r) => r.hello.cpuUs)).toFixed(0)}] p99 ${median(mine.map((r) => r.m.p99))} ms`;
    });
    console.log(`  ${endpoint.padEnd(16)} ${cells.join(" | ")}`);
  }
  console.log(`load average at the end: ${load()}`);
} finally {
  for (const c of contenders) await c.server.stop();
  await new Promise<void>((resolve) => {
    const child: ChildProcess = hello.child;
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
