// The one place an API failure becomes the words a person reads. It decides by the error's CODE
// and status, never by comparing message text; the server's own message is shown only for a refusal (4xx),
// whose messages come from the catalogue (src/shared/messages.ts), never from a validator.
import { isApiError } from "./api-client.ts";

/** What a screen says about a failure: its fallback, and optionally its not-found text and texts per code. */
export interface ErrorContext {
  /** The network or the server failed (or anything we cannot read): e.g. 'Failed to load dashboard data'. */
  failed: string;
  /** The thing in the address does not exist or is not the viewer's (404, or a malformed id: INVALID_ID). */
  notFound?: string;
  /** Texts for codes the screen tells apart, e.g. `{ INVALID_WEEK: messages.invalidWeek }`. */
  codes?: Readonly<Record<string, string>>;
}

/** True when the failure means "there is no such thing here": a 404, or an id the server could not read. */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === "INVALID_ID" || error.code.endsWith("_NOT_FOUND"));
}

/** The text a person reads for a failed call. A bare string is the `failed` text. */
export function errorText(error: unknown, context: ErrorContext | string): string {
  const ctx = typeof context === "string" ? { failed: context } : context;
  if (!isApiError(error)) return ctx.failed;
  const byCode = ctx.codes?.[error.code];
  if (byCode !== undefined) return byCode;
  // UNAVAILABLE (503) is the one server failure that explains itself ('The test email could not be sent: …').
  if (error.code === "UNAVAILABLE" && error.message) return error.message;
  if (error.isNetworkError || error.status >= 500) return ctx.failed;
  if (isNotFoundError(error)) return ctx.notFound ?? (error.code === "INVALID_ID" ? ctx.failed : error.message || ctx.failed);
  return error.message || ctx.failed;
}
