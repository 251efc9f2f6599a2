import { AuthFooterLink, AuthLayout } from "../components/layout/auth-layout.tsx";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form.tsx";
import { paths } from "../paths.ts";

export default function ForgotPasswordScreen() {
  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="Enter your email and we will send you a link to choose a new password."
      footer={<AuthFooterLink to={paths.login()}>Back to Sign In</AuthFooterLink>}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
