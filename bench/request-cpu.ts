// node bench/request-cpu.ts [--requests 20000] [--rounds 5] — the server's own CPU per answer on the lightest
// endpoints, without sockets: the production app (NODE_ENV=production, info log into /dev/null, an embedded
// PostgreSQL with the demo family, the demo dad signed in) built in this process and asked with app.inject, the
// process's user + system time divided by the answers. The hello-world is the same loop on a bare Fastify app.
// What the sockets, the HTTP parser and autocannon cost is left out, and so is most of what a busy machine adds:
// the way to compare two versions of the request path when the ratios of `npm run bench` swim. Prints the median
// of the rounds per endpoint (BENCH_ENDPOINTS=/healthz,/dashboard/dad picks them; a page is asked for with a
// browser's encodings, though app.inject's own handling of its body then weighs more than the page's path). With `node --cpu-prof --cpu-prof-dir=<dir> bench/request-cpu.ts` the profile holds
// the request path and little else.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import pino from "pino";
import { loadConfig } from "../src/server/config.ts";
import { startEmbeddedPostgres } from "../src/server/db/embedded-postgres.ts";
import { DEMO_ACCOUNTS } from "../src/server/db/seed/accounts.ts";
import { seedDemoContent } from "../src/server/db/seed/demo-content.ts";
import { loggerOptions } from "../src/server/lib/logging.ts";
import { stdoutPerTurn } from "../src/server/logger.ts";
import { ensureDemoAccounts } from "../src/server/modules/family/demo-family.ts";
import { openDatabase } from "../src/server/open-database.ts";
import { startRuntime } from "../src/server/runtime.ts";

function wholeNumber(name: string, fallback: number, max: number): number {
  const at = process.argv.indexOf(name);
  const value = Number(at === -1 ? fallback : process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}`);
  return value;
}

const REQUESTS = wholeNumber("--requests", 20_000, 1_000_000);
const ROUNDS = wholeNumber("--rounds", 5, 50);
const ENDPOINTS = (process.env.BENCH_ENDPOINTS ?? "/healthz,/api/session,/api/dashboard").split(",");

/** One GET through an app's inject (the app's own type or the bare hello-world's). */
type Ask = (url: string, headers: Record<string, string>) => Promise<{ statusCode: number; body: string }>;

/** µs of CPU (user + system) per answer of `requests` injected one after the other, 50 at a time. */
async function cpuPerAnswer(ask: Ask, url: string, headers: Record<string, string>): Promise<number> {
  const started = process.cpuUsage();
  for (let sent = 0; sent < REQUESTS; sent += 50) {
    const answers = await Promise.all(Array.from({ length: 50 }, () => ask(url, headers)));
    const failed = answers.find((a) => a.statusCode !== 200);
    if (failed) throw new Error(`${url} answered ${failed.statusCode}: ${failed.body.slice(0, 200)}`);
  }
  const spent = process.cpuUsage(started);
  return (spent.user + spent.system) / REQUESTS;
}

/** A page (not /api, not /healthz) is asked for as a browser asks: with its encodings. */
const headersOf = (endpoint: string, cookie: string): Record<string, string> =>
  endpoint.startsWith("/api") || endpoint === "/healthz" ? { cookie } : { cookie, "accept-encoding": "br, gzip" };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-request-cpu-"));
fs.chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as `postgres` when we are root
const postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), password: "bench-password" });
const origin = "http://127.0.0.1:3000";
const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  AUTH_SECRET: "request-cpu-secret-request-cpu-secret-1",
  DATABASE_URL: postgres.url("postgres"),
  DATA_DIR: dataDir,
  APP_URL: origin,
  MAIL_OUTBOX_IN_PRODUCTION: "1",
  RATE_LIMIT: "0",
  LOG_LEVEL: "info",
});
// As in production, one JSON line per answer through the server's log output (written once per turn); here into /dev/null.
const logger = pino(loggerOptions(config.logLevel), stdoutPerTurn(fs.openSync("/dev/null", "w")));
const runtime = await startRuntime(config, logger, await openDatabase(config, logger));
const hello = Fastify({ logger: false });
hello.get("/", async () => ({ hello: "world" }));
try {
  await ensureDemoAccounts(runtime.db);
  await seedDemoContent(runtime.db);
  const signIn = await runtime.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { "content-type": "application/json", origin },
    payload: { email: DEMO_ACCOUNTS.dad.email, password: DEMO_ACCOUNTS.dad.password },
  });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  if (signIn.statusCode !== 200 || !cookie) throw new Error(`demo sign-in failed: ${signIn.statusCode}`);

  const results = new Map<string, number[]>();
  const askApp: Ask = (url, headers) => runtime.app.inject({ method: "GET", url, headers });
  const askHello: Ask = (url, headers) => hello.inject({ method: "GET", url, headers });
  const measure = async (name: string, ask: Ask, url: string, headers: Record<string, string>) => {
    const us = await cpuPerAnswer(ask, url, headers);
    results.set(name, [...(results.get(name) ?? []), us]);
  };
  // One round unmeasured: the JIT and the caches warm.
  for (const endpoint of ENDPOINTS) await cpuPerAnswer(askApp, endpoint, headersOf(endpoint, cookie));
  for (let round = 0; round < ROUNDS; round++) {
    await measure("hello-world", askHello, "/", {});
    for (const endpoint of ENDPOINTS) await measure(endpoint, askApp, endpoint, headersOf(endpoint, cookie));
  }
  console.log(`CPU per answer (app.inject, ${REQUESTS} answers × ${ROUNDS} rounds, median; load average ${os.loadavg()[0]?.toFixed(1)}):`);
  for (const [name, values] of results) {
    console.log(`  ${name.padEnd(16)} ${median(values).toFixed(1).padStart(6)} µs  (${values.map((v) => v.toFixed(1)).join(", ")})`);
  }
} finally {
  await hello.close();
  await runtime.close();
  await postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
