// One error type for the whole API. The client shows `message`; the log keeps the details.
import { messages } from "../../shared/messages.ts";

export type AppErrorCode =
  | "BAD_REQUEST"
  | "VALIDATION_FAILED"
  | "INVALID_ID"
  | "INVALID_WEEK"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "TWO_FACTOR_REQUIRED"
  | "PASSWORD_CHANGE_REQUIRED"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS"
  | "UNAVAILABLE"
  | "INTERNAL";

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_ID: 400,
  INVALID_WEEK: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TWO_FACTOR_REQUIRED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(code: AppErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.fields = fields;
  }
}

export const notFound = (message: string = messages.notFound) => new AppError("NOT_FOUND", message);
export const forbidden = (message: string = messages.forbidden) => new AppError("FORBIDDEN", message);
export const unauthenticated = () => new AppError("UNAUTHENTICATED", messages.signInRequired);
export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(fields ? "VALIDATION_FAILED" : "BAD_REQUEST", message, fields);

/**
 * A path parameter the route's schema refused (`/api/groups/abc`, `/api/weeks/0/open`): still a 400 with the
 * field messages, but with a code a screen can act on: INVALID_WEEK ('Invalid week number')
 * for a week, INVALID_ID for any id. The message is the catalogue's, never the validator's own words.
 */
export function invalidPathParameter(name: string, fields: Record<string, string>): AppError {
  return name === "week" ? new AppError("INVALID_WEEK", messages.invalidWeek, fields) : new AppError("INVALID_ID", messages.notFound, fields);
}

/** PostgreSQL's unique_violation, e.g. two requests racing for one slot. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return e?.code === "23505" && (constraint === undefined || e.constraint === constraint);
}

export function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === "string" ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return undefined;
}
