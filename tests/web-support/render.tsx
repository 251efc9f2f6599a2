// The one way a web test draws a component: a fresh QueryClient (no retries), a memory router
// at `path` (links and navigation work; anything else lands on "Landed elsewhere") and, when given, the
// session already known. Pair it with `stubFetch` for the API.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import type { TCurrentUser } from "../../src/shared/schemas/identity.ts";
import { sessionQueryKey } from "../../src/web/session/get-session.ts";

export interface RenderOptions {
  /** The address the element is drawn at (a pattern like "/group/:id" is allowed in `route`). */
  path?: string;
  /** The route pattern the element answers (defaults to `path`), for screens that read params. */
  route?: string;
  /** Extra routes, e.g. the target of a navigation the test follows. */
  routes?: RouteObject[];
  /** The signed-in user (or null: signed out); left out, the session is not in the cache. */
  user?: TCurrentUser | null;
}

export interface Rendered extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export function renderWithApp(element: ReactNode, options: RenderOptions = {}): Rendered {
  const path = options.path ?? "/";
  const queryClient = createTestQueryClient();
  if (options.user !== undefined) queryClient.setQueryData(sessionQueryKey, { user: options.user });
  const router = createMemoryRouter([{ path: options.route ?? path, element }, ...(options.routes ?? []), { path: "*", element: <p>Landed elsewhere</p> }], {
    initialEntries: [path],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A user of the given role for `renderWithApp({ user })`. */
export function testUser(role: TCurrentUser["role"], overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  return {
    id: "u1",
    email: "u@example.com",
    fullName: "Test User",
    role,
    organizationId: null,
    organizationRole: null,
    isGlobalAdmin: false,
    selectedPlanId: null,
    ...overrides,
  };
}
