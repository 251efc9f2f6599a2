// Where a signed-in person's StrongBond opens: what sign-in lands on when nothing else was asked for, and where the
// installed app's start page (APP_START_PATH, the manifest's start_url) sends him. One rule for the server (which
// redirects the start page) and the browser (sign-in, and the start page from the phone's copy when offline).
import type { TCurrentUser } from "./schemas/identity.ts";

/** The installed app's start page: the server and the app send the person on to his own place. */
export const APP_START_PATH = "/dashboard";
/** Where the start page sends someone signed out. */
export const SIGNED_OUT_START_PATH = "/login";

export type HomeViewer = Pick<TCurrentUser, "role" | "isGlobalAdmin"> &
  Pick<Partial<TCurrentUser>, "mustChoosePassword" | "organizationRole" | "selectedPlanId">;

/** His own place: a dad's or a son's dashboard, a global admin's /admin, an organization's admin's /organizations. */
export function homePathOf(user: HomeViewer): string {
  // A son whose password his dad typed chooses his own first: nothing else would open for him.
  if (user.mustChoosePassword === true) return "/account";
  if (user.role === "admin") return user.isGlobalAdmin ? "/admin" : "/organizations";
  // A church's leader with no family plan has nothing on his family's dashboard yet: his church's is his home.
  if (user.role === "dad" && user.organizationRole && (user.selectedPlanId ?? null) === null) return "/organizations";
  return user.role === "dad" ? "/dashboard/dad" : "/dashboard/son";
}
