// The tested topology: PostgreSQL (DATABASE_URL's, or an embedded one in the data folder), the release
// migration once, N identical app processes (MIGRATE=0) on free loopback ports, and nginx in front with
// passive health checks. `npm run cluster` runs it in the foreground; tests and the bench call startCluster().
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "../../src/server/platform/database.ts";
import { migrateDatabase } from "../../src/server/db/client.ts";
import { loadOrCreateSecrets } from "../../src/server/db/data-dir.ts";
import { findFreePort, startEmbeddedPostgres, type RunningPostgres } from "../../src/server/db/embedded-postgres.ts";
import { ensureDemoAccounts } from "../../src/server/modules/family/demo-family.ts";
import { seedDemoContent } from "../../src/server/db/seed/demo-content.ts";
import { nginxConfig } from "./nginx-config.ts";
import { SCHEMA_INSTALLERS } from "../../src/server/schema-installers.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export interface ClusterOptions {
  /** Number of app processes (default 2). */
  apps?: number;
  /** nginx's port on 127.0.0.1 (default: a free one). */
  port?: number;
  /** Folder for the embedded PostgreSQL, its secrets and nginx's files (default: a new temp folder). */
  dataDir?: string;
  /** The machine's PostgreSQL; without it an embedded one runs in dataDir/pg. */
  databaseUrl?: string;
  /** Demo accounts and the sample plan, seeded once before the apps start. */
  seedDemo?: boolean;
  /** Extra environment for the app processes (e.g. a stand-in model). */
  env?: Record<string, string>;
  /** Where app and nginx output goes (default: kept in memory, see output()). */
  log?: (line: string) => void;
}

export interface AppProcess {
  index: number;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface Cluster {
  url: string;
  databaseUrl: string;
  dataDir: string;
  apps: AppProcess[];
  nginxConfigPath: string;
  output(): string;
  restartApp(index: number): Promise<AppProcess>;
  stop(): Promise<void>;
}

export function nginxAvailable(): boolean {
  return fs.existsSync(NGINX);
}

async function waitFor(url: string, what: string, child: ChildProcess | undefined, output: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited early (${child.exitCode}):\n${output().slice(-4000)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} did not become ready at ${url}:\n${output().slice(-4000)}`);
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve();
    }, timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  if (!nginxAvailable()) throw new Error(`nginx is not installed (${NGINX}): apt-get install -y nginx`);
  const appCount = options.apps ?? 2;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-cluster-"));
  fs.mkdirSync(dataDir, { recursive: true });
  // The embedded PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  let buffer = "";
  const log = options.log ?? ((line: string) => void (buffer = (buffer + line).slice(-200_000)));
  const output = () => buffer;
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };

  try {
    // 1. PostgreSQL.
    const secrets = loadOrCreateSecrets(dataDir);
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const pg: RunningPostgres = await startEmbeddedPostgres({
        dataDir: path.join(dataDir, "pg"),
        password: secrets.databasePassword,
        log: (m) => log(`postgres: ${m}\n`),
      });
      cleanups.push(() => pg.stop());
      databaseUrl = pg.url("postgres");
    }

    // 2. The release step, once: migrations (and the job queue's schema), then the demo data if asked.
    const db = createDatabase(databaseUrl, { max: 2 });
    try {
      await migrateDatabase(db, SCHEMA_INSTALLERS);
      if (options.seedDemo) {
        await ensureDemoAccounts(db);
        await seedDemoContent(db);
      }
    } finally {
      await db.$client.end();
    }

    // 3. The app processes: identical, stateless, MIGRATE=0, behind the proxy.
    const port = options.port ?? (await findFreePort());
    const url = `http://127.0.0.1:${port}`;
    const apps: AppProcess[] = [];
    const spawnApp = (index: number, appPort: number): AppProcess => {
      const env: Record<string, string> = {};
      for (const [key, value] of Object.entries(process.env)) if (value !== undefined && key !== "NODE_ENV") env[key] = value;
      const child = spawn(process.execPath, ["src/server/main.ts"], {
        cwd: ROOT,
        env: {
          ...env,
          LOG_LEVEL: "warn",
          ...options.env,
          PORT: String(appPort),
          HOST: "127.0.0.1",
          APP_URL: url,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          AUTH_SECRET: secrets.authSecret,
          MIGRATE: "0",
          SEED_DEMO: "0",
          TRUST_PROXY: "1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.on("data", (chunk: Buffer) => log(`[app ${index}] ${chunk.toString()}`));
      child.stderr?.on("data", (chunk: Buffer) => log(`[app ${index}] ${chunk.toString()}`));
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      cleanups.push(() => stopChild(child, "SIGTERM", 20_000));
      return { index, port: appPort, child, exited };
    };
    for (let index = 0; index < appCount; index++) apps.push(spawnApp(index, await findFreePort()));
    await Promise.all(apps.map((app) => waitFor(`http://127.0.0.1:${app.port}/readyz`, `app process ${app.index}`, app.child, output)));

    // 4. nginx in front, with its own config and prefix (no system files touched).
    const prefix = path.join(dataDir, "nginx");
    fs.mkdirSync(path.join(prefix, "tmp"), { recursive: true });
    fs.mkdirSync(path.join(prefix, "logs"), { recursive: true });
    // Its worker processes run as nobody when we are root: they write request bodies to tmp.
    fs.chmodSync(prefix, 0o755);
    fs.chmodSync(path.join(prefix, "tmp"), 0o777);
    const nginxConfigPath = path.join(prefix, "nginx.conf");
    fs.writeFileSync(nginxConfigPath, nginxConfig({ listenPort: port, upstreamPorts: apps.map((app) => app.port), prefix }));
    const check = spawnSync(NGINX, ["-t", "-p", prefix, "-c", nginxConfigPath], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx refused its config:\n${check.stderr}`);
    const nginx = spawn(NGINX, ["-p", prefix, "-c", nginxConfigPath, "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
    nginx.stdout?.on("data", (chunk: Buffer) => log(`[nginx] ${chunk.toString()}`));
    nginx.stderr?.on("data", (chunk: Buffer) => log(`[nginx] ${chunk.toString()}`));
    // SIGQUIT: nginx's graceful stop. Registered last, so it stops first.
    cleanups.push(() => stopChild(nginx, "SIGQUIT", 10_000));
    await waitFor(`${url}/healthz`, "nginx", nginx, output);

    return {
      url,
      databaseUrl,
      dataDir,
      apps,
      nginxConfigPath,
      output,
      // What a process supervisor (systemd, the container runtime) does after a crash: the same port again.
      async restartApp(index: number) {
        const old = apps[index];
        if (!old) throw new Error(`no app ${index}`);
        if (old.child.exitCode === null && old.child.signalCode === null) await stopChild(old.child, "SIGTERM", 20_000);
        const fresh = spawnApp(index, old.port);
        apps[index] = fresh;
        await waitFor(`http://127.0.0.1:${fresh.port}/readyz`, `app process ${index}`, fresh.child, output);
        return fresh;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
