// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp, testUser } from "../../../../tests/web-support/render.tsx";
import type { TCurrentUser } from "../../../shared/schemas/identity.ts";
import { NavBar } from "./nav-bar.tsx";

function user(role: TCurrentUser["role"]): TCurrentUser {
  return testUser(role, { isGlobalAdmin: role === "admin" });
}

function renderNav(signedIn: TCurrentUser | null, onSignOut = vi.fn()) {
  renderWithApp(<NavBar user={signedIn} onSignOut={onSignOut} />);
  return { onSignOut, nav: screen.getByRole("navigation", { name: "Main" }) };
}

/** The links of the desktop bar (the phone menu is hidden until opened). */
function linkTargets(nav: HTMLElement): Record<string, string | null> {
  return Object.fromEntries(
    within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]),
  );
}

/** The journey's links, a dad's and a son's alike. */
const JOURNEY_LINKS = { Plans: "/marketplace", Journal: "/journal", Fitness: "/fitness", Groups: "/groups", Reminders: "/reminders" };

describe("NavBar", () => {
  it("offers home, Sign In and Get Started when signed out", () => {
    const { nav } = renderNav(null);
    expect(linkTargets(nav)).toEqual({ StrongBond: "/", "Sign In": "/login", "Get Started": "/register" });
    expect(within(nav).queryByRole("button", { name: "Sign out" })).toBeNull();
  });

  it("gives a dad his dashboard, Plans, the journal, his fitness log, groups, his reminders and his Family page, without Admin", () => {
    const { nav } = renderNav(user("dad"));
    expect(linkTargets(nav)).toEqual({ StrongBond: "/", Dashboard: "/dashboard/dad", ...JOURNEY_LINKS, Family: "/family", Account: "/account" });
  });

  it("gives a son his dashboard, Plans, the journal, his fitness log, groups and reminders — no Family page, no Admin", () => {
    const { nav } = renderNav(user("son"));
    expect(linkTargets(nav)).toEqual({ StrongBond: "/", Dashboard: "/dashboard/son", ...JOURNEY_LINKS, Account: "/account" });
  });

  it("gives an admin only what he can open: no Journal or Groups that would bounce him back to /admin", () => {
    const { nav } = renderNav(user("admin"));
    expect(linkTargets(nav)).toEqual({ StrongBond: "/", Dashboard: "/admin", Admin: "/admin", Account: "/account" });
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
