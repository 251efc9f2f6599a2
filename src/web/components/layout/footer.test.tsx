// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, testUser } from "../../../../tests/web-support/render.tsx";
import type { TCurrentUser } from "../../../shared/schemas/identity.ts";
import { Footer } from "./footer.tsx";

/** The footer's Explore links, by text and target. */
function exploreLinks(user: TCurrentUser | null, pending = false): Record<string, string | null> {
  renderWithApp(<Footer year={2026} user={user} pending={pending} />);
  const list = screen.getByRole("heading", { name: "Explore" }).nextElementSibling as HTMLElement;
  return Object.fromEntries(
    within(list)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]),
  );
}

describe("Footer (what fits a signed-in user)", () => {
  it("offers Sign In and Register when signed out, as the spec lists them", () => {
    expect(exploreLinks(null)).toEqual({
      Home: "/",
      "Sign In": "/login",
      Register: "/register",
      Journal: "/journal",
      "For Churches & Ministries": "/churches",
    });
  });

  it("offers a dad his dashboard, journal and account instead of Sign In / Register", () => {
    const links = exploreLinks(testUser("dad"));
    expect(links).toEqual({
      Home: "/",
      Dashboard: "/dashboard/dad",
      Journal: "/journal",
      Account: "/account",
      "For Churches & Ministries": "/churches",
    });
  });

  it("offers a son his own dashboard, and nothing he cannot open", () => {
    expect(exploreLinks(testUser("son"))).toEqual({ Home: "/", Dashboard: "/dashboard/son", Journal: "/journal", Account: "/account" });
  });

  it("offers an admin the admin panel", () => {
    const links = exploreLinks(testUser("admin", { isGlobalAdmin: true }));
    expect(links).toMatchObject({ "Admin Panel": "/admin", Account: "/account" });
    expect(links).not.toHaveProperty("Sign In");
  });

  it("shows neither Sign In nor a dashboard while the session loads", () => {
    expect(exploreLinks(null, true)).toEqual({ Home: "/", "For Churches & Ministries": "/churches" });
  });
});
