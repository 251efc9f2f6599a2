// The browser app, loaded by the entry (boot.ts) once the page's HTML has painted: the query client, the router,
// and the one wiring between the API client and the session (a 401 on a guarded call re-reads the session, so the
// route guard sends the user to /login). The session (and on a dashboard path the dashboard) is read here,
// before React renders and while the screen's code loads, from the requests boot.ts started (early-requests.ts), so
// no request waits for another; a page prerendered at build time (scripts/prerender.ts, `data-prerendered` on
// #root) is hydrated once its screen's code is in, the others are rendered.
import { QueryClientProvider } from "@tanstack/react-query";
import { startTransition, StrictMode, useEffect, useLayoutEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { prefetchDashboard } from "./lib/dashboard-query.ts";
import { onViewerChanged, sessionQueryKey, sessionQueryOptions, SessionRenderedContext } from "./session/get-session.ts";
import { forgetCachedAnswers } from "./offline/forget-offline-data.ts";
import { onPasswordChangeRequired, onTwoFactorRequired, onUnauthorized } from "./lib/api-client.ts";
import { readEmbeddedState } from "../shared/embedded-state.ts";
import { seedQueryCache } from "./lib/embedded-state.ts";
import { seedTestimonials } from "./lib/testimonials-query.ts";
import { pendingTakeover, takeoverDone, whenHandedOver } from "./lib/island-handoff.ts";
import { letGo, replayEarlyInput } from "./islands/hydrate-on-intent.ts";
import { nextTask } from "./lib/next-task.ts";
import { queryClient } from "./lib/query-client.ts";
import { DASHBOARD_PATHS } from "./early-requests.ts";
import { paths } from "./paths.ts";
import { createAppRouter, resolveLazyRoutes } from "./router.tsx";
import { activatePageLocale } from "./lib/i18n.ts";

// The page's language (its catalogue: Spanish is a chunk of its own) is in before the first render, which draws
// the same words as the server or the build did.
const languageReady = activatePageLocale();

onUnauthorized(() => {
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
});
// Families share phones: when someone else is found signed in, the answers kept for the previous person go.
onViewerChanged((previous) => void forgetCachedAnswers(previous).catch(() => {}));

// The service worker, the offline queue's sending and the update notice, once the page has loaded: none of it may
// hold back the first paint (the bundle budget's first load does not include it).
function startOfflineLater(): void {
  setTimeout(() => void import("./offline/start-offline.ts").then(({ startOffline }) => startOffline(queryClient)), 0);
}
if (document.readyState === "complete") startOfflineLater();
else window.addEventListener("load", startOfflineLater, { once: true });

const { pathname } = window.location;
// A page the server rendered with the viewer's data carries it: the queries start with it and
// nothing is asked, so hydration renders exactly what the server rendered. Any other page reads the session (and on a
// dashboard path the dashboard) now, taking the answers to the entry's early requests.
const embedded = readEmbeddedState(document);
if (embedded) seedQueryCache(queryClient, embedded);
else {
  void queryClient.prefetchQuery(sessionQueryOptions());
  if (DASHBOARD_PATHS.has(pathname)) void prefetchDashboard(queryClient);
}
// The landing page's testimonials, as the server drew them into it: the app's drawing shows the same three at once.
seedTestimonials(queryClient);

/**
 * Global admins and organization owners must set up two-factor first: any staff call that says so
 * opens the set-up screen, which then sends them back.
 */
function withTwoFactorRedirect(router: ReturnType<typeof createAppRouter>) {
  onTwoFactorRequired(() => {
    if (router.state.location.pathname !== paths.accountTwoFactor()) {
      void router.navigate(paths.accountTwoFactor({ required: true, back: router.state.location.pathname }), { replace: true });
    }
  });
  // A password his dad set opens nothing private until the son chooses his own, on /account.
  onPasswordChangeRequired(() => {
    if (router.state.location.pathname !== paths.account()) void router.navigate(paths.account(), { replace: true });
  });
  return router;
}

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/**
 * On a public page the app took over, once its drawing is committed: the new screen starts at the
 * top when he followed a link, the control he was using gets the focus back, the loading bar goes.
 */
function AfterTakeover() {
  useLayoutEffect(() => {
    const takeover = pendingTakeover();
    takeoverDone();
    delete document.documentElement.dataset.appLoading;
    document.getElementById("root")?.removeAttribute("inert");
    if (takeover?.scrollToTop) window.scrollTo(0, 0);
    if (takeover?.focus) document.querySelector<HTMLElement>(takeover.focus)?.focus();
  }, []);
  return null;
}

/**
 * On a page React hydrated, once it is committed: what he did before React had the page is done again — a box he
 * ticked is saved, a link or button he pressed is pressed again (islands/hydrate-on-intent.ts).
 */
function AfterHydration() {
  useEffect(() => void replayEarlyInput(), []);
  return null;
}

function App({ router, takingOver = false, hydrating = false }: { router: ReturnType<typeof createAppRouter>; takingOver?: boolean; hydrating?: boolean }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionRenderedContext value={embedded !== null}>
          <RouterProvider router={router} />
          {takingOver ? <AfterTakeover /> : null}
          {hydrating ? <AfterHydration /> : null}
        </SessionRenderedContext>
      </QueryClientProvider>
    </StrictMode>
  );
}

if (container.dataset.island !== undefined) {
  // A public page's signed-out first view, drawn by the build and driven by islands/public-page.ts until now (or a
  // signed-in visitor's, whom that script sends straight here): the app draws the page (or the one he followed a link
  // to) anew, once the session is known and the screen's code is in, so the page he sees
  // is replaced by its next state in one step — never by a loading skeleton or a bar without his links.
  // While the script drives the page (`data-viewer`), the app's code may have come early (he entered the sign-in
  // form): it fetches the screen's code and waits for the handover to draw; the session is asked for again then,
  // unless the answer is fresh.
  // A link he followed changes the address only now, with the drawing: until then the page he sees is the one it names.
  const driven = document.documentElement.dataset.viewer === "signed-out";
  if (driven) void resolveLazyRoutes(pathname);
  let href: string | null = null;
  void (driven ? whenHandedOver() : Promise.resolve())
    .then(() => {
      href = pendingTakeover()?.href ?? null;
      const target = href === null ? pathname : new URL(href, window.location.href).pathname;
      return Promise.all([queryClient.prefetchQuery(sessionQueryOptions()), resolveLazyRoutes(target), languageReady]);
    })
    .then(nextTask)
    .then(() => {
      if (href !== null) window.history.pushState(null, "", href);
      const root = createRoot(container);
      startTransition(() => {
        root.render(<App router={withTwoFactorRedirect(createAppRouter())} takingOver />);
      });
    });
} else if (container.dataset.prerendered === "true") {
  // In a task of its own: hydration does not lengthen the task that evaluated the screen's code.
  void Promise.all([resolveLazyRoutes(pathname), languageReady])
    .then(nextTask)
    .then(() => {
      // As a transition, React hydrates in slices and lets the browser answer input between them, instead of one long
      // task for the whole page (Total Blocking Time).
      startTransition(() => {
        hydrateRoot(container, <App router={withTwoFactorRedirect(createAppRouter())} hydrating />);
      });
    })
    // The screen's code could not be loaded: a page held until he acted is the browser's again (its links work).
    .catch(() => letGo());
} else {
  void languageReady.then(() => createRoot(container).render(<App router={withTwoFactorRedirect(createAppRouter())} />));
}
