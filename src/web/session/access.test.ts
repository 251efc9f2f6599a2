import { describe, expect, it } from "vitest";
import { afterSignInPath, decideAccess, type AccessRule } from "./access.ts";

const dad = { role: "dad", isGlobalAdmin: false } as const;
const son = { role: "son", isGlobalAdmin: false } as const;
const globalAdmin = { role: "admin", isGlobalAdmin: true } as const;
const orgAdmin = { role: "admin", isGlobalAdmin: false } as const;

const DAD_ONLY: AccessRule = { allow: ["dad"] };
const SON_ONLY: AccessRule = { allow: ["son"] };
const FAMILY: AccessRule = { allow: ["dad", "son"] };
const ADMINS: AccessRule = { allow: ["admin"] };
const GLOBAL_ADMINS: AccessRule = { allow: ["admin"], requireGlobalAdmin: true };

describe("decideAccess (docs/areas/accounts.md route guard)", () => {
  it("waits while the session loads", () => {
    expect(decideAccess({ user: null, isLoading: true }, FAMILY)).toEqual({ kind: "loading" });
  });

  it("sends a signed-out visitor to /login", () => {
    expect(decideAccess({ user: null, isLoading: false }, FAMILY)).toEqual({ kind: "sign-in", to: "/login" });
  });

  it("lets a signed-out visitor into a public screen, and still sends another role home", () => {
    expect(decideAccess({ user: null, isLoading: false }, { ...FAMILY, signedOut: true })).toEqual({ kind: "allow" });
    expect(decideAccess({ user: { role: "admin", isGlobalAdmin: true }, isLoading: false }, { ...FAMILY, signedOut: true }).kind).toBe("redirect");
  });

  it("lets allowed roles in", () => {
    expect(decideAccess({ user: dad, isLoading: false }, FAMILY)).toEqual({ kind: "allow" });
    expect(decideAccess({ user: son, isLoading: false }, FAMILY)).toEqual({ kind: "allow" });
    expect(decideAccess({ user: orgAdmin, isLoading: false }, ADMINS)).toEqual({ kind: "allow" });
    expect(decideAccess({ user: globalAdmin, isLoading: false }, GLOBAL_ADMINS)).toEqual({ kind: "allow" });
  });

  it("sends a dad or a son with the wrong role to his own dashboard (no stray backslash)", () => {
    expect(decideAccess({ user: son, isLoading: false }, DAD_ONLY)).toEqual({ kind: "redirect", to: "/dashboard/son" });
    expect(decideAccess({ user: son, isLoading: false }, GLOBAL_ADMINS)).toEqual({ kind: "redirect", to: "/dashboard/son" });
    expect(decideAccess({ user: dad, isLoading: false }, SON_ONLY)).toEqual({ kind: "redirect", to: "/dashboard/dad" });
    expect(decideAccess({ user: dad, isLoading: false }, ADMINS)).toEqual({ kind: "redirect", to: "/dashboard/dad" });
  });

  it("sends an admin to /admin, or to /organizations when a global admin was required", () => {
    expect(decideAccess({ user: globalAdmin, isLoading: false }, FAMILY)).toEqual({ kind: "redirect", to: "/admin" });
    expect(decideAccess({ user: orgAdmin, isLoading: false }, DAD_ONLY)).toEqual({ kind: "redirect", to: "/admin" });
    expect(decideAccess({ user: orgAdmin, isLoading: false }, GLOBAL_ADMINS)).toEqual({ kind: "redirect", to: "/organizations" });
  });

  it("sends anyone else home", () => {
    const stranger = { role: "coach", isGlobalAdmin: false } as unknown as typeof dad;
    expect(decideAccess({ user: stranger, isLoading: false }, FAMILY)).toEqual({ kind: "redirect", to: "/" });
  });
});

describe("afterSignInPath (sign-in lands on the dashboard)", () => {
  it("opens a dad's or a son's own dashboard, not the landing page", () => {
    expect(afterSignInPath(null, dad)).toBe("/dashboard/dad");
    expect(afterSignInPath(null, son)).toBe("/dashboard/son");
  });

  it("sends a son whose dad typed his password to /account to choose his own first, wherever he was going", () => {
    expect(afterSignInPath(null, { ...son, mustChoosePassword: true })).toBe("/account");
    expect(afterSignInPath("/journal", { ...son, mustChoosePassword: true })).toBe("/account");
    expect(afterSignInPath(null, { ...son, mustChoosePassword: false })).toBe("/dashboard/son");
  });

  it("opens /admin for a global admin and /organizations for an organization's admin", () => {
    expect(afterSignInPath(null, globalAdmin)).toBe("/admin");
    expect(afterSignInPath(null, orgAdmin)).toBe("/organizations");
  });

  it("opens a leader's organization when his family has no plan; his family's dashboard when it has one", () => {
    expect(afterSignInPath(null, { ...dad, organizationRole: "owner", selectedPlanId: null })).toBe("/organizations");
    expect(afterSignInPath(null, { ...dad, organizationRole: "editor", selectedPlanId: null })).toBe("/organizations");
    expect(afterSignInPath(null, { ...dad, organizationRole: "owner", selectedPlanId: 3 })).toBe("/dashboard/dad");
    expect(afterSignInPath(null, { ...dad, organizationRole: null, selectedPlanId: null })).toBe("/dashboard/dad");
  });

  it("still returns to the guarded page he was sent away from", () => {
    expect(afterSignInPath("/journal?week=2#new", dad)).toBe("/journal?week=2#new");
    expect(afterSignInPath("/week/3", son)).toBe("/week/3");
  });

  it("never follows a return path that leaves the app", () => {
    for (const from of ["//evil.example/x", "/\\evil.example", "https://evil.example", "javascript:alert(1)", ""]) {
      expect(afterSignInPath(from, dad)).toBe("/dashboard/dad");
    }
  });

  it("falls back to home when no user came back (nothing to open)", () => {
    expect(afterSignInPath(null, null)).toBe("/");
  });
});
