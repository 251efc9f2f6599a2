// The server as an operator runs it: a real process on the embedded PostgreSQL in a DATA_DIR.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { registerDad, signIn as signInAs } from "../support/fault-traffic.ts";
import { startServerProcess, type ServerProcess, registerOverHttp, signInOverHttp } from "../support/server-process.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-lifecycle-"));
fs.chmodSync(dataDir, 0o755);
const started: ServerProcess[] = [];

async function start(extra: Record<string, string> = {}) {
  const server = await startServerProcess({ DATA_DIR: dataDir, ...extra });
  started.push(server);
  return server;
}

afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null) s.child.kill("SIGTERM");
  await Promise.all(started.map((s) => s.exited));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const password = "Lifecycle-Pass-1";

const register = (url: string, email: string) => registerOverHttp(url, { fullName: "Crash Test", email, password });
const signIn = (url: string, email: string) => signInOverHttp(url, email, password);

function postgresPids(): string[] {
  try {
    return execFileSync("pgrep", ["-f", `${dataDir}/pg`])
      .toString()
      .trim()
      .split("\n")
      .filter(Boolean);
  } catch {
    return [];
  }
}

describe("server lifecycle on the embedded database", { timeout: 120_000 }, () => {
  it("makes sure the ADMIN_EMAIL global admin exists, and refuses a second server on the same DATA_DIR", async () => {
    const first = await start({ ADMIN_EMAIL: "Owner@Example.com", ADMIN_PASSWORD: "Owner-Pass-2026" });
    const adminSignIn = await fetch(`${first.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first.url },
      body: JSON.stringify({ email: "owner@example.com", password: "Owner-Pass-2026" }),
    });
    expect(adminSignIn.status).toBe(200);
    const cookie = adminSignIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const session = (await (await fetch(`${first.url}/api/session`, { headers: { cookie } })).json()) as { user: { role: string; isGlobalAdmin: boolean } };
    expect(session.user).toMatchObject({ role: "admin", isGlobalAdmin: true });

    const second = await startServerProcess({ DATA_DIR: dataDir }, { waitReady: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is already using the data folder");
    expect((await fetch(`${first.url}/readyz`)).ok).toBe(true);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  });

  // Only node dies here; its PostgreSQL lives on as an orphan and is stopped by the next start. The power cut
  // (app and PostgreSQL killed together, under writes) is src/server/power-cut.test.ts.
  it("restarts on the same DATA_DIR after only the app was killed with SIGKILL, stopping the orphaned PostgreSQL", async () => {
    const server = await start();
    const email = `crash.${Date.now()}@example.com`;
    expect((await register(server.url, email)).status).toBe(201);
    server.child.kill("SIGKILL");
    await server.exited;

    const restarted = await start();
    expect((await signIn(restarted.url, email)).status).toBe(200);
    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
    // A clean stop leaves no PostgreSQL behind.
    expect(postgresPids()).toEqual([]);
  });

  it("on SIGTERM lets slow in-flight requests finish (2xx), refuses new ones, and stops PostgreSQL cleanly (no crash recovery next start)", async () => {
    const server = await start();
    const port = Number(new URL(server.url).port);
    const dad = await registerDad(server.url, "sigterm");
    // Three writes in flight on their own connections: headers and half of each body are on the server.
    const slow = [0, 1, 2].map((n) => {
      const body = JSON.stringify({ title: `in flight ${n}`, content: "Sent slowly, finished after SIGTERM.", entryType: "reflection" });
      const half = Math.floor(body.length / 2);
      let finish = () => {};
      const response = new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "/api/journal/entries",
            agent: false,
            headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: server.url, cookie: dad.cookie },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        request.on("error", reject);
        request.write(body.slice(0, half));
        finish = () => request.end(body.slice(half));
      });
      return { response, finish: () => finish() };
    });
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));

    // A new request is refused: the port is closed (connection refused), or a 503 while closing.
    const refused = await fetch(`${server.url}/api/journal/entries`, { headers: { cookie: dad.cookie } }).then(
      (response) => response.status,
      (error: unknown) => (error as { cause?: { code?: string } }).cause?.code ?? "error",
    );
    expect([503, "ECONNREFUSED"]).toContain(refused);

    for (const request of slow) request.finish();
    expect(await Promise.all(slow.map((request) => request.response))).toEqual([201, 201, 201]);
    expect(await server.exited).toBe(0);
    expect(postgresPids()).toEqual([]);

    // PostgreSQL was stopped cleanly: the next start replays no write-ahead log, and the three entries are there.
    const again = await start();
    expect(again.output()).not.toContain("not shut down cleanly last time");
    const list = (await (await fetch(`${again.url}/api/journal/entries`, { headers: { cookie: (await signInAs(again.url, dad.email)).cookie } })).json()) as {
      entries: Array<{ title: string }>;
    };
    expect(list.entries.map((e) => e.title).sort()).toEqual(["in flight 0", "in flight 1", "in flight 2"]);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  });
});
