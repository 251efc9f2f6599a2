// @vitest-environment happy-dom
// "Sign in and come back": a page that sends the visitor to /login with router state `from` (an invitation to join,
// a guarded screen) gets him back after the e-mail sign-in, after "Create an account" and after the family sign-in.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { createTestQueryClient, testUser } from "../../../../../tests/web-support/render.tsx";
import { fromState, LoginPage, returnPath } from "./login-page.tsx";
import { SonSignInPage } from "./son-sign-in-page.tsx";

const INVITATION = "/join?token=abc_DEF-123";

/** Where the router is, and the page it would come back to. */
function Landed() {
  const location = useLocation();
  return (
    <p>
      Landed on {location.pathname}
      {location.search}, back to {returnPath(location.state) ?? "nothing"}
    </p>
  );
}

function renderAt(path: string, back: string, answer: (url: string) => unknown) {
  stubFetchWith(async (input) => jsonResponse(200, answer(String(input))));
  const router = createMemoryRouter(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/family/sign-in", element: <SonSignInPage /> },
      { path: "*", element: <Landed /> },
    ],
    { initialEntries: [{ pathname: path, state: fromState(back) }] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("sign in and come back", () => {
  it("a dad who signs in from an invitation lands on the invitation again, its token kept", async () => {
    const dad = testUser("dad");
    const router = renderAt("/login", INVITATION, (url) => (url.endsWith("/api/session") ? { user: dad } : { user: { id: dad.id, email: dad.email } }));
    await userEvent.type(screen.getByLabelText("Email"), "dad@example.com");
    await userEvent.type(screen.getByLabelText("Password", { exact: true }), "Strong-Bond-Test-2026");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText(`Landed on ${INVITATION}, back to nothing`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/join");
  });

  it("'Create an account' hands the page to come back to on", async () => {
    renderAt("/login", INVITATION, () => null);
    await userEvent.click(screen.getByRole("link", { name: "Create an account" }));
    expect(await screen.findByText(`Landed on /register, back to ${INVITATION}`)).toBeInTheDocument();
  });

  it("'Family sign-in' hands it on to the son's sign-in screen", async () => {
    const router = renderAt("/login", "/week/2", () => null);
    await userEvent.click(screen.getByRole("link", { name: "Family sign-in" }));
    expect(await screen.findByRole("heading", { name: "Sign-in name and PIN" })).toBeInTheDocument();
    expect(returnPath(router.state.location.state)).toBe("/week/2");
  });

  it("a son who signs in with his name and PIN comes back to the guarded page that sent him", async () => {
    const son = testUser("son");
    renderAt("/family/sign-in", "/week/2", (url) => (url.endsWith("/api/session") ? { user: son } : { user: { id: son.id } }));
    await userEvent.type(screen.getByLabelText("Sign-in name"), "sam.miller");
    await userEvent.type(screen.getByLabelText("PIN or password"), "4821");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Landed on /week/2, back to nothing")).toBeInTheDocument();
  });

  it("without a page to come back to, a son lands on his own dashboard", async () => {
    const son = testUser("son");
    stubFetchWith(async (input) => jsonResponse(200, String(input).endsWith("/api/session") ? { user: son } : { user: { id: son.id } }));
    const router = createMemoryRouter(
      [
        { path: "/family/sign-in", element: <SonSignInPage /> },
        { path: "*", element: <Landed /> },
      ],
      { initialEntries: ["/family/sign-in"] },
    );
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText("Sign-in name"), "sam.miller");
    await userEvent.type(screen.getByLabelText("PIN or password"), "4821");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Landed on /dashboard/son, back to nothing")).toBeInTheDocument();
  });
});
