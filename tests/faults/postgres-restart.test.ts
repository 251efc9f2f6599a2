// PostgreSQL dies under traffic (kill -9 of the postmaster and every process below it, as the OOM killer or a
// crash would): the API answers 503 UNAVAILABLE quickly — no hang, no 500 — /readyz says unavailable, the app's
// supervisor starts PostgreSQL again (crash recovery), and the same app process serves again by itself.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { messages } from "../../src/shared/messages.ts";
import { isProcessAlive } from "../../src/server/lib/process.ts";
import { registerDad } from "../support/fault-traffic.ts";
import { processTree, startServerProcess, type ServerProcess } from "../support/server-process.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-pg-restart-"));
fs.chmodSync(dataDir, 0o755);
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  at: number;
  ms: number;
  status: number | string;
  code?: string | undefined;
  message?: string | undefined;
}

function postmasterPid(): number {
  return Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
}

async function timedRequest(url: string, init: RequestInit): Promise<Answer> {
  const at = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    let error: { code?: string; message?: string } | undefined;
    try {
      error = (JSON.parse(text) as { error?: { code?: string; message?: string } }).error;
    } catch {
      error = undefined;
    }
    return { at, ms: performance.now() - at, status: response.status, code: error?.code, message: error?.message };
  } catch (error) {
    return { at, ms: performance.now() - at, status: (error as { name?: string }).name ?? "error" };
  }
}

describe("PostgreSQL restarted under traffic", { timeout: 180_000 }, () => {
  it("answers 503 quickly while PostgreSQL is down and recovers by itself, with no restart of the app", async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT: "0" });
    const appPid = server.child.pid;
    const url = server.url;
    const dad = await registerDad(url, "pgrestart");
    const headers = { cookie: dad.cookie, origin: url, "content-type": "application/json" };

    const answers: Answer[] = [];
    const readiness: Answer[] = [];
    let running = true;
    const clients = Array.from({ length: 4 }, async (_, client) => {
      for (let n = 0; running; n++) {
        const write = (n + client) % 2 === 0;
        answers.push(
          write
            ? await timedRequest(`${url}/api/journal/entries`, {
                method: "POST",
                headers,
                body: JSON.stringify({ title: `restart ${client}-${n}`, content: "Under traffic." }),
              })
            : await timedRequest(`${url}/api/dashboard`, { headers }),
        );
      }
    });
    const probe = (async () => {
      while (running) {
        readiness.push(await timedRequest(`${url}/readyz`, {}));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    await new Promise((r) => setTimeout(r, 1000));
    const before = postmasterPid();
    const killedAt = performance.now();
    const tree = processTree(before);
    for (const pid of tree) process.kill(pid, "SIGKILL");

    // Recovered: a new postmaster, /readyz ready, and a write accepted — within 90 s (a busy machine is slow).
    const deadline = Date.now() + 90_000;
    let recoveredAt: number | undefined;
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      const lastReady = readiness.at(-1);
      const lastWrite = answers.filter((a) => a.at > killedAt).findLast((a) => a.status === 201);
      if (lastReady?.status === 200 && lastReady.at > killedAt && lastWrite) {
        recoveredAt = performance.now();
        break;
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await Promise.all([...clients, probe]);

    expect(
      recoveredAt,
      `the API did not recover within 90 s; last answers ${JSON.stringify(answers.slice(-4))}, readiness ${JSON.stringify(readiness.slice(-2))}; server output:\n${server.output().slice(-4000)}`,
    ).toBeDefined();
    expect(server.child.pid).toBe(appPid);
    expect(server.child.exitCode).toBeNull();
    expect(postmasterPid()).not.toBe(before);
    expect(tree.filter(isProcessAlive)).toEqual([]);

    const during = answers.filter((a) => a.at >= killedAt && a.at < (recoveredAt ?? Infinity));
    const unavailable = during.filter((a) => a.status === 503);
    const summary = {
      outageMs: Math.round((recoveredAt ?? 0) - killedAt),
      requestsDuringOutage: during.length,
      answered503: unavailable.length,
      slowestMs: Math.round(Math.max(...during.map((a) => a.ms))),
      statuses: [...new Set(during.map((a) => a.status))],
    };
    process.stdout.write(`postgres restart under traffic: ${JSON.stringify(summary)}\n`);
    // While PostgreSQL is down or recovering: only successes or a quick, clear 503 — never a 500, never a hang.
    for (const answer of during) expect([200, 201, 503], JSON.stringify(answer)).toContain(answer.status);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.code).toBe("UNAVAILABLE");
      expect(answer.message).toBe(messages.serviceUnavailable);
    }
    expect(summary.slowestMs).toBeLessThan(6_000);
    // Readiness said so too, and is ready again.
    expect(readiness.some((a) => a.at >= killedAt && a.status === 503)).toBe(true);
    expect(readiness.at(-1)?.status).toBe(200);
    expect(server.output()).toContain("stopped unexpectedly; starting it again");
    expect(server.output()).toContain("PostgreSQL is running again");

    // After recovery every kind of request works on the same process.
    expect((await timedRequest(`${url}/api/dashboard`, { headers })).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
