// As root, initdb and postgres refuse to run, so they run as the `postgres` system user — and that user must be able
// to reach both the binaries (under node_modules) and the cluster folder (DATA_DIR/pg). When the checkout or DATA_DIR
// sits in a folder only root may enter (/root, a `mktemp -d` folder), we do not touch the permissions of the user's
// folders: the binaries are copied once to EMBEDDED_PG_HOME (default /var/lib/strongbond) and a new cluster is made
// there, with DATA_DIR/pg a symbolic link to it. See
import { execFileSync, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { errnoCode, explainFolderError, StartupError } from "../lib/startup-error.ts";

export const POSTGRES_SYSTEM_USER = "postgres";
export const DEFAULT_EMBEDDED_PG_HOME = "/var/lib/strongbond";

export interface RunAs {
  uid: number;
  gid: number;
}

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The binaries package's version, e.g. 18.4.0-beta.17. */
  version: string;
  /** PostgreSQL major version, e.g. 18. */
  major: number;
}

/** The user PostgreSQL runs as: undefined when we are not root (it runs as us), else `postgres`, created when missing. */
export function resolveRunAs(log: (m: string) => void): RunAs | undefined {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync("id", ["-u", POSTGRES_SYSTEM_USER]).toString().trim()),
    gid: Number(execFileSync("id", ["-g", POSTGRES_SYSTEM_USER]).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    log("Running as root: creating the 'postgres' system user to run the embedded database");
    try {
      execFileSync("groupadd", ["--system", POSTGRES_SYSTEM_USER], { stdio: "ignore" });
    } catch {
      // the group may exist without the user
    }
    try {
      execFileSync("useradd", ["--system", "--no-create-home", "-g", POSTGRES_SYSTEM_USER, POSTGRES_SYSTEM_USER], { stdio: "ignore" });
      return lookup();
    } catch {
      throw new StartupError(
        "StrongBond runs as root, PostgreSQL refuses to, and the 'postgres' system user could not be created: create it (useradd --system postgres) or run StrongBond as a regular user.",
      );
    }
  }
}

/** Whether `runAs` may enter `dir`: every folder on the way must be open to it (checked by the kernel, ACLs included). */
export function canEnter(dir: string, runAs: RunAs): boolean {
  return spawnSync("/bin/sh", ["-c", 'test -x "$1"', "sh", dir], { uid: runAs.uid, gid: runAs.gid, stdio: "ignore" }).status === 0;
}

function canRun(binary: string, runAs: RunAs): boolean {
  return spawnSync(binary, ["--version"], { uid: runAs.uid, gid: runAs.gid, stdio: "ignore" }).status === 0;
}

function makeOpenFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
}

/** The binaries as `runAs` can run them: in place when it can reach them, else a copy under `home` (made once). */
export function reachableBinaries(binaries: PostgresBinaries, runAs: RunAs, home: string, log: (m: string) => void): PostgresBinaries {
  if (canRun(binaries.postgres, runAs)) return binaries;
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const target = path.join(home, `postgresql-${binaries.version}-${os.platform()}-${os.arch()}`);
  const copy = { ...binaries, initdb: path.join(target, "bin", "initdb"), postgres: path.join(target, "bin", "postgres") };
  try {
    if (!fs.existsSync(path.join(target, ".complete"))) {
      log(
        `The postgres system user cannot reach ${nativeDir} (a folder above it is closed to other users), ` +
          `so the PostgreSQL binaries are copied to ${target}; your folders' permissions are unchanged`,
      );
      makeOpenFolder(home);
      const staging = `${target}.partial-${process.pid}`;
      fs.rmSync(staging, { recursive: true, force: true });
      fs.cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
      fs.chmodSync(staging, 0o755);
      fs.writeFileSync(path.join(staging, ".complete"), `${binaries.version}\n`);
      try {
        fs.renameSync(staging, target);
      } catch (error) {
        // Another process finished the same copy first: use theirs.
        fs.rmSync(staging, { recursive: true, force: true });
        if (!fs.existsSync(path.join(target, ".complete"))) throw error;
      }
    }
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(
      `As root, PostgreSQL runs as the postgres user, which cannot reach ${nativeDir}, and the binaries could not be copied to ${target} (${errnoCode(explainFolderError(error, target)) ?? String(error)}): ` +
        "set EMBEDDED_PG_HOME to a folder root may write and every user may enter, or run StrongBond as a regular user.",
    );
  }
  if (!canRun(copy.postgres, runAs)) {
    throw new StartupError(
      `The postgres user cannot run the PostgreSQL binaries copied to ${target}: set EMBEDDED_PG_HOME to a folder every user may enter (e.g. /var/lib/strongbond).`,
    );
  }
  return copy;
}

export interface ClusterLocation {
  /** The cluster folder PostgreSQL uses (absolute, reachable by the postgres user). */
  dir: string;
  /** Said plainly at start when the cluster does not live inside DATA_DIR. */
  note?: string;
}

/**
 * Where the cluster of `clusterPath` (DATA_DIR/pg) really lives: there, or — when the postgres user cannot enter
 * DATA_DIR — in a new folder under `home`, linked from DATA_DIR/pg.
 */
export function clusterLocation(clusterPath: string, runAs: RunAs, home: string, log: (m: string) => void): ClusterLocation {
  const stat = fs.lstatSync(clusterPath, { throwIfNoEntry: false });
  const dataDir = path.dirname(clusterPath);
  if (stat?.isSymbolicLink()) {
    const dir = fs.realpathSync(clusterPath);
    return { dir, note: `${clusterPath} links there, because the postgres user cannot enter ${dataDir}` };
  }
  if (stat && fs.existsSync(path.join(clusterPath, "PG_VERSION"))) return { dir: clusterPath };
  if (canEnter(dataDir, runAs)) return { dir: clusterPath };

  // A new cluster, outside DATA_DIR: the postgres user cannot enter DATA_DIR.
  if (stat?.isDirectory()) {
    if (fs.readdirSync(clusterPath).length > 0) {
      throw new StartupError(`${clusterPath} holds files but no database: move them away (or set DATA_DIR to an empty folder) and start again.`);
    }
    fs.rmdirSync(clusterPath);
  }
  const name = `${path
    .basename(dataDir)
    .replace(/[^A-Za-z0-9._-]/g, "_")
    .slice(0, 40)}-${crypto.randomBytes(5).toString("hex")}`;
  const holder = path.join(home, "clusters", name);
  const dir = path.join(holder, "pg");
  try {
    makeOpenFolder(path.join(home, "clusters"));
    fs.mkdirSync(holder, { mode: 0o755 });
    fs.writeFileSync(path.join(holder, "DATA_DIR.txt"), `${dataDir}\n`);
    fs.symlinkSync(dir, clusterPath);
  } catch (error) {
    throw new StartupError(
      `As root, PostgreSQL runs as the postgres user, which cannot enter ${dataDir}, and no database folder could be made in ${home} (${errnoCode(explainFolderError(error, holder)) ?? String(error)}): ` +
        "set EMBEDDED_PG_HOME to a folder root may write and every user may enter, or set DATA_DIR to such a folder.",
    );
  }
  log(
    `The postgres system user cannot enter ${dataDir} (a folder above it is closed to other users), so the database files ` +
      `live in ${dir} and ${clusterPath} links there; your folders' permissions are unchanged`,
  );
  return { dir, note: `${clusterPath} links there, because the postgres user cannot enter ${dataDir}` };
}
