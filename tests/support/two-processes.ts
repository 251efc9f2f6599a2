// Two real app processes (`node src/server/main.ts`) on one fresh database, for the tests of what one process's
// write must do to the other's caches. Call in a describe block: it registers its own
// beforeAll/afterAll and hands out the servers and a database handle once they are up.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createDatabase } from "../../src/server/platform/database.ts";
import { type Database } from "../../src/server/db/client.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";
import { createTestDatabase } from "./test-app.ts";

export interface TwoProcesses {
  a: ServerProcess;
  b: ServerProcess;
  /** A small pool on the same database, for writes an admin's SQL would make. */
  db: Database;
}

export function twoProcessesOnOneDatabase(name: string): () => TwoProcesses {
  let both: TwoProcesses | undefined;
  const dirs: string[] = [];
  beforeAll(async () => {
    const { url } = await createTestDatabase();
    const env = (): Record<string, string> => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sb-${name}-`));
      dirs.push(dir);
      return { DATABASE_URL: url, DATA_DIR: dir, AUTH_SECRET: `${name}-secret-${name}-secret-0123456789`, RATE_LIMIT: "0" };
    };
    const db = createDatabase(url, { max: 2 });
    both = { a: await startServerProcess(env()), b: await startServerProcess(env()), db };
  }, 120_000);
  afterAll(async () => {
    for (const server of [both?.a, both?.b]) {
      server?.child.kill("SIGTERM");
      await server?.exited;
    }
    await both?.db.$client.end();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!both) throw new Error("the two processes are not up yet");
    return both;
  };
}
