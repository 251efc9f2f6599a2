import fs from "node:fs";

/**
 * Whether a process with this pid exists and has not exited (EPERM means it exists but belongs to another user).
 * A zombie — exited, but not yet reaped, as orphans are in a container whose init does not reap — counts as gone.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  try {
    // "pid (comm) state …": the state follows the last ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) === "Z";
  } catch {
    return false; // no /proc (not Linux), or gone meanwhile: trust kill(pid, 0)
  }
}
