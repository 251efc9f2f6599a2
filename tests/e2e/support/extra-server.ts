// A second server of the same build with its own DATA_DIR and extra environment (e.g. Stripe pointed at a
// stand-in running in the test worker), for specs whose settings differ from the shared e2e server's; with
// `throughCluster`, nginx in front of two app processes instead (like the shared server under E2E_CLUSTER=1).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { LOW_COST_HASH_NODE_ARGS } from "../../support/low-cost-hash-args.ts";
import { e2eServerEnv } from "./e2e-server.ts";

export interface ExtraServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startExtraServer(
  label: string,
  extraEnv: Record<string, string> | ((baseURL: string) => Record<string, string>),
  options: { throughCluster?: boolean } = {},
): Promise<ExtraServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `strongbond-e2e-${label}-`));
  fs.chmodSync(dataDir, 0o755);
  const extra = typeof extraEnv === "function" ? extraEnv(baseURL) : extraEnv;
  const env = e2eServerEnv({ port, baseURL, dataDir }, extra);
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (options.throughCluster) {
    // Loaded only here: the cluster script brings the server's seeding code with it.
    const { startCluster } = await import("../../../scripts/cluster/cluster.ts");
    const cluster = await startCluster({ port, dataDir, seedDemo: true, env });
    return {
      baseURL,
      dataDir,
      async stop() {
        await cluster.stop();
        removeDataDir();
      },
    };
  }
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [...LOW_COST_HASH_NODE_ARGS, "src/server/main.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} e2e server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${label} e2e server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      }
      removeDataDir();
    },
  };
}
