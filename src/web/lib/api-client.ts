// The one way the browser talks to the server: same origin, cookies, JSON. Every failure becomes an ApiError
// carrying the server's code, message and field messages; `errorText` (error-text.ts) turns it into what a person reads.
import { messages } from "../../shared/messages.ts";
import { takeEarlyGet } from "../early-requests.ts";
import { ownerHeaders } from "../offline/offline-owner.ts";

/** A failed call. `status` is 0 when the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  /**
   * A 401 normally means the session ended: the session query is invalidated and the route guard sends the
   * user to /login. Calls where 401 is an expected answer (sign-in with a wrong password) opt out.
   */
  ignoreUnauthorized?: boolean;
}

let unauthorizedHandler: () => void = () => {};

/** Wired once in main.tsx (it invalidates the session query); lib code must not know about features. */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

let twoFactorRequiredHandler: () => void = () => {};

/** Wired once in main.tsx: a staff page answered 403 TWO_FACTOR_REQUIRED, so the set-up screen opens. */
export function onTwoFactorRequired(handler: () => void): void {
  twoFactorRequiredHandler = handler;
}

let passwordChangeRequiredHandler: () => void = () => {};

/** Wired once in main.tsx: a son must choose his own password first (403 PASSWORD_CHANGE_REQUIRED). */
export function onPasswordChangeRequired(handler: () => void): void {
  passwordChangeRequiredHandler = handler;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Our API answers `{ error: { code, message, fields? } }` (src/shared/schemas/api-error.ts);
 * Better Auth's endpoints under /api/auth answer `{ code, message }`. Anything else gets a generic message.
 */
export function toApiError(status: number, body: unknown): ApiError {
  const inner = isRecord(body) && isRecord(body.error) ? body.error : body;
  if (isRecord(inner)) {
    const code = typeof inner.code === "string" && inner.code ? inner.code : `HTTP_${status}`;
    const message = typeof inner.message === "string" && inner.message ? inner.message : messages.internalError;
    const fields: Record<string, string> = {};
    if (isRecord(inner.fields)) {
      for (const [key, value] of Object.entries(inner.fields)) if (typeof value === "string") fields[key] = value;
    }
    return new ApiError(status, code, message, fields);
  }
  return new ApiError(status, `HTTP_${status}`, status === 429 ? messages.tooManyRequests : messages.internalError);
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Sends a request (same origin, cookies, a JSON body) and returns the successful response unread; a failure
 * throws its ApiError, and a 401 is reported to the session first. `api` reads the answer as JSON; the
 * assistant reads its event stream from it (`accept: "text/event-stream"`).
 */
export async function apiFetch(method: string, path: string, body: unknown, options: RequestOptions & { accept?: string } = {}): Promise<Response> {
  // The signed-in person's id names whose answer this is, for the service worker's per-person cache.
  const headers: Record<string, string> = { accept: options.accept ?? "application/json", ...ownerHeaders() };
  // Fastify refuses an empty JSON body, so a POST without data still sends `{}`. A file (an image upload) goes
  // as its raw bytes: the server reads the type from the bytes, not from this header.
  const isFile = body instanceof Blob;
  const payload = method === "GET" ? undefined : isFile ? body : JSON.stringify(body ?? {});
  if (payload !== undefined) headers["content-type"] = isFile ? body.type || "application/octet-stream" : "application/json";

  let response: Response;
  try {
    // A GET the entry started before the app's code arrived (early-requests.ts) is answered from that request, once.
    const early = method === "GET" ? takeEarlyGet(path) : undefined;
    response = await (early ?? fetch(path, { method, headers, body: payload, credentials: "same-origin", signal: options.signal ?? null }));
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK_ERROR", messages.internalError);
  }
  if (!response.ok) {
    const data = parseJson(await response.text().catch(() => ""));
    if (response.status === 401 && !options.ignoreUnauthorized) unauthorizedHandler();
    const error = toApiError(response.status, data);
    if (error.code === "TWO_FACTOR_REQUIRED") twoFactorRequiredHandler();
    if (error.code === "PASSWORD_CHANGE_REQUIRED") passwordChangeRequiredHandler();
    throw error;
  }
  return response;
}

async function request<T>(method: string, path: string, body: unknown, options?: RequestOptions): Promise<T> {
  const response = await apiFetch(method, path, body, options);
  return parseJson(await response.text()) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PATCH", path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, undefined, options),
  /** Any method with a JSON body (a DELETE that carries a password confirmation). */
  request: <T>(method: string, path: string, body?: unknown, options?: RequestOptions) => request<T>(method, path, body, options),
  /** POST a file's raw bytes (image uploads). */
  upload: <T>(path: string, file: Blob, options?: RequestOptions) => request<T>("POST", path, file, options),
};
