// Before migrating, a DATABASE_URL is tried once with a short timeout, so an unreachable server or a wrong password
// ends the start with one sentence that says what to fix (never a stack trace, never a hang).
import pg from "pg";
import { errnoCode, StartupError } from "../lib/startup-error.ts";

const CONNECT_TIMEOUT_MS = 10_000;

/** Where a URL points, without its password: `user@host:port/database`. */
export function describeDatabaseUrl(url: string): { where: string; user: string; database: string } {
  const u = new URL(url);
  const database = decodeURIComponent(u.pathname.replace(/^\//, "")) || decodeURIComponent(u.username) || "postgres";
  return { where: `${u.hostname}:${u.port || "5432"}`, user: decodeURIComponent(u.username) || "(none)", database };
}

export function connectionProblem(error: unknown, url: string): string {
  const { where, user, database } = describeDatabaseUrl(url);
  const sqlState = (error as { code?: unknown }).code;
  switch (sqlState) {
    case "28P01":
      return `PostgreSQL at ${where} refused the password for user "${user}" in DATABASE_URL: correct the password in DATABASE_URL.`;
    case "28000":
      return `PostgreSQL at ${where} does not let user "${user}" connect to "${database}" (no such role or no pg_hba.conf entry): correct DATABASE_URL or the server's access rules.`;
    case "3D000":
      return `PostgreSQL at ${where} has no database "${database}": create it (createdb ${database}) or correct DATABASE_URL.`;
    case "57P03":
      return `PostgreSQL at ${where} is still starting up or shutting down: start StrongBond again in a moment.`;
  }
  switch (errnoCode(error)) {
    case "ECONNREFUSED":
      return `Nothing answers at ${where}, the PostgreSQL server in DATABASE_URL: start PostgreSQL there or correct DATABASE_URL.`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `The host in DATABASE_URL (${where}) cannot be found: correct DATABASE_URL.`;
    case "EHOSTUNREACH":
    case "ENETUNREACH":
    case "ETIMEDOUT":
      return `The PostgreSQL server in DATABASE_URL (${where}) cannot be reached from this machine: check the address and the network.`;
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/timeout/i.test(message)) {
    return `The PostgreSQL server in DATABASE_URL (${where}) did not answer within ${CONNECT_TIMEOUT_MS / 1000} seconds: check the address and the network.`;
  }
  return `StrongBond could not connect to the PostgreSQL server in DATABASE_URL (${where}): ${message.replace(/\s+/g, " ").replace(/\.$/, "")}.`;
}

/** Connects once; throws a StartupError with one sentence when that fails. */
export async function checkDatabaseReachable(url: string): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StartupError("DATABASE_URL is not a valid URL: write it as postgres://user:password@host:5432/database.");
  }
  if (!/^postgres(ql)?:$/.test(parsed.protocol)) {
    throw new StartupError("DATABASE_URL must start with postgres:// (for example postgres://user:password@host:5432/database).");
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new StartupError(connectionProblem(error, url));
  } finally {
    await client.end().catch(() => {});
  }
}
