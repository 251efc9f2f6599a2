// Where a state-changing request may come from, and what it must carry.
// A browser sends Origin (or at least Sec-Fetch-Site) on every POST, PUT, PATCH and DELETE: one that names
// another site is a cross-site request forgery attempt, and a text/plain or form body is the shape such an
// attempt takes without a CORS preflight. Server-to-server routes (Stripe webhooks) carry neither and are
// exempt through SERVER_TO_SERVER_PREFIXES only.

/** Path prefixes called by other servers, never by a browser: no Origin and no JSON requirement. */
// "/api/unsubscribe/": RFC 8058 one-click unsubscribe, POSTed by mail providers (a signed token is the credential).
export const SERVER_TO_SERVER_PREFIXES: readonly string[] = ["/api/webhooks/", "/api/unsubscribe/"];

/**
 * Path prefixes of browser routes that take a file's raw bytes (image uploads, `POST /api/uploads/images`). They
 * still need a trusted Origin; only the JSON rule is relaxed, to an image type, `application/octet-stream` or
 * `multipart/form-data` — none of which a cross-site form can send without a CORS preflight.
 */
export const MULTIPART_UPLOAD_PREFIXES: readonly string[] = ["/api/uploads/"];

const UPLOAD_MEDIA_TYPES = /^(image\/[a-z0-9.+-]+|application\/octet-stream|multipart\/form-data)$/;

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const FOREIGN_ORIGIN_MESSAGE = "This request did not come from StrongBond, so it was refused.";
export const JSON_REQUIRED_MESSAGE = "Send this request as JSON (Content-Type: application/json).";

export type RequestRefusal = { status: 403; code: "FORBIDDEN_ORIGIN"; message: string } | { status: 415; code: "UNSUPPORTED_MEDIA_TYPE"; message: string };

export interface GuardedRequest {
  method: string;
  /** The path, with or without a query string. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Dot segments and encoded separators, which a proxy might resolve into a path outside the prefix. */
const AMBIGUOUS_PATH = /(^|\/)\.{1,2}(\/|$)|%2e|%2f|%5c|\\/i;

export function isServerToServerPath(url: string): boolean {
  const path = pathOf(url);
  if (AMBIGUOUS_PATH.test(path)) return false;
  return SERVER_TO_SERVER_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function header(request: GuardedRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** True when the request says it comes from one of the trusted origins (Origin, or else Sec-Fetch-Site). */
function comesFromTrustedOrigin(request: GuardedRequest, trustedOrigins: readonly string[]): boolean {
  const origin = header(request, "origin");
  if (origin !== undefined) return trustedOrigins.includes(origin.replace(/\/$/, ""));
  // Without Origin only a browser's own word that the request is same-origin will do; a client that sends
  // neither header is not a page of ours.
  return header(request, "sec-fetch-site") === "same-origin";
}

function mediaTypeOf(request: GuardedRequest): string | undefined {
  return header(request, "content-type")?.split(";")[0]?.trim().toLowerCase();
}

function hasAllowedBodyType(request: GuardedRequest, uploadPrefixes: readonly string[]): boolean {
  const mediaType = mediaTypeOf(request);
  if (mediaType === "application/json") return true;
  if (mediaType === undefined || !UPLOAD_MEDIA_TYPES.test(mediaType)) return false;
  const path = pathOf(request.url);
  return !AMBIGUOUS_PATH.test(path) && uploadPrefixes.some((prefix) => path.startsWith(prefix));
}

/** Why this request must be refused before any handler runs, or null when it may go on. */
export function refusalFor(
  request: GuardedRequest,
  trustedOrigins: readonly string[],
  uploadPrefixes: readonly string[] = MULTIPART_UPLOAD_PREFIXES,
): RequestRefusal | null {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return null;
  if (isServerToServerPath(request.url)) return null;
  if (!comesFromTrustedOrigin(request, trustedOrigins)) return { status: 403, code: "FORBIDDEN_ORIGIN", message: FOREIGN_ORIGIN_MESSAGE };
  if (request.method.toUpperCase() === "POST" && !hasAllowedBodyType(request, uploadPrefixes))
    return { status: 415, code: "UNSUPPORTED_MEDIA_TYPE", message: JSON_REQUIRED_MESSAGE };
  return null;
}
