// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import type { TCurrentUser } from "../../../../shared/schemas/accounts.ts";
import { sessionQueryKey } from "../api/get-session.ts";
import { RouteGuard, type FromState } from "./route-guard.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function user(role: TCurrentUser["role"], isGlobalAdmin = false): TCurrentUser {
  return { id: "u1", email: "u@example.com", fullName: "Test User", role, organizationId: null, organizationRole: null, isGlobalAdmin, selectedPlanId: null };
}

function LoginProbe() {
  const from = (useLocation().state as FromState | null)?.from;
  return <p>login page, from {from ? `${from.pathname}${from.search}` : "nowhere"}</p>;
}

/** Renders the app's guard arrangement at `path` with the given session already known (or still loading). */
function renderAt(path: string, session: { user: TCurrentUser | null } | "loading") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // "loading": the session request never answers.
  if (session === "loading") vi.stubGlobal("fetch", () => new Promise(() => {}));
  else queryClient.setQueryData(sessionQueryKey, session);
  const router = createMemoryRouter(
    [
      { path: "/login", element: <LoginProbe /> },
      { path: "/dashboard/son", element: <p>son dashboard</p> },
      { path: "/dashboard/dad", element: <p>dad dashboard</p> },
      { element: <RouteGuard allow={["dad", "son"]} />, children: [{ path: "/journal", element: <p>journal</p> }] },
      { element: <RouteGuard allow={["dad"]} />, children: [{ path: "/dad-only", element: <p>dad only</p> }] },
      { element: <RouteGuard allow={["admin"]} requireGlobalAdmin />, children: [{ path: "/admin", element: <p>admin area</p> }] },
      { path: "/organizations", element: <p>organizations</p> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("RouteGuard", () => {
  it("says it is verifying access while the session loads", async () => {
    renderAt("/journal", "loading");
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Verifying access...");
  });

  it("sends a signed-out visitor to /login, remembering where he was going", async () => {
    renderAt("/journal?week=3", { user: null });
    expect(await screen.findByText("login page, from /journal?week=3")).toBeInTheDocument();
  });

  it("shows the screen to an allowed role", async () => {
    renderAt("/journal", { user: user("son") });
    expect(await screen.findByText("journal")).toBeInTheDocument();
  });

  it("sends a son away from a dad-only screen to his own dashboard", async () => {
    renderAt("/dad-only", { user: user("son") });
    expect(await screen.findByText("son dashboard")).toBeInTheDocument();
  });

  it("sends an organization admin away from the global admin area to /organizations", async () => {
    renderAt("/admin", { user: user("admin", false) });
    expect(await screen.findByText("organizations")).toBeInTheDocument();
  });
});
