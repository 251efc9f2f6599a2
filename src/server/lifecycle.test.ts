// The server as an operator runs it: a real process on the embedded PostgreSQL in a DATA_DIR.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../../tests/support/server-process.ts";

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

async function register(url: string, email: string) {
  return fetch(`${url}/api/accounts/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ fullName: "Crash Test", email, password, confirmPassword: password }),
  });
}

async function signIn(url: string, email: string) {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
}

function postgresPids(): string[] {
  try {
    return execFileSync("pgrep", ["-f", `${dataDir}/pg`]).toString().trim().split("\n").filter(Boolean);
  } catch {
    return [];
  }
}

describe("server lifecycle on the embedded database", { timeout: 60_000 }, () => {
  it("makes sure the ADMIN_EMAIL global admin exists, and refuses a second server on the same DATA_DIR", async () => {
    const first = await start({ ADMIN_EMAIL: "Owner@Example.com", ADMIN_PASSWORD: "Owner-Pass-2026" });
    const adminSignIn = await fetch(`${first.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first.url },
      body: JSON.stringify({ email: "owner@example.com", password: "Owner-Pass-2026" }),
    });
    expect(adminSignIn.status).toBe(200);
    const cookie = adminSignIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const session = (await (await fetch(`${first.url}/api/session`, { headers: { cookie } })).json()) as { user: { role: string; isGlobalAdmin: boolean } };
    expect(session.user).toMatchObject({ role: "admin", isGlobalAdmin: true });

    const second = await startServerProcess({ DATA_DIR: dataDir }, { waitReady: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is already using the data folder");
    expect((await fetch(`${first.url}/readyz`)).ok).toBe(true);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  });

  it("keeps every committed write when the server is killed with SIGKILL, and restarts on the same DATA_DIR", async () => {
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

  it("lets an in-flight request finish on SIGTERM, then exits cleanly", async () => {
    const server = await start();
    const port = Number(new URL(server.url).port);
    const email = `inflight.${Date.now()}@example.com`;
    const body = JSON.stringify({ fullName: "In Flight", email, password, confirmPassword: password });
    const half = Math.floor(body.length / 2);

    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, method: "POST", path: "/api/accounts/register", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: server.url } },
        (res) => {
          let text = "";
          res.on("data", (c: Buffer) => (text += c.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      request.on("error", reject);
      request.write(body.slice(0, half));
      // The request is now in flight: headers and half the body are on the server.
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => request.end(body.slice(half)), 400);
      }, 200);
    });

    const result = await response;
    expect(result.status).toBe(201);
    expect(await server.exited).toBe(0);

    const again = await start();
    expect((await signIn(again.url, email)).status).toBe(200);
    again.child.kill("SIGTERM");
    await again.exited;
  });
});
