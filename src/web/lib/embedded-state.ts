// The viewer's data a server-rendered page carries (src/shared/embedded-state.ts): read once by
// main.tsx, which puts it into the query cache before hydrating, so the first render has the session and the
// dashboard without a request and matches the server's HTML.
import type { QueryClient } from "@tanstack/react-query";
import type { EmbeddedState } from "../../shared/embedded-state.ts";
import { dashboardQueryOptions } from "./dashboard-query.ts";
import { adoptSession, sessionQueryKey } from "../session/get-session.ts";

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
