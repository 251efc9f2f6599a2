// The viewer's data a server-rendered page carries (src/shared/embedded-state.ts): read once by
// main.tsx, which puts it into the query cache before hydrating, so the first render has the session and the
// dashboard without a request and matches the server's HTML.
import type { QueryClient } from "@tanstack/react-query";
import { EMBEDDED_STATE_ID, type EmbeddedState } from "../../shared/embedded-state.ts";
import { dashboardQueryOptions } from "./dashboard-query.ts";
import { adoptSession, sessionQueryKey } from "../session/get-session.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The page's embedded state, or null (a page without one, or one that cannot be read). */
export function readEmbeddedState(doc: Document = document): EmbeddedState | null {
  const element = doc.getElementById(EMBEDDED_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    if (!isRecord(value) || !isRecord(value.session) || !isRecord(value.session.user) || !isRecord(value.dashboard)) return null;
    return value as unknown as EmbeddedState;
  } catch {
    return null;
  }
}

/**
 * Puts the embedded answers where the queries read them: the session (useSession) and the current week's
 * dashboard (dashboardQueryOptions(null)), both fresh as of now, so neither is fetched again on mount.
 */
export function seedQueryCache(queryClient: QueryClient, state: EmbeddedState): void {
  queryClient.setQueryData(sessionQueryKey, state.session);
  // As a session read would: the phone's offline copies are named after this person (offline/offline-owner.ts).
  adoptSession(state.session);
  queryClient.setQueryData(dashboardQueryOptions(null).queryKey, state.dashboard);
}
