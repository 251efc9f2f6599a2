// Starts the real server (`node src/server/main.ts`) as a child process, for lifecycle and fault tests.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findFreePort } from "../../src/server/db/embedded-postgres.ts";
import { LOW_COST_HASH_NODE_ARGS } from "./low-cost-hash-args.ts";

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
  opts: { waitReady?: boolean; cwd?: string; port?: number; detached?: boolean } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await findFreePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...LOW_COST_HASH_NODE_ARGS, "src/server/main.ts"], {
    cwd: opts.cwd ?? ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group (fault tests): the app and the PostgreSQL it starts can be killed together.
    detached: opts.detached ?? false,
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

/** The pids of `root` and every process below it (read from /proc: PostgreSQL's backends leave its process group). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    found.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return found;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/**
 * A power cut for a server started with `detached: true`: its process group (node and the postmaster) is frozen
 * first, then every process below it (PostgreSQL's backends, WAL writer and checkpointer call setsid and so leave
 * the group), then all of them die by SIGKILL at once. No process gets to write or flush anything after the freeze.
 * Returns the pids killed.
 */
export function powerCut(server: ServerProcess): number[] {
  const pid = server.child.pid;
  if (pid === undefined) throw new Error("the server has no pid");
  signal(-pid, "SIGSTOP");
  const tree = processTree(pid);
  for (const p of tree) signal(p, "SIGSTOP");
  signal(-pid, "SIGKILL");
  for (const p of tree) signal(p, "SIGKILL");
  return tree;
}

/** Registers an account on a running server as the web app does (its Origin, JSON); the answer as it came. */
export function registerOverHttp(url: string, account: { fullName: string; email: string; password: string }): Promise<Response> {
  const { fullName, email, password } = account;
  return fetch(`${url}/api/accounts/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ fullName, email, password, confirmPassword: password }),
  });
}

/** One sign-in attempt on a running server as the web app sends it; the answer as it came. */
export function signInOverHttp(url: string, email: string, password: string): Promise<Response> {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
}
