// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { TCurrentUser } from "../../shared/schemas/identity.ts";
import { stubFetchWith } from "../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser as user } from "../../../tests/web-support/render.tsx";
import { RouteGuard, type FromState } from "./route-guard.tsx";

function LoginProbe() {
  const from = (useLocation().state as FromState | null)?.from;
  return <p>login page, from {from ? `${from.pathname}${from.search}` : "nowhere"}</p>;
}

/** Renders the app's guard arrangement at `path` with the given session already known (or still loading). */
function renderAt(path: string, session: { user: TCurrentUser | null } | "loading") {
  // "loading": the session is not known yet and its request never answers.
  if (session === "loading") stubFetchWith(() => new Promise(() => {}));
  return renderWithApp(<LoginProbe />, {
    path,
    route: "/login",
    user: session === "loading" ? undefined : session.user,
    routes: [
      { path: "/dashboard/son", element: <p>son dashboard</p> },
      { path: "/dashboard/dad", element: <p>dad dashboard</p> },
      { element: <RouteGuard allow={["dad", "son"]} />, children: [{ path: "/journal", element: <p>journal</p> }] },
      { element: <RouteGuard allow={["dad"]} />, children: [{ path: "/dad-only", element: <p>dad only</p> }] },
      { element: <RouteGuard allow={["admin"]} requireGlobalAdmin />, children: [{ path: "/admin", element: <p>admin area</p> }] },
      { path: "/organizations", element: <p>organizations</p> },
    ],
  });
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
    renderAt("/admin", { user: user("admin", { isGlobalAdmin: false }) });
    expect(await screen.findByText("organizations")).toBeInTheDocument();
  });
});
