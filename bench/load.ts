// npm run load -- --duration 300 --connections 50 — a bounded load test on loopback (docs/load.md).
//
// Starts the production build (NODE_ENV=production, the built web app in dist/, built first when missing) as its own
// process on a fresh DATA_DIR with the embedded PostgreSQL and the demo data, registers --families families (a dad
// and a son each, on the launch library's first plan), then runs --connections closed-loop clients for --duration
// seconds, each request a dad's or a son's: 60% dashboard reads, 20% new journal entries, 20% progress toggles.
// Reports requests, errors (target < 0.1%), p50/p99 per kind, and the app process's RSS at the start and the end
// of the load (sampled every 10 s in between). Hard caps: 600 s, 200 connections, 500 families, 5,000,000 requests;
// it only ever talks to the server it started on 127.0.0.1. Sign-in limits are off (RATE_LIMIT=0): every family
// registers from the same address here.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { registerFamilyOverHttp, ROOT, sessionCookie, startProductionServer } from "./support/bench-support.ts";

const CAPS = { duration: 600, connections: 200, families: 500, requests: 5_000_000 };

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "10" },
    families: { type: "string", default: "60" },
    json: { type: "string" },
  },
});

function bounded(name: keyof typeof CAPS, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > CAPS[name]) {
    console.error(`--${name} must be a whole number from 1 to ${CAPS[name]}.`);
    process.exit(1);
  }
  return value;
}

const DURATION_S = bounded("duration", values.duration);
const CONNECTIONS = bounded("connections", values.connections);
const FAMILIES = bounded("families", values.families);
const KINDS = ["dashboard", "journal write", "progress toggle"] as const;
type Kind = (typeof KINDS)[number];

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

if (!fs.existsSync(path.join(ROOT, "dist", "index.html"))) {
  console.log("Building the web app (dist/ is missing) …");
  execFileSync(process.execPath, [path.join(ROOT, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"], { cwd: ROOT, stdio: "inherit" });
}

const server = await startProductionServer("load", {}, { quiet: true });
const url = server.url;
const cleanup = () => server.stop();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanup().then(() => process.exit(130)));
}

interface Family {
  cookies: string[]; // the dad's and the son's sessions
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 200)}`);
  return text ? (JSON.parse(text) as unknown) : {};
}

async function registerLoadFamily(i: number): Promise<Family> {
  const password = "Load-Password-2026";
  const stamp = `${Date.now()}.${i}`;
  const email = `load.dad.${stamp}@example.com`;
  const sonEmail = `load.son.${stamp}@example.com`;
  const headers = { "content-type": "application/json", origin: url };
  const dad = await registerFamilyOverHttp(url, { fullName: `Load Dad ${i}`, email, sonFullName: `Load Son ${i}`, sonEmail, password });
  const plans = (await json(await fetch(`${url}/api/marketplace/plans`, { headers: { cookie: dad } }))) as { plans?: Array<{ id: number }> };
  const planId = plans.plans?.[0]?.id;
  if (planId) await json(await fetch(`${url}/api/marketplace/plans/${planId}/start`, { method: "POST", headers: { ...headers, cookie: dad }, body: "{}" }));
  const cookies = [dad];
  const sonSignIn = await fetch(`${url}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email: sonEmail, password }) });
  if (sonSignIn.ok) cookies.push(sessionCookie(sonSignIn));
  return { cookies };
}

try {
  const pid = server.child.pid;
  if (pid === undefined) throw new Error("no server pid");

  console.log(
    `StrongBond load: ${os.cpus().length} cores, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
  console.log(`Registering ${FAMILIES} families (dad + son) …`);
  const families: Family[] = [];
  for (let i = 0; i < FAMILIES; i += 4) {
    families.push(...(await Promise.all(Array.from({ length: Math.min(4, FAMILIES - i) }, (_, k) => registerLoadFamily(i + k)))));
  }
  const sessions = families.flatMap((f) => f.cookies);
  console.log(`${sessions.length} signed-in users; ${CONNECTIONS} connections for ${DURATION_S} s …`);

  const timings: Record<Kind, number[]> = { dashboard: [], "journal write": [], "progress toggle": [] };
  const errors: Record<Kind, number> = { dashboard: 0, "journal write": 0, "progress toggle": 0 };
  const errorSamples: string[] = [];
  const toggled = new Map<string, boolean>();
  let requests = 0;

  const one = async (kind: Kind, cookie: string, n: number): Promise<void> => {
    const headers = { cookie, origin: url, "content-type": "application/json" };
    let target: string;
    let init: RequestInit;
    if (kind === "dashboard") {
      target = `${url}/api/dashboard`;
      init = { headers: { cookie } };
    } else if (kind === "journal write") {
      target = `${url}/api/journal/entries`;
      init = {
        method: "POST",
        headers,
        body: JSON.stringify({ title: `Load entry ${n}`, content: "A few honest lines about this week's challenge.", weekNumber: 1, entryType: "reflection" }),
      };
    } else {
      const flag = n % 2 === 0 ? "devotional" : "challenge";
      const key = `${cookie}|${flag}`;
      const completed = !(toggled.get(key) ?? false);
      toggled.set(key, completed);
      target = `${url}/api/progress/1`;
      init = { method: "PUT", headers, body: JSON.stringify({ flag, completed }) };
    }
    const t0 = performance.now();
    try {
      const response = await fetch(target, { ...init, signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      timings[kind].push(performance.now() - t0);
      if (!response.ok) {
        errors[kind]++;
        if (errorSamples.length < 10) errorSamples.push(`${kind}: ${response.status}`);
      }
    } catch (error) {
      timings[kind].push(performance.now() - t0);
      errors[kind]++;
      if (errorSamples.length < 10) errorSamples.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  // Warm-up (not counted): every session once.
  for (let i = 0; i < sessions.length; i += CONNECTIONS) {
    await Promise.all(sessions.slice(i, i + CONNECTIONS).map((cookie) => fetch(`${url}/api/dashboard`, { headers: { cookie } }).then((r) => r.arrayBuffer())));
  }

  const rss: Array<{ at: number; mb: number }> = [{ at: 0, mb: rssMb(pid) }];
  const t0 = performance.now();
  const deadline = t0 + DURATION_S * 1000;
  const sampler = setInterval(() => {
    const at = Math.round((performance.now() - t0) / 1000);
    rss.push({ at, mb: rssMb(pid) });
    const done = Object.values(timings).reduce((sum, list) => sum + list.length, 0);
    console.log(`  ${String(at).padStart(4)} s  ${done} requests  RSS ${rss.at(-1)?.mb} MB`);
  }, 10_000);
  let cursor = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline && requests < CAPS.requests) {
        const n = requests++;
        const roll = n % 10;
        const kind: Kind = roll < 6 ? "dashboard" : roll < 8 ? "journal write" : "progress toggle";
        const cookie = sessions[cursor++ % sessions.length] ?? "";
        await one(kind, cookie, n);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  rss.push({ at: Math.round(seconds), mb: rssMb(pid) });

  const rows = KINDS.map((kind) => {
    const sorted = [...timings[kind]].sort((a, b) => a - b);
    return { kind, requests: sorted.length, errors: errors[kind], p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
  });
  const total = rows.reduce((sum, r) => sum + r.requests, 0);
  const totalErrors = rows.reduce((sum, r) => sum + r.errors, 0);
  const all = KINDS.flatMap((kind) => timings[kind]).sort((a, b) => a - b);
  const rssValues = rss.map((r) => r.mb);
  const result = {
    date: new Date().toISOString(),
    machine: { cores: os.cpus().length, node: process.version, loadAverageAtEnd: os.loadavg().map((n) => Number(n.toFixed(1))) },
    durationSeconds: Math.round(seconds),
    connections: CONNECTIONS,
    families: FAMILIES,
    users: sessions.length,
    requests: total,
    requestsPerSecond: Math.round(total / seconds),
    errors: totalErrors,
    errorRatePercent: total ? Number(((totalErrors / total) * 100).toFixed(3)) : 0,
    p50: Math.round(percentile(all, 50)),
    p99: Math.round(percentile(all, 99)),
    byKind: rows.map((r) => ({ ...r, p50: Math.round(r.p50), p99: Math.round(r.p99), max: Math.round(r.max) })),
    rssMb: { start: rssValues[0], end: rssValues.at(-1), min: Math.min(...rssValues), max: Math.max(...rssValues), samples: rss },
    errorSamples,
  };

  console.log(
    `\n${total} requests in ${seconds.toFixed(0)} s (${result.requestsPerSecond} req/s), ${totalErrors} errors (${result.errorRatePercent}%; target < 0.1%)`,
  );
  console.log("  kind               requests   errors   p50 ms   p99 ms   max ms");
  for (const r of result.byKind) {
    console.log(
      `  ${r.kind.padEnd(17)} ${String(r.requests).padStart(9)} ${String(r.errors).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.max).padStart(8)}`,
    );
  }
  console.log(
    `  all               ${String(total).padStart(9)} ${String(totalErrors).padStart(8)} ${String(result.p50).padStart(8)} ${String(result.p99).padStart(8)}`,
  );
  console.log(`App process RSS: ${result.rssMb.start} MB at the start, ${result.rssMb.end} MB at the end (min ${result.rssMb.min}, max ${result.rssMb.max})`);
  if (errorSamples.length) console.log(`First errors: ${errorSamples.join("; ")}`);
  if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
  if (result.errorRatePercent >= 0.1) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await cleanup();
}
