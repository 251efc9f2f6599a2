// The reset mail's link lands here as /reset-password?token=... (or ?error=INVALID_TOKEN). A missing, refused
// or expired token sends the user to /login with a message; a valid one gets the new-password form.
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import { LoadingScreen } from "../../../components/ui/spinner.tsx";
import { useResetTokenCheck } from "../api/check-reset-token.ts";
import { AuthFooterLink, AuthLayout } from "../../../components/layout/auth-layout.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";
import { useRefreshSession } from "../../../session/get-session.ts";
import { flashState } from "../../../lib/flash.ts";
import { paths } from "../../../paths.ts";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const token = params.get("error") ? null : params.get("token");
  const check = useResetTokenCheck(token);

  if (!token || check.data?.valid === false) {
    return <Navigate to={paths.login()} replace state={flashState({ tone: "error", message: messages.resetLinkInvalid })} />;
  }
  // If the check itself fails (network), the form is still shown: the server refuses a bad token anyway.
  if (check.isPending) return <LoadingScreen message="Checking your reset link..." />;

  return (
    <AuthLayout
      title="Reset Password"
      subtitle="Choose a new password for your account."
      footer={<AuthFooterLink to={paths.login()}>Back to Sign In</AuthFooterLink>}
    >
      <ResetPasswordForm
        token={token}
        onReset={async () => {
          // Every session of this account was ended by the reset, this browser's included.
          await refreshSession().catch(() => null);
          await navigate(paths.login(), { replace: true, state: flashState({ tone: "success", message: messages.passwordUpdated }) });
        }}
      />
    </AuthLayout>
  );
}
