// The viewer's data a server-rendered page carries (src/shared/embedded-state.ts): read once by
// main.tsx, which puts it into the query cache before hydrating, so the first render has the session and the
// dashboard (or the week) without a request and matches the server's HTML.
import type { QueryClient } from "@tanstack/react-query";
import { isDashboardState, type EmbeddedState } from "../../shared/embedded-state.ts";
import { dashboardQueryOptions } from "./dashboard-query.ts";
import { weekKeys } from "./query-keys.ts";
import { chatStatusQueryKey } from "./chat-status.ts";
import { adoptSession, sessionQueryKey } from "../session/get-session.ts";

/** The answers a page carried, as put into the cache (a week page's query keeps one a few seconds: see below). */
const embeddedAnswers = new WeakSet<object>();

/**
 * Whether `data` is the answer the page carried: the week page's open query (fresh for 0 ms otherwise, so a revisit
 * applies the reflection rule again) takes it as fresh for a while, so hydration does not ask for it again — the
 * server drew the page only when opening it would change nothing (modules/system/viewer-pages.ts).
 */
export function isEmbeddedAnswer(data: unknown): boolean {
  return typeof data === "object" && data !== null && embeddedAnswers.has(data);
}

/**
 * Puts the embedded answers where the queries read them: the session (useSession) and the current week's
 * dashboard (dashboardQueryOptions(null)) or the week page's week (weekKeys.open), fresh as of now, so none is
 * fetched again on mount.
 */
export function seedQueryCache(queryClient: QueryClient, state: EmbeddedState): void {
  queryClient.setQueryData(sessionQueryKey, state.session);
  // As a session read would: the phone's offline copies are named after this person (offline/offline-owner.ts).
  adoptSession(state.session);
  if (isDashboardState(state)) {
    queryClient.setQueryData(dashboardQueryOptions(null).queryKey, state.dashboard);
    return;
  }
  embeddedAnswers.add(state.week.view);
  queryClient.setQueryData(weekKeys.open(state.week.number), state.week.view);
  if (state.assistant) queryClient.setQueryData(chatStatusQueryKey, state.assistant);
}
