// A layout route that lets its child screens render only for the allowed roles (see access.ts).
import { Navigate, Outlet, useLocation } from "react-router";
import { RouteSkeleton } from "../components/layout/route-skeleton.tsx";
import { decideAccess, type AccessRule } from "./access.ts";
import { useSession } from "./get-session.ts";

/** Where the sign-in screen sends the user back to (router state `from`). */
export interface FromState {
  from: { pathname: string; search: string; hash: string };
}

export function RouteGuard({ allow, requireGlobalAdmin = false, signedOut = false }: AccessRule) {
  const session = useSession();
  const location = useLocation();
  const decision = decideAccess(session, { allow, requireGlobalAdmin, signedOut });
  switch (decision.kind) {
    case "loading":
      // The screen's own skeleton (not a spinner elsewhere): the screen then fills the same boxes.
      return <RouteSkeleton message="Verifying access..." />;
    case "sign-in": {
      const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
      return <Navigate to={decision.to} replace state={state} />;
    }
    case "redirect":
      return <Navigate to={decision.to} replace />;
    case "allow":
      return <Outlet />;
  }
}
