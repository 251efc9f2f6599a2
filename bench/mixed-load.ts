// The mixed load of `npm run bench`, in its own process like autocannon: CONNECTIONS
// closed-loop clients on keep-alive connections, each repeating one write — a tick of the family week (PUT
// /api/progress/:week) or a journal entry (POST /api/journal/entries), alternately — by a dad or a son of a random
// family, then ten reads of server-rendered dashboards (GET /dashboard/dad or /dashboard/son, as a browser asks:
// Brotli accepted). The first of the ten is a page of the family just written to: the first request after a change,
// reported on its own. The other nine are of random viewers. Before the clock starts, every viewer's page is asked
// for once (not counted), as the families' phones would have: the load measures pages kept and pages changed, not
// the first visit of 2,000 people at once. Prints one JSON object on stdout.
//
// Input (a JSON file named by argv[2]): { origin, seconds, connections, week, families: [{ dad, son }] } with each member's Cookie
// header. Loopback only: it refuses any other origin.
import fs from "node:fs";
import http from "node:http";

interface Input {
  origin: string;
  seconds: number;
  connections: number;
  /** The family week every bench family is in (the tick goes there, so the first screen changes). */
  week: number;
  families: Array<{ dad: string; son: string }>;
}

const input = JSON.parse(fs.readFileSync(process.argv[2] ?? "", "utf8")) as Input;
const origin = new URL(input.origin);
if (origin.hostname !== "127.0.0.1") throw new Error("the mixed load only talks to 127.0.0.1");
const agent = new http.Agent({ keepAlive: true, maxSockets: input.connections });

/** A small deterministic generator (mulberry32): the same run picks the same families. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function request(method: string, pathname: string, headers: Record<string, string>, body?: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ agent, host: origin.hostname, port: origin.port, method, path: pathname, headers }, (res) => {
      res.on("data", () => {});
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    req.setTimeout(30_000, () => req.destroy());
    req.end(body);
  });
}

type Kind = "read" | "firstReadAfterChange" | "write";
const timings: Record<Kind, number[]> = { read: [], firstReadAfterChange: [], write: [] };
const failures: Record<Kind, number> = { read: 0, firstReadAfterChange: 0, write: 0 };
const samples: string[] = [];

function record(kind: Kind, result: { status: number; ms: number }, ok: (status: number) => boolean): void {
  timings[kind].push(result.ms);
  if (!ok(result.status)) {
    failures[kind]++;
    if (samples.length < 10) samples.push(`${kind}: ${result.status}`);
  }
}

const page = (family: { dad: string; son: string }, role: "dad" | "son") =>
  request("GET", `/dashboard/${role}`, { cookie: family[role], "accept-encoding": "br, gzip" });

const ticked = new Map<string, boolean>();
let writes = 0;

async function client(n: number): Promise<void> {
  const next = random(n + 1);
  const pick = () => input.families[Math.floor(next() * input.families.length)] as { dad: string; son: string };
  const role = (): "dad" | "son" => (next() < 0.5 ? "dad" : "son");
  while (performance.now() < deadline) {
    const family = pick();
    const writer = role();
    const cookie = family[writer];
    const headers = { cookie, origin: input.origin, "content-type": "application/json" };
    const w = writes++;
    if (w % 2 === 0) {
      const flag = (["devotional", "challenge", "journal"] as const)[w % 3] as string;
      const key = `${cookie}|${flag}`;
      const completed = !(ticked.get(key) ?? false);
      ticked.set(key, completed);
      record("write", await request("PUT", `/api/progress/${input.week}`, headers, JSON.stringify({ flag, completed })), (s) => s === 200);
    } else {
      const body = JSON.stringify({
        title: `Bench entry ${w}`,
        content: "A few honest lines about this week.",
        weekNumber: input.week,
        entryType: "reflection",
      });
      record("write", await request("POST", "/api/journal/entries", headers, body), (s) => s === 201);
    }
    // The first read after the change: a page of the same family (his own or the other member's).
    record("firstReadAfterChange", await page(family, role()), (s) => s === 200);
    for (let i = 0; i < 9 && performance.now() < deadline; i++) record("read", await page(pick(), role()), (s) => s === 200);
  }
}

// Warm-up: each viewer's page once.
const warmStarted = performance.now();
const viewers = input.families.flatMap((family) => [() => page(family, "dad"), () => page(family, "son")]);
let nextViewer = 0;
await Promise.all(
  Array.from({ length: input.connections }, async () => {
    while (nextViewer < viewers.length) await viewers[nextViewer++]?.();
  }),
);
const warmUpSeconds = (performance.now() - warmStarted) / 1000;

const deadline = performance.now() + input.seconds * 1000;
const started = performance.now();
await Promise.all(Array.from({ length: input.connections }, (_, n) => client(n)));
const seconds = (performance.now() - started) / 1000;
agent.destroy();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { count: sorted.length, p50: Math.round(percentile(sorted, 50) * 10) / 10, p99: Math.round(percentile(sorted, 99) * 10) / 10 };
};
const total = timings.read.length + timings.firstReadAfterChange.length + timings.write.length;
console.log(
  JSON.stringify({
    seconds,
    warmUpSeconds,
    requests: total,
    reqPerSec: total / seconds,
    read: summary(timings.read),
    firstReadAfterChange: summary(timings.firstReadAfterChange),
    write: summary(timings.write),
    all: summary([...timings.read, ...timings.firstReadAfterChange, ...timings.write]),
    failures,
    samples,
  }),
);
