import { useNavigate } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import { AuthFooterLink, AuthLayout } from "../../../components/layout/auth-layout.tsx";
import { RegisterForm } from "./register-form.tsx";
import { useRefreshSession } from "../../../session/get-session.ts";
import { flashState, type FlashState } from "../../../lib/flash.ts";
import type { FirstRunState } from "../../../lib/first-run-state.ts";
import { paths } from "../../../paths.ts";

export function RegisterPage() {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();

  return (
    <AuthLayout
      title="Create Your Account"
      subtitle="Register yourself, and your son too if you like. Your first week is free."
      footer={
        <>
          Already have an account? <AuthFooterLink to={paths.login()}>Sign in</AuthFooterLink>
        </>
      }
    >
      <RegisterForm
        onRegistered={async (response, son) => {
          await refreshSession();
          // First run (issue 16): straight to choosing the family's plan, where the dad also hands his son
          // his login; starting a plan opens week 1 — three screens from registration.
          const state: FirstRunState & FlashState = {
            ...flashState({ tone: "success", message: messages.registrationSuccess }),
            ...(response.sonEmail && son.fullName
              ? { son: { fullName: son.fullName, signInEmail: response.sonEmail, pending: response.sonConfirmationPending } }
              : {}),
          };
          await navigate(paths.firstRun(), { state });
        }}
      />
    </AuthLayout>
  );
}
