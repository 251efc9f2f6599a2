// Where the end-to-end server runs. Chosen once by the Playwright runner when it loads the config and kept in
// process.env, so the workers (which load the config again and inherit the runner's environment) agree.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isProcessAlive } from "../../../src/server/lib/process.ts";

export interface E2eServer {
  port: number;
  baseURL: string;
  /** The server's DATA_DIR: embedded PostgreSQL, its secrets, and so the dev outbox (see outbox.ts). */
  dataDir: string;
}

const PREFIX = "strongbond-e2e-";

const STALE_MS = 10 * 60 * 1000;

/** A free loopback port, found synchronously (the config is loaded synchronously). */
function findFreePort(): number {
  const script = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

/**
 * The server keeps running until Playwright has finished its own teardown, so a run cannot delete its
 * DATA_DIR itself: each run removes the folders of earlier runs instead (old, and no live server in them).
 */
function removeStaleDataDirs(): void {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(tmp, name);
    try {
      if (Date.now() - fs.statSync(dir).mtimeMs < STALE_MS) continue;
      const pidFile = path.join(dir, "strongbond.pid");
      if (fs.existsSync(pidFile) && isProcessAlive(Number(fs.readFileSync(pidFile, "utf8")))) continue;
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run is cleaning up the same folder
    }
  }
}

export function e2eServer(): E2eServer {
  if (!process.env.E2E_PORT || !process.env.E2E_DATA_DIR) {
    removeStaleDataDirs();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
    // The embedded PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder.
    fs.chmodSync(dataDir, 0o755);
    process.env.E2E_PORT = String(findFreePort());
    process.env.E2E_DATA_DIR = dataDir;
  }
  const port = Number(process.env.E2E_PORT);
  return { port, baseURL: `http://127.0.0.1:${port}`, dataDir: process.env.E2E_DATA_DIR };
}

/**
 * The environment of a server under test: the shell's variables without NODE_ENV (so `vite build` makes a
 * production bundle), the embedded database in `dataDir`, the dev outbox, demo accounts, rate limits off —
 * whatever the shell says. `extra` adds or overrides (e.g. a stand-in model for the assistant).
 */
export function e2eServerEnv(options: { port: number; baseURL: string; dataDir: string }, extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && key !== "NODE_ENV") env[key] = value;
  return {
    ...env,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    APP_URL: options.baseURL,
    DATA_DIR: options.dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    REQUIRE_EMAIL_VERIFICATION: "0",
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    SEED_DEMO: "1",
    RATE_LIMIT: "0",
    // The seeded demo admin and dads who start organizations are used by every spec without an authenticator;
    // the staff two-factor rule is proven by API tests and by an extra server in two-factor.spec.ts.
    REQUIRE_STAFF_TWO_FACTOR: "0",
    LOG_LEVEL: "warn",
    // Reminders: the sweep every second, so a reminder whose time was moved goes out at once; the
    // push-service stand-in of reminders.spec.ts listens on 127.0.0.1 (refused in production).
    REMINDER_SWEEP_SECONDS: "1",
    PUSH_ALLOW_PRIVATE_ENDPOINTS: "1",
    ...extra,
  };
}
