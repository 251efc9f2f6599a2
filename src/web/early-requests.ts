// The API reads a page load starts from the entry (boot.ts) before the app's code has arrived: the session, and on a
// dashboard path the current week's dashboard. The API client takes each answer
// once, for the first GET of the same path (lib/api-client.ts), so every error, 401 and 2FA rule still applies to
// it; a later GET of the path asks the server again.
/** The paths whose first render needs the dashboard (paths.ts `patterns.dashboardDad`, `patterns.dashboardSon`). */
export const DASHBOARD_PATHS: ReadonlySet<string> = new Set(["/dashboard/dad", "/dashboard/son"]);

const early = new Map<string, Promise<Response>>();

/** Starts a GET of `path` as the API client would send it (same origin, cookies, JSON). */
export function startEarlyGet(path: string): void {
  early.set(path, fetch(path, { method: "GET", headers: { accept: "application/json" }, credentials: "same-origin" }));
}

/** The answer to the early GET of `path`, once; undefined when none was started or it was taken already. */
export function takeEarlyGet(path: string): Promise<Response> | undefined {
  const response = early.get(path);
  early.delete(path);
  return response;
}

/**
 * The answer to the early GET of `path` without taking it (a copy: the API client can still take the original), or
 * undefined. The entry reads the session this way on a public page before deciding whether to load the app.
 */
export function peekEarlyGet(path: string): Promise<Response> | undefined {
  return early.get(path)?.then((response) => response.clone());
}
