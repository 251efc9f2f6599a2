// Rendering on the server, built for Node by scripts/prerender.ts (into dist/.ssr/, beside the browser's build):
// - at build time, `render` and `renderShell` give the prerendered pages as a browser's first render would be
//   (session not known yet: useSession says loading until hydration, no query answered), and
//   `renderSignedOutFirstView` the public pages a signed-out visitor first sees without the app;
// - at request time, the production server calls `renderWithState` for a signed-in viewer's dashboard
//   (src/server/modules/system/viewer-pages.ts): the same route table rendered with his
//   session and dashboard in the query cache, the answers the page then embeds for the browser's hydration.
// main.tsx hydrates either.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from "react-router";
import type { EmbeddedState } from "../shared/embedded-state.ts";
import { PageSkeleton } from "./components/ui/skeleton.tsx";
import { ProvisionalSignedOutContext, SessionRenderedContext } from "./session/get-session.ts";
import { seedQueryCache } from "./lib/embedded-state.ts";
import { routes } from "./router.tsx";
import { RootLayout } from "./routes/root-layout.tsx";
import { COMPILED } from "../shared/i18n/compiled/all.ts";
import type { Locale } from "../shared/i18n/locales.ts";
import { setCatalog, t } from "./lib/i18n.ts";

/** The page at `pathname`, as the route table renders it. */
export function render(pathname: string, locale: Locale = "en"): Promise<string> {
  return renderRoutes(routes, pathname, null, locale);
}

/**
 * A public page's signed-out first view: the page drawn signed out, what only a signed-out visitor
 * sees marked `data-signed-out-only` (invisible until the entry knows nobody is signed in). Never hydrated: the app
 * draws such a page anew when it takes it over.
 */
export function renderSignedOutFirstView(pathname: string, locale: Locale = "en"): Promise<string> {
  return renderRoutes(routes, pathname, null, locale, true);
}

/** The page at `pathname` for the viewer whose session and dashboard `state` holds. */
export function renderWithState(pathname: string, state: EmbeddedState, locale: Locale = "en"): Promise<string> {
  return renderRoutes(routes, pathname, state, locale);
}

/** The SPA shell's placeholder: the layout around the generic page skeleton. */
export function renderShell(locale: Locale = "en"): Promise<string> {
  return renderRoutes(
    [{ Component: RootLayout, children: [{ path: "*", Component: () => <PageSkeleton message={t("shell.loading")} /> }] }],
    "/",
    null,
    locale,
  );
}

/** One handler for the app's route table (it is reused across requests; its lazy screens load once). */
let appHandler: ReturnType<typeof createStaticHandler> | undefined;

async function renderRoutes(
  routeTable: RouteObject[],
  pathname: string,
  state: EmbeddedState | null,
  locale: Locale,
  signedOutFirstView = false,
): Promise<string> {
  const handler = routeTable === routes ? (appHandler ??= createStaticHandler(routes)) : createStaticHandler(routeTable);
  const context = await handler.query(new Request(new URL(pathname, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`prerendering ${pathname} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (state) seedQueryCache(queryClient, state);
  // The drawing below is synchronous: no other request's render runs between choosing the words and using them.
  setCatalog(locale, COMPILED[locale], COMPILED.en);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionRenderedContext value={state !== null}>
          <ProvisionalSignedOutContext value={signedOutFirstView}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ProvisionalSignedOutContext>
        </SessionRenderedContext>
      </QueryClientProvider>
    </StrictMode>,
  );
}
