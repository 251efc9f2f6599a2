import { useNavigate } from "react-router";
import { messages } from "../../shared/messages.ts";
import { AuthFooterLink, AuthLayout } from "../features/auth/components/auth-layout.tsx";
import { RegisterForm } from "../features/auth/components/register-form.tsx";
import { useRefreshSession } from "../features/session/api/get-session.ts";
import { flashState } from "../lib/flash.ts";
import { paths } from "../paths.ts";

export default function RegisterScreen() {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();

  return (
    <AuthLayout
      title="Create Your Account"
      subtitle="Register yourself, and your son too if you like. Your first week is free."
      footer={
        <>
          Already have an account?{" "}
          <AuthFooterLink to={paths.login()}>Sign in</AuthFooterLink>
        </>
      }
    >
      <RegisterForm
        onRegistered={async (response) => {
          await refreshSession();
          await navigate(paths.dashboardDad(), {
            state: flashState({
              tone: "success",
              message: messages.registrationSuccess,
              ...(response.sonEmail ? { detail: `Your son signs in with ${response.sonEmail} and the password you chose for him.` } : {}),
            }),
          });
        }}
      />
    </AuthLayout>
  );
}
