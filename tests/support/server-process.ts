// Starts the real server (`node src/server/main.ts`) as a child process, for lifecycle tests.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findFreePort } from "../../src/server/db/embedded-postgres.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

/** The checkout the tests run from. */
export const CHECKOUT = ROOT;

/**
 * Starts the server; `cwd` runs another checkout (e.g. a copy in a folder only root may enter), `port` a given
 * port. Without `waitReady: false`, resolves once /readyz answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { waitReady?: boolean; cwd?: string; port?: number } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await findFreePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", APP_URL: url, SEED_DEMO: "0", LOG_LEVEL: "warn", NODE_ENV: "development", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const server: ServerProcess = { child, url, output: () => output, exited };
  if (opts.waitReady === false) return server;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready:\n${output}`);
}
