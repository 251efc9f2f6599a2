// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import type { TCurrentUser } from "../../../shared/schemas/accounts.ts";
import { NavBar } from "./nav-bar.tsx";

afterEach(cleanup);

function user(role: TCurrentUser["role"]): TCurrentUser {
  return { id: "u1", email: "u@example.com", fullName: "Test User", role, organizationId: null, organizationRole: null, isGlobalAdmin: role === "admin", selectedPlanId: null };
}

function renderNav(signedIn: TCurrentUser | null, onSignOut = vi.fn()) {
  render(
    <MemoryRouter>
      <NavBar user={signedIn} onSignOut={onSignOut} />
    </MemoryRouter>,
  );
  return { onSignOut, nav: screen.getByRole("navigation", { name: "Main" }) };
}

/** The links of the desktop bar (the phone menu is hidden until opened). */
function linkTargets(nav: HTMLElement): Record<string, string | null> {
  return Object.fromEntries(within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]));
}

describe("NavBar", () => {
  it("offers home, Sign In and Get Started when signed out", () => {
    const { nav } = renderNav(null);
    expect(linkTargets(nav)).toEqual({ StrongBond: "/", "Sign In": "/login", "Get Started": "/register" });
    expect(within(nav).queryByRole("button", { name: "Sign out" })).toBeNull();
  });

  it.each([
    ["dad", "/dashboard/dad"],
    ["son", "/dashboard/son"],
  ] as const)("gives a %s his dashboard, the journal and groups, without Admin", (role, dashboard) => {
    const { nav } = renderNav(user(role));
    expect(linkTargets(nav)).toEqual({ StrongBond: "/", Dashboard: dashboard, Journal: "/journal", Groups: "/groups" });
  });

  it("adds the Admin link for an admin, whose dashboard is /admin", () => {
    const { nav } = renderNav(user("admin"));
    expect(linkTargets(nav)).toEqual({ StrongBond: "/", Dashboard: "/admin", Journal: "/journal", Groups: "/groups", Admin: "/admin" });
  });

  it("signs out from the bar", async () => {
    const { nav, onSignOut } = renderNav(user("dad"));
    await userEvent.click(within(nav).getByRole("button", { name: "Sign out" }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("opens and closes the phone menu as a disclosure (button, Escape)", async () => {
    renderNav(null);
    const button = screen.getByRole("button", { name: "Menu" });
    const menu = document.getElementById(button.getAttribute("aria-controls") ?? "")!;
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(menu.hidden).toBe(true);

    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(menu.hidden).toBe(false);
    expect(within(menu).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/login");

    await userEvent.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });
});
