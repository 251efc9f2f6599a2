import { describe, expect, it } from "vitest";
import { decideAccess, type AccessRule } from "./access.ts";

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
