// GET /api/session: the signed-in user (role, isGlobalAdmin...) or null. Every screen reads it through
// useSession(); sign-in, registration and sign-out refresh it through the same query key.
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext } from "react";
import type { TCurrentUser, TSessionResponse } from "../../shared/schemas/identity.ts";
import { api, isApiError } from "../lib/api-client.ts";
import { offlineViewer, rememberViewer } from "../offline/offline-owner.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

/** A different person signed in on this phone since the last answer (families share phones): his offline data goes. */
let previousViewerListener: (previousOwner: string) => void = () => {};
export function onViewerChanged(listener: (previousOwner: string) => void): void {
  previousViewerListener = listener;
}

/** An online session answer (read, or carried by a server-drawn page): the phone now reads for this person. */
export function adoptSession(session: TSessionResponse): void {
  const previous = rememberViewer(session.user);
  if (previous) previousViewerListener(previous);
}

/**
 * The session. With no network at all, the person last signed in on this phone (a dad or a son; never kept from
 * staff), so the screens kept for offline reading open; the session itself is never cached.
 */
export async function getSession(signal?: AbortSignal): Promise<TSessionResponse> {
  try {
    const session = await api.get<TSessionResponse>("/api/session", { signal });
    adoptSession(session);
    return session;
  } catch (error) {
    const offline = isApiError(error) && error.isNetworkError ? offlineViewer() : null;
    if (!offline) throw error;
    return { user: offline, assistantConfigured: false };
  }
}

export const sessionQueryKey = ["session"] as const;

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
  });
}

export interface SessionState {
  user: TCurrentUser | null;
  /** An assistant is connected to the server (the chat button shows); false until the session is known. */
  assistantConfigured: boolean;
  /** True until the first answer (or final failure): show a loading screen, never a signed-out page. */
  isLoading: boolean;
  /**
   * Signed out as far as the page knows, not yet confirmed: the build's drawing of a public page's signed-out first
   * view (ProvisionalSignedOutContext). What only a signed-out visitor sees is marked for the entry to reveal.
   */
  provisional?: boolean;
}

/**
 * True when the page was rendered by the server with the viewer's session (the server and the
 * hydrating browser both have the session in the query cache from the start); false on a page prerendered at build
 * time, which knows no session.
 */
export const SessionRenderedContext = createContext(false);

/**
 * True when the build renders a public page's signed-out first view (scripts/prerender.ts): the
 * page is drawn signed out, what only a signed-out visitor sees marked `data-signed-out-only` and kept invisible until
 * the entry knows nobody is signed in. The app never hydrates such a page: it renders it anew when it takes over.
 */
export const ProvisionalSignedOutContext = createContext(false);

export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions());
  // A prerendered page is hydrated as "session loading" (what the build rendered), then re-rendered with the answer;
  // a page the server rendered with the session is hydrated with it (the same answer, embedded in the page).
  const hydrated = useHydrated(useContext(SessionRenderedContext));
  const provisional = useContext(ProvisionalSignedOutContext);
  if (!hydrated && provisional) return { user: null, assistantConfigured: false, isLoading: false, provisional: true };
  if (!hydrated) return { user: null, assistantConfigured: false, isLoading: true };
  return { user: query.data?.user ?? null, assistantConfigured: query.data?.assistantConfigured ?? true, isLoading: query.isPending };
}

/** Re-reads the session (after sign-in or registration) and resolves once the new user is known. */
export function useRefreshSession(): () => Promise<TCurrentUser | null> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const data = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    return data.user;
  }, [queryClient]);
}
