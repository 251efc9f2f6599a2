// Failures the operator can fix: the server and the maintenance scripts print their one-sentence message (no stack)
// and exit 1.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A failure of a maintenance command (backup, restore) that the operator can fix; its message is one sentence. */
export class OperatorError extends Error {}

/** A start-up failure the operator can fix: main.ts prints its message and exits 1. */
export class StartupError extends OperatorError {}

/** The errno code of a Node.js system error, if it has one. */
export function errnoCode(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** A message for a failed write into `folder` that says what to do, or undefined when the error is not about the disk. */
export function folderProblem(error: unknown, folder: string, what: string): string | undefined {
  const code = errnoCode(error);
  const user = userName();
  switch (code) {
    case "EACCES":
    case "EPERM":
      return `StrongBond cannot write ${what} in ${folder} (permission denied): make that folder writable for the user ${user}, or set DATA_DIR to a folder this user may write.`;
    case "EROFS":
      return `StrongBond cannot write ${what} in ${folder} because it is on a read-only file system: set DATA_DIR to a writable folder.`;
    case "ENOSPC":
    case "EDQUOT":
      return `The disk holding ${folder} is full, so StrongBond cannot write ${what} there: free some space (or set DATA_DIR to another disk) and start again.`;
    case "ENOTDIR":
    case "EEXIST":
      return `StrongBond cannot use ${folder} for ${what}: a file is in the way where a folder should be; set DATA_DIR to a folder.`;
    default:
      return undefined;
  }
}

function userName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return String(process.getuid?.() ?? "running StrongBond");
  }
}

/**
 * A failed mkdir -p can report ENOENT for what is really a read-only or forbidden parent: ask the nearest existing
 * folder on the way whether we may write there, and report that.
 */
export function explainFolderError(error: unknown, folder: string): unknown {
  if ((error as NodeJS.ErrnoException).code !== "ENOENT") return error;
  let dir = folder;
  while (!fs.existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    return error;
  } catch (accessError) {
    return accessError;
  }
}
