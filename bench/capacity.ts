// npm run bench:capacity — how many families one app process serves at a Sunday-evening peak, and two behind
// nginx, beside a bare Fastify hello-world measured in the same run (docs/deploy.md "Capacity").
//
// A family's visit is what a dad does on Sunday evening: the dashboard, a week page and the journal (three
// API requests one after another). Closed-loop clients repeat visits for STEP_MS at each concurrency level;
// the capacity of a setup is the best visit rate whose request p99 stays under 200 ms. At the peak a tenth of
// the week's active families visit within one hour, so weekly active families = visits/s × 3600 × 10.
// Loopback only, bounded in time (about two minutes). The load generator shares the machine's cores.
import os from "node:os";
import { startCluster, type Cluster } from "../scripts/cluster/cluster.ts";
import { registerFamilyOverHttp, startHelloServer } from "./support/bench-support.ts";

const STEP_MS = Number(process.env.BENCH_STEP_MS ?? 4000);
const LEVELS = (process.env.BENCH_LEVELS ?? "2,4,8,16,32").split(",").map(Number);
const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 20);
const P99_LIMIT_MS = 200;

interface Step {
  concurrency: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `unit` (one visit, or one request) from `concurrency` closed-loop clients for STEP_MS. */
async function step(concurrency: number, unit: (client: number, timings: number[]) => Promise<boolean>): Promise<Step> {
  const timings: number[] = [];
  let done = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + STEP_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (performance.now() < deadline) {
        if (await unit(client, timings)) done++;
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  return { concurrency, perSecond: done / seconds, p50: percentile(timings, 50), p99: percentile(timings, 99), errors };
}

async function timed(url: string, headers: Record<string, string>, timings: number[]): Promise<boolean> {
  const t0 = performance.now();
  try {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    timings.push(performance.now() - t0);
    return response.ok;
  } catch {
    timings.push(performance.now() - t0);
    return false;
  }
}

function best(steps: Step[]): Step | undefined {
  return steps.filter((s) => s.p99 < P99_LIMIT_MS && s.errors === 0).sort((a, b) => b.perSecond - a.perSecond)[0];
}

function printSteps(label: string, unitName: string, steps: Step[]): void {
  console.log(`\n${label}`);
  console.log(`  clients   ${unitName.padStart(9)}/s   p50 ms   p99 ms   errors`);
  for (const s of steps) {
    console.log(
      `  ${String(s.concurrency).padStart(7)} ${s.perSecond.toFixed(1).padStart(13)} ${s.p50.toFixed(1).padStart(8)} ${s.p99.toFixed(1).padStart(8)} ${String(s.errors).padStart(8)}`,
    );
  }
}

async function families(cluster: Cluster): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < FAMILIES; i++) {
    const email = `bench.${Date.now()}.${i}@example.com`;
    cookies.push(
      await registerFamilyOverHttp(cluster.url, { fullName: `Bench Dad ${i}`, email, sonFullName: `Bench Son ${i}`, password: "Bench-Password-42" }),
    );
    // Each family has started the demo plan (the dashboard and week pages then carry a week's content).
    const plans = (await (await fetch(`${cluster.url}/api/marketplace/plans`, { headers: { cookie: cookies[i] ?? "" } })).json()) as {
      plans?: Array<{ id: number }>;
    };
    const planId = plans.plans?.[0]?.id;
    if (planId)
      await fetch(`${cluster.url}/api/marketplace/plans/${planId}/start`, {
        method: "POST",
        headers: { cookie: cookies[i] ?? "", origin: cluster.url, "content-type": "application/json" },
        body: "{}",
      });
  }
  return cookies;
}

async function measureApp(appCount: number): Promise<Step[]> {
  const cluster = await startCluster({
    apps: appCount,
    seedDemo: true,
    env: { RATE_LIMIT: "0", NODE_ENV: "production", MAIL_OUTBOX_IN_PRODUCTION: "1", LOG_LEVEL: "warn" },
  });
  try {
    const cookies = await families(cluster);
    const visit = async (client: number, timings: number[]) => {
      const headers = { cookie: cookies[client % cookies.length] ?? "" };
      for (const target of ["/api/dashboard?week=1", "/api/weeks/1", "/api/journal/entries"]) {
        if (!(await timed(`${cluster.url}${target}`, headers, timings))) return false;
      }
      return true;
    };
    await step(4, visit); // warm-up
    const steps: Step[] = [];
    for (const level of LEVELS) steps.push(await step(level, visit));
    return steps;
  } finally {
    await cluster.stop();
  }
}

async function measureHello(): Promise<Step[]> {
  const { url, child } = await startHelloServer();
  try {
    const request = (_client: number, timings: number[]) => timed(url, {}, timings);
    await step(4, request);
    const steps: Step[] = [];
    for (const level of LEVELS) steps.push(await step(level, request));
    return steps;
  } finally {
    child.kill("SIGTERM");
  }
}

console.log(
  `StrongBond capacity bench: ${os.cpus().length} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`,
);
console.log(`${STEP_MS} ms per level, levels ${LEVELS.join(", ")}, ${FAMILIES} families, p99 limit ${P99_LIMIT_MS} ms`);
const hello = await measureHello();
printSteps("bare Fastify hello-world (own process, direct)", "req", hello);
const one = await measureApp(1);
printSteps("StrongBond, 1 app process behind nginx (visit = dashboard + week + journal)", "visits", one);
const two = await measureApp(2);
printSteps("StrongBond, 2 app processes behind nginx", "visits", two);

const helloBest = best(hello);
const summary = (label: string, steps: Step[]) => {
  const b = best(steps);
  if (!b) return console.log(`  ${label}: no level kept p99 under ${P99_LIMIT_MS} ms`);
  const requestsPerSecond = b.perSecond * 3;
  const peakFamiliesPerHour = b.perSecond * 3600;
  console.log(
    `  ${label}: ${b.perSecond.toFixed(1)} visits/s (${requestsPerSecond.toFixed(0)} req/s, p99 ${b.p99.toFixed(0)} ms) = ${Math.round(peakFamiliesPerHour)} families in the peak hour ` +
      `= ${Math.round(peakFamiliesPerHour * 10)} weekly active families; ${helloBest ? ((requestsPerSecond / helloBest.perSecond) * 100).toFixed(1) : "?"}% of hello-world's req/s`,
  );
};
console.log("\nSummary (best level with p99 < 200 ms and no errors):");
if (helloBest) console.log(`  hello-world: ${helloBest.perSecond.toFixed(0)} req/s (p99 ${helloBest.p99.toFixed(1)} ms)`);
summary("1 process", one);
summary("2 processes", two);
