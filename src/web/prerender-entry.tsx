// Build-time rendering of a few pages to static HTML (scripts/prerender.ts builds this file for Node and calls
// render for each prerendered path). The pages render as a browser's first render would: the session not known
// yet (useSession says loading until hydration), no query answered. main.tsx hydrates the result.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from "react-router";
import { PageSkeleton } from "./components/ui/skeleton.tsx";
import { routes } from "./router.tsx";
import { RootLayout } from "./routes/root-layout.tsx";

/** The page at `pathname`, as the route table renders it. */
export function render(pathname: string): Promise<string> {
  return renderRoutes(routes, pathname);
}

/** The SPA shell's placeholder: the layout around the generic page skeleton. */
export function renderShell(): Promise<string> {
  return renderRoutes([{ Component: RootLayout, children: [{ path: "*", Component: () => <PageSkeleton message="Loading StrongBond..." /> }] }], "/");
}

async function renderRoutes(routeTable: RouteObject[], pathname: string): Promise<string> {
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(new Request(new URL(pathname, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`prerendering ${pathname} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
