// What only the app can show on a page the build or the server drew: the "e-mail verified"
// notice (?verified=1), what the app left in this history entry (a guard's "sign in first" and the path to return
// to, a flash) when the page is reloaded, and the part of the address the server never sees (a week page's #tab).
// Such a page gets the app at once.
export function needsTheApp(): boolean {
  const state: unknown = window.history.state;
  const appState = typeof state === "object" && state !== null ? (state as { usr?: unknown }).usr : undefined;
  return new URLSearchParams(window.location.search).has("verified") || (appState !== undefined && appState !== null) || window.location.hash.length > 1;
}
