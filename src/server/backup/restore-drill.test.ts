// The restore drill, as an operator would run it: write through the API, back up with `npm run backup` while the
// writes go on, restore with `npm run restore` into a fresh DATA_DIR, start on it, and check that every write
// acknowledged before the backup began is there and that the database passes its own consistency checks
// (amcheck on every index and table, every foreign key). Then the scheduled backups inside the server.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { CHECKOUT, startServerProcess, type ServerProcess } from "../../../tests/support/server-process.ts";
import { BACKUP_LOCK_KEY } from "./scheduled-backups.ts";
import { verifyDatabase } from "./verify-database.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-drill-"));
// Opened so that, as root, the postgres user can reach the DATA_DIRs made in it.
fs.chmodSync(work, 0o755);
const started: ServerProcess[] = [];

afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null) s.child.kill("SIGTERM");
  await Promise.all(started.map((s) => s.exited));
  fs.rmSync(work, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const server = await startServerProcess({ RATE_LIMIT: "0", ...env });
  started.push(server);
  return server;
}

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

/** `npm run backup|restore -- FILE`, as the package.json scripts run them. */
function runScript(script: "backup" | "restore", file: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}.ts`, file], {
      cwd: CHECKOUT,
      env: { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** A client on the embedded PostgreSQL of a server running on `dataDir` (its port from postmaster.pid). */
async function embeddedClient(dataDir: string): Promise<pg.Client> {
  const { databasePassword } = JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as { databasePassword: string };
  const port = Number(fs.readFileSync(path.join(fs.realpathSync(path.join(dataDir, "pg")), "postmaster.pid"), "utf8").split("\n")[3]);
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password: databasePassword, database: "postgres" });
  await client.connect();
  return client;
}

const password = "Drill-Pass-2026-x";

async function signUpAndIn(url: string, email: string): Promise<string> {
  const headers = { "content-type": "application/json", origin: url };
  const registered = await fetch(`${url}/api/accounts/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ fullName: "Drill Dad", email, password, confirmPassword: password }),
  });
  expect(registered.status).toBe(201);
  return signIn(url, email);
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

// The cases run side by side: each has its own DATA_DIR, files and ports.
describe.concurrent("backup and restore", { timeout: 360_000 }, () => {
  it("restores every write acknowledged before an online backup began, and the restored database passes its checks", async ({ annotate }) => {
    const source = path.join(work, "source");
    const server = await start({ DATA_DIR: source });
    const email = `drill.${Date.now()}@example.com`;
    const cookie = await signUpAndIn(server.url, email);
    // An uploaded image, as the image storage keeps them in DATA_DIR/uploads.
    const image = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256));
    fs.mkdirSync(path.join(source, "uploads", "plans"), { recursive: true });
    fs.writeFileSync(path.join(source, "uploads", "plans", "cover.webp"), image);

    // Writers: two requests in flight at any time, each acknowledged write recorded with the time of its 201.
    const acked: Array<{ title: string; at: number }> = [];
    let writing = true;
    let sequence = 0;
    const writer = async () => {
      while (writing) {
        const title = `drill-${String(++sequence).padStart(5, "0")}`;
        const response = await fetch(`${server.url}/api/journal/entries`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url, cookie },
          body: JSON.stringify({ title, content: `Written at ${new Date().toISOString()}`, weekNumber: 1 }),
        });
        if (response.status === 201) acked.push({ title, at: Date.now() });
        else throw new Error(`write refused: ${response.status} ${await response.text()}`);
      }
    };
    const writers = Promise.all([writer(), writer()]);
    while (acked.length < 30) await new Promise((r) => setTimeout(r, 50));

    const file = path.join(work, "drill.tar.gz");
    const backupBegan = Date.now();
    const backup = await runScript("backup", file, { DATA_DIR: source });
    const backupEnded = Date.now();
    writing = false;
    await writers;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/^Backed up the running server's embedded PostgreSQL .* and 1 uploaded files \(logical\) to /m);
    // The writes went on during the backup, and the server kept answering.
    expect(acked.filter((w) => w.at > backupBegan && w.at < backupEnded).length).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/readyz`)).ok).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    await annotate(
      `restore drill: ${acked.filter((w) => w.at <= backupBegan).length} writes acknowledged before the backup, ` +
        `${acked.filter((w) => w.at > backupBegan && w.at < backupEnded).length} during it (${backupEnded - backupBegan} ms, ${fs.statSync(file).size} bytes)`,
    );
    await stop(server);

    const restoredDir = path.join(work, "restored");
    const restore = await runScript("restore", file, { DATA_DIR: restoredDir });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/amcheck passed on \d+ indexes and \d+ tables, \d+ foreign keys checked/);

    const restored = await start({ DATA_DIR: restoredDir });
    // Sessions made before the backup still work (the auth secret came back with it), and so does signing in.
    const session = (await (await fetch(`${restored.url}/api/session`, { headers: { cookie } })).json()) as { user: { email: string } | null };
    expect(session.user?.email).toBe(email);
    const freshCookie = await signIn(restored.url, email);
    const exported = await (await fetch(`${restored.url}/api/journal/export?format=json`, { headers: { cookie: freshCookie } })).text();
    const before = acked.filter((w) => w.at <= backupBegan);
    expect(before.length).toBeGreaterThanOrEqual(30);
    const missing = before.filter((w) => !exported.includes(`"${w.title}"`));
    expect(missing).toEqual([]);
    // Nothing that was never acknowledged appears.
    const restoredTitles = exported.match(/drill-\d{5}/g) ?? [];
    const ackedTitles = new Set(acked.map((w) => w.title));
    expect(restoredTitles.filter((t) => !ackedTitles.has(t))).toEqual([]);
    expect(fs.readFileSync(path.join(restoredDir, "uploads", "plans", "cover.webp")).equals(image)).toBe(true);

    const client = await embeddedClient(restoredDir);
    try {
      const report = await verifyDatabase(client);
      expect(report.problems).toEqual([]);
      expect(report.amcheckSkipped).toBeUndefined();
      expect(report.indexesChecked).toBeGreaterThan(20);
      expect(report.foreignKeysChecked).toBeGreaterThan(10);
      // New rows get new ids: the sequences came back past the restored rows.
      const next = await fetch(`${restored.url}/api/journal/entries`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: restored.url, cookie: freshCookie },
        body: JSON.stringify({ title: "after restore", content: "A new entry." }),
      });
      expect(next.status).toBe(201);
    } finally {
      await client.end();
    }

    // A restore never overwrites: the now non-empty DATA_DIR is refused in one sentence.
    const again = await runScript("restore", file, { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.output.trim()).toMatch(/^DATA_DIR .* is not empty, and a restore only goes into an empty or new folder so that nothing is overwritten: .*\.$/);
    await stop(restored);
  });

  it("refuses a file that is not a backup, in one sentence, and leaves the DATA_DIR empty", async () => {
    const notABackup = path.join(work, "not-a-backup.tar.gz");
    fs.writeFileSync(notABackup, "hello");
    const target = path.join(work, "never-restored");
    const result = await runScript("restore", notABackup, { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.output.trim()).toBe(`${notABackup} is not a StrongBond backup (it is not a gzipped tar archive).`);
    expect(fs.existsSync(target) ? fs.readdirSync(target) : []).toEqual([]);
  });

  it("runs scheduled backups inside the server, one process at a time, keeping the newest BACKUP_KEEP", async () => {
    const dataDir = path.join(work, "scheduled");
    const backupDir = path.join(work, "scheduled-backups");
    // An interval of 1.8 s so the test sees several runs; LOG_LEVEL info so it sees a run skipped.
    const server = await start({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: "2", BACKUP_INTERVAL_HOURS: "0.0005", LOG_LEVEL: "info" });
    const list = () => (fs.existsSync(backupDir) ? fs.readdirSync(backupDir).filter((n) => n.endsWith(".tar.gz")) : []);
    const skips = () => server.output().split("scheduled backup skipped: another process is running it").length - 1;
    const waitFor = async (check: () => boolean, what: string) => {
      const deadline = Date.now() + 90_000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${list().join(", ")}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await waitFor(() => list().length >= 1, "the first scheduled backup");

    // While another process holds the backup lock, the server skips its runs.
    const client = await embeddedClient(dataDir);
    try {
      await client.query("select pg_advisory_lock($1)", [BACKUP_LOCK_KEY]);
      const held = list();
      const skipsBefore = skips();
      // At least one run came while the lock was held (not merely a quiet spell), and it wrote nothing.
      await waitFor(() => skips() > skipsBefore, "a scheduled run skipped while the lock is held");
      expect(list()).toEqual(held);
      await client.query("select pg_advisory_unlock($1)", [BACKUP_LOCK_KEY]);
    } finally {
      await client.end();
    }

    const seen = new Set<string>();
    await waitFor(() => {
      for (const name of list()) seen.add(name);
      return seen.size >= 3;
    }, "three scheduled backups");
    // The third run is the first that leaves more than BACKUP_KEEP: the oldest went.
    expect(list().length).toBeLessThanOrEqual(2);
    expect(server.output()).not.toMatch(/scheduled backup failed/);
    await stop(server);
  });
});
