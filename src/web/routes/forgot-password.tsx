import { AuthFooterLink, AuthLayout } from "../components/layout/auth-layout.tsx";
import { t } from "../lib/i18n.ts";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form.tsx";
import { paths } from "../paths.ts";

export default function ForgotPasswordScreen() {
  return (
    <AuthLayout title={t("forgot.title")} subtitle={t("forgot.subtitle")} footer={<AuthFooterLink to={paths.login()}>{t("forgot.back")}</AuthFooterLink>}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
