// The reset mail's link lands here as /reset-password?token=... (or ?error=INVALID_TOKEN). A missing, refused
// or expired token sends the user to /login with a message; a valid one gets the new-password form.
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { LoadingScreen } from "../../../components/ui/spinner.tsx";
import { useResetTokenCheck } from "../api/check-reset-token.ts";
import { AuthFooterLink, AuthLayout } from "../../../components/layout/auth-layout.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";
import { useRefreshSession } from "../../../session/get-session.ts";
import { flashState } from "../../../lib/flash.ts";
import "../../../lib/catalog-parts/pages.ts";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../paths.ts";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const token = params.get("error") ? null : params.get("token");
  const check = useResetTokenCheck(token);

  if (!token || check.data?.valid === false) {
    return <Navigate to={paths.login()} replace state={flashState({ tone: "error", message: t("msg.pages.resetLinkInvalid") })} />;
  }
  // If the check itself fails (network), the form is still shown: the server refuses a bad token anyway.
  if (check.isPending) return <LoadingScreen message={t("pages.reset.checking")} />;

  return (
    <AuthLayout
      title={t("pages.reset.title")}
      subtitle={t("pages.reset.subtitle")}
      footer={<AuthFooterLink to={paths.login()}>{t("pages.reset.back")}</AuthFooterLink>}
    >
      <ResetPasswordForm
        token={token}
        onReset={async () => {
          // Every session of this account was ended by the reset, this browser's included.
          await refreshSession().catch(() => null);
          await navigate(paths.login(), { replace: true, state: flashState({ tone: "success", message: t("msg.pages.passwordUpdated") }) });
        }}
      />
    </AuthLayout>
  );
}
