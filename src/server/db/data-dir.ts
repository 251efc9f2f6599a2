// DATA_DIR holds the embedded cluster, the generated secrets and the lock that keeps a second server out.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isProcessAlive } from "../lib/process.ts";
import { StartupError } from "../lib/startup-error.ts";

export interface DataDirSecrets {
  authSecret: string;
  databasePassword: string;
}

export class DataDirLockedError extends StartupError {}

/** Reads the secrets kept in DATA_DIR, generating them on first use (mode 0600). */
export function loadOrCreateSecrets(dataDir: string): DataDirSecrets {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "secrets.json");
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as DataDirSecrets;
  const secrets: DataDirSecrets = {
    authSecret: crypto.randomBytes(32).toString("base64url"),
    databasePassword: crypto.randomBytes(24).toString("base64url"),
  };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * Takes the app lock on DATA_DIR. A second server on the same folder is refused with a clear message;
 * a lock left by a killed process (its pid is gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "strongbond.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.rmSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(file, "utf8"));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirLockedError(
          `Another StrongBond server (pid ${owner}) is already using the data folder ${dataDir}. ` +
            "Stop it first, or start this one with a different DATA_DIR.",
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
