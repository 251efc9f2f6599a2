// Logger settings shared by the server, the scripts and the test harness. Logs must never carry passwords,
// tokens, cookies, journal or chat text (ARCHITECTURE: "Security and privacy defaults"), and two things
// would put them there by default: the request URL of every access line ("request completed", app.ts) (reset and
// verification links carry their token in the URL), and database errors (Drizzle's error message and
// `params` hold every value of the failed statement; PostgreSQL's `detail` can quote the whole row).
import pino, { type LoggerOptions } from "pino";

const REDACTED = "[redacted]";

/** Query parameters whose value is a credential of some kind. */
const SECRET_QUERY_PARAM = /([?&](?:token|code|key|secret|password|otp)=)[^&#]*/gi;
/** Better Auth's reset link carries its token as the last path segment. */
const RESET_TOKEN_PATH = /(\/api\/auth\/reset-password\/)[^/?#]+/i;

/** What a URL needs before either pattern above can match: a query string, or the reset path. */
const MAY_HOLD_SECRET = /[?&]|reset-password\//i;

/** The URL with every token in it replaced, fit for a log line. */
export function redactUrl(url: string): string {
  // One test instead of two replacements on the URLs of nearly every access line.
  if (!MAY_HOLD_SECRET.test(url)) return url;
  return url.replace(RESET_TOKEN_PATH, `$1${REDACTED}`).replace(SECRET_QUERY_PARAM, `$1${REDACTED}`);
}

/** An address fit for a log line: the first letter of the mailbox and the domain ("d***@example.org"). */
export function redactAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return REDACTED;
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

/** Properties of database errors that quote the values of the failed statement or row. */
const VALUE_BEARING_KEYS = new Set(["params", "detail"]);

function isErrorLike(value: unknown): value is Error {
  return typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string";
}

/** Drizzle's "Failed query: <sql>\nparams: <values>" message, without the values. */
function withoutParams(message: string): string {
  const at = message.indexOf("\nparams:");
  return at === -1 ? message : message.slice(0, at);
}

/**
 * A copy of the error (and of its causes) with the statement values removed, so the standard serializer can
 * keep its type, message, stack and every other property.
 */
function scrubError(error: Error, depth = 0): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  const source = error as Error & Record<string, unknown>;
  for (const key of Object.keys(source)) {
    if (VALUE_BEARING_KEYS.has(key) || key === "cause") continue;
    copy[key] = source[key];
  }
  const message = withoutParams(error.message);
  let stack = typeof error.stack === "string" ? error.stack : undefined;
  if (stack !== undefined && message !== error.message) {
    const at = stack.indexOf(error.message);
    stack = at === -1 ? withoutParams(stack) : stack.slice(0, at) + message + stack.slice(at + error.message.length);
  }
  Object.defineProperty(copy, "message", { value: message, enumerable: false, writable: true, configurable: true });
  Object.defineProperty(copy, "stack", { value: stack, enumerable: false, writable: true, configurable: true });
  if (isErrorLike(error.cause) && depth < 8) {
    Object.defineProperty(copy, "cause", { value: scrubError(error.cause, depth + 1), enumerable: false, writable: true, configurable: true });
  }
  return copy;
}

/** pino's error serializer, minus the values of a failed database statement. */
export function serializeError(error: unknown): unknown {
  return pino.stdSerializers.err(isErrorLike(error) ? scrubError(error) : (error as Error));
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with tokens removed from the URL. */
export function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: typeof request.url === "string" ? redactUrl(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A copy of `value` (same prototype, every own property and its descriptor) without its own `password`. */
function withoutPassword(value: object): object {
  const { password: _password, ...descriptors } = Object.getOwnPropertyDescriptors(value);
  // An error's `stack` is an accessor that answers only on the error itself: copy its value.
  if (descriptors.stack)
    descriptors.stack = { value: (value as { stack?: unknown }).stack, writable: true, configurable: true, enumerable: descriptors.stack.enumerable ?? false };
  return Object.create(Object.getPrototypeOf(value) as object | null, descriptors) as object;
}

/**
 * `password` one level down in a logged object (`{ user: { password } }`, an error with a `password` property)
 * removed, as pino's redact path `*.password` did. That wildcard path made pino run its redaction (a clone and a
 * path walk) on every value of every line, the request id, method, URL and status of each access line included;
 * this is one check per property, and a copy only of an object that has a password.
 */
export function scrubPasswords(object: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    const value = object[key];
    if (typeof value === "object" && value !== null && Object.hasOwn(value, "password")) {
      copy ??= { ...object };
      copy[key] = withoutPassword(value);
    }
  }
  return copy ?? object;
}

/** Options for every logger of the app (serializers win over Fastify's own, which log the raw URL). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { err: serializeError, req: serializeRequest },
    // `*.password` is scrubPasswords: as a redact path it cost every logged value a clone.
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "body.password"], remove: true },
    formatters: { log: scrubPasswords },
  };
}
