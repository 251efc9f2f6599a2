import { useLocation, useNavigate } from "react-router";
import { messages } from "../../shared/messages.ts";
import { FlashMessage } from "../components/layout/flash-message.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { AuthFooterLink, AuthLayout } from "../features/auth/components/auth-layout.tsx";
import { LoginForm } from "../features/auth/components/login-form.tsx";
import { useRefreshSession } from "../features/session/api/get-session.ts";
import type { FromState } from "../features/session/components/route-guard.tsx";
import { useFlash } from "../lib/flash.ts";
import { paths } from "../paths.ts";

/** Where to go after sign-in: the guarded page the user came from (an in-app path only), else home. */
function returnPath(state: unknown): string | null {
  const from = (state as Partial<FromState> | null)?.from;
  if (!from || typeof from.pathname !== "string" || !from.pathname.startsWith("/") || from.pathname.startsWith("//")) return null;
  return `${from.pathname}${from.search ?? ""}${from.hash ?? ""}`;
}

export default function LoginScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const flash = useFlash();
  const from = returnPath(location.state);
  // The confirmation link in the verification mail lands here with ?verified=1.
  const justVerified = new URLSearchParams(location.search).get("verified") === "1";

  return (
    <AuthLayout
      title="Sign In"
      subtitle="Welcome back. Pick up where you and your son left off."
      footer={
        <>
          New to StrongBond?{" "}
          <AuthFooterLink to={paths.register()}>Create an account</AuthFooterLink>
        </>
      }
    >
      <FlashMessage className="mb-6" />
      {justVerified && !flash ? (
        <Alert tone="success" className="mb-6">
          {messages.emailVerified}
        </Alert>
      ) : null}
      {from && !flash ? (
        <Alert tone="info" className="mb-6">
          {messages.signInRequired}
        </Alert>
      ) : null}
      <LoginForm
        onSignedIn={async () => {
          await refreshSession();
          await navigate(from ?? paths.home(), { replace: true });
        }}
      />
    </AuthLayout>
  );
}
