// Whether an error means "the database cannot be reached right now" (PostgreSQL stopped, restarting, in crash
// recovery, or the network to it gone), as opposed to a bug: the API answers those with 503 UNAVAILABLE and a
// Retry-After instead of a 500, and recovers by itself once PostgreSQL answers again.

/** SQLSTATEs of a server going away or not yet accepting: admin/crash shutdown, starting up, connection failures. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006", "53300"]);
const UNAVAILABLE_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
// node-postgres says these in words only.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly|Client was closed and is not queryable/;

/** Seconds a client is told to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof candidate.code === "string" && (UNAVAILABLE_SQLSTATES.has(candidate.code) || UNAVAILABLE_ERRNOS.has(candidate.code))) return true;
    if (typeof candidate.message === "string" && UNAVAILABLE_MESSAGES.test(candidate.message)) return true;
    // AggregateError (a connect to every address of a host failed).
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}
