// Who may open a guarded screen (docs/areas/navigation.md "Who may open a screen"), as a pure decision so it is tested
// without rendering. The spec's original had stray backslashes in some targets; these are the intended paths.
import type { Role } from "../../shared/constants.ts";
import type { TCurrentUser } from "../../shared/schemas/identity.ts";
import { homePathOf, type HomeViewer } from "../../shared/home-path.ts";
import { paths } from "../paths.ts";

export interface AccessRule {
  allow: readonly Role[];
  /** Only a global admin (an admin with no organization) may enter. */
  requireGlobalAdmin?: boolean;
  /** A signed-out visitor may enter too (the public marketplace). */
  signedOut?: boolean;
}

export type AccessDecision =
  | { kind: "loading" }
  | { kind: "allow" }
  /** No user: go to /login and remember where he came from. */
  | { kind: "sign-in"; to: string }
  /** Signed in with the wrong role: go to his own place. */
  | { kind: "redirect"; to: string };

export function decideAccess(session: { user: Pick<TCurrentUser, "role" | "isGlobalAdmin"> | null; isLoading: boolean }, rule: AccessRule): AccessDecision {
  if (session.isLoading) return { kind: "loading" };
  const user = session.user;
  if (!user) return rule.signedOut ? { kind: "allow" } : { kind: "sign-in", to: paths.login() };
  const roleAllowed = rule.allow.includes(user.role);
  if (roleAllowed && (!rule.requireGlobalAdmin || user.isGlobalAdmin)) return { kind: "allow" };
  // His own dashboard; an organization admin kept out of the global admin area goes to his organizations.
  return { kind: "redirect", to: user.role === "admin" && rule.requireGlobalAdmin ? paths.organizations() : paths.dashboardFor(user.role) };
}

/**
 * Where sign-in lands: the guarded page he was sent away from when there is one (an in-app path only, never another
 * site), else his own place (homePathOf). Never the landing page for someone signed in.
 */
export function afterSignInPath(from: string | null, user: HomeViewer | null): string {
  if (user?.mustChoosePassword === true) return homePathOf(user);
  if (from !== null && isInAppPath(from)) return from;
  if (!user) return paths.home();
  return homePathOf(user);
}

/** "/week/2?x#y" yes; "//evil.example", "/\\evil.example", "https://…" and "javascript:…" no. */
export function isInAppPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}
