import { Link } from "react-router";
import { AuthLayout } from "../features/auth/components/auth-layout.tsx";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form.tsx";
import { paths } from "../paths.ts";

export default function ForgotPasswordScreen() {
  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="Enter your email and we will send you a link to choose a new password."
      footer={
        <Link to={paths.login()} className="font-semibold text-navy-900 underline underline-offset-4 hover:text-amber-700">
          Back to Sign In
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
