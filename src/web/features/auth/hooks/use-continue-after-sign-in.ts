// After any way of signing in: read the new session, then go where the visitor was going (an in-app path only), else
// to his own place. The sign-in screen is replaced in the history, so Back does not return to it.
import { useNavigate } from "react-router";
import { afterSignInPath } from "../../../session/access.ts";
import { useRefreshSession } from "../../../session/get-session.ts";

export function useContinueAfterSignIn(): (from: string | null) => Promise<void> {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  return async (from) => {
    const user = await refreshSession();
    await navigate(afterSignInPath(from, user), { replace: true });
  };
}
