// PostgreSQL's client tools (pg_dump, pg_restore) when the machine has them on the PATH.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** An executable named `name` on the PATH, if there is one. */
export function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** The lines of a PostgreSQL tool's stderr that say what went wrong ("error:" and its "detail:"), on one line. */
function toolError(stderr: string): string | undefined {
  const lines = stderr
    .trim()
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const from = lines.findIndex((l) => /error:/i.test(l));
  return (from >= 0 ? lines.slice(from, from + 2) : lines.slice(-1)).join(" ") || undefined;
}

export function runTool(binary: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(toolError(stderr) ?? `exit ${code}`))));
  });
}
