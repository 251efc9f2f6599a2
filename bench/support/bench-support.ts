// What the benches (and scripts/lighthouse.ts) share: the bare hello-world baseline in its own process, the
// production server on a fresh DATA_DIR, waiting for a started server to answer, and registering a family through
// the API the way the sign-up form does.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "../../src/server/platform/database.ts";
import { findFreePort, startEmbeddedPostgres } from "../../src/server/db/embedded-postgres.ts";
import { seedDemoContent } from "../../src/server/db/seed/demo-content.ts";
import { ensureDemoAccounts } from "../../src/server/modules/family/demo-family.ts";

/** The checkout the benches run from. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Starts bench/hello-server.ts on a free loopback port; resolves once it listens. Stop it with SIGTERM. */
export async function startHelloServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ["bench/hello-server.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`hello server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

export interface ProductionServer {
  url: string;
  child: ChildProcess;
  /** The last 20,000 characters the server wrote (stderr, and stdout unless it is ignored). */
  output(): string;
  /** SIGTERM, SIGKILL of its process group after 30 s, then the DATA_DIR removed. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * The production server (`node src/server/main.ts`, NODE_ENV=production) on a free loopback port with an embedded
 * PostgreSQL (started here) in a fresh DATA_DIR, the demo accounts seeded by this process (production never seeds
 * them), rate limits off, in its own process group. `env` adds to or overrides that; `options.root` runs another
 * checkout's server (an A/B against it), and `seed: false` leaves the demo family to that server (an older checkout
 * whose schema this one's seed does not fit seeds itself with SEED_DEMO=1). Resolves once /readyz answers.
 */
export async function startProductionServer(
  label: string,
  env: Record<string, string> = {},
  options: { quiet?: boolean; root?: string; seed?: boolean } = {},
): Promise<ProductionServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `strongbond-${label}-`));
  fs.chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as `postgres` when we are root
  // Production never creates the demo accounts: the database is started here, and the demo family and
  // library are seeded into it once the server has migrated it.
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), password: "bench-password" });
  const databaseUrl = postgres.url("postgres");
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: options.root ?? ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      // No SMTP on a bench: mail stays in the outbox, on purpose.
      MAIL_OUTBOX_IN_PRODUCTION: "1",
      RATE_LIMIT: "0",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", options.quiet ? "ignore" : "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (c: Buffer) => (output = (output + c.toString()).slice(-20_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 30_000);
        await exited;
        clearTimeout(timer);
      }
      await postgres.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    })());
  try {
    await waitUntilAnswering(`${url}/readyz`, child, () => output, 180_000);
    if (options.seed === false) return { url, child, output: () => output, stop };
    const demo = createDatabase(databaseUrl, { max: 1 });
    try {
      await ensureDemoAccounts(demo);
      await seedDemoContent(demo);
    } finally {
      await demo.$client.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, output: () => output, stop };
}

/** Resolves once `url` answers 2xx; fails with the server's `output` when `child` exits first or after `timeoutMs`. */
export async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time:\n${output()}`);
}

/** The cookies a response sets, as the Cookie header of the next request in that session. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Registers a dad with his son (the son's sign-in email is optional); resolves to the dad's session cookie. */
export async function registerFamilyOverHttp(
  baseUrl: string,
  family: { fullName: string; email: string; sonFullName: string; sonEmail?: string; password: string },
): Promise<string> {
  const { fullName, email, sonFullName, sonEmail, password } = family;
  const response = await fetch(`${baseUrl}/api/accounts/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({
      fullName,
      email,
      password,
      confirmPassword: password,
      includeSon: true,
      sonFullName,
      sonEmail,
      sonPassword: password,
      sonAgeBand: "13_plus",
    }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return sessionCookie(response);
}
