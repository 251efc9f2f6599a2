import { useLocation, useNavigate, useSearchParams } from "react-router";
import { fromState, returnPath } from "./login-page.tsx";
import { messages } from "../../../../shared/messages.ts";
import { AuthFooterLink, AuthLayout } from "../../../components/layout/auth-layout.tsx";
import { RegisterForm } from "./register-form.tsx";
import { useRefreshSession } from "../../../session/get-session.ts";
import { flashState, type FlashState } from "../../../lib/flash.ts";
import type { FirstRunState } from "../../../lib/first-run-state.ts";
import { paths } from "../../../paths.ts";

/**
 * /register, and /register?for=organization for a leader starting an organization: he is not asked to
 * choose a family's plan first and lands on creating the organization. A page that sent him here (an invitation to
 * join) is where he returns to.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const refreshSession = useRefreshSession();
  const leader = useSearchParams()[0].get("for") === "organization";
  const from = returnPath(location.state);
  const after = leader ? paths.organizationCreate() : from;
  // An invitation kept through sign-up: he comes back to it, one tap from his church (and its group's week).
  const fromInvitation = !leader && from?.startsWith("/join?") === true;

  return (
    <AuthLayout
      title={leader ? "Start Your Organization" : "Create Your Account"}
      subtitle={
        leader
          ? "First your own account as its leader. You don't need a family plan; you can add your sons later."
          : fromInvitation
            ? "Register yourself, and your son too if you like. Then you come back to your invitation to accept it for your family."
            : "Register yourself, and your son too if you like. Your first week is free."
      }
      footer={
        <>
          Already have an account?{" "}
          <AuthFooterLink to={paths.login()} state={after ? fromState(after) : undefined}>
            Sign in
          </AuthFooterLink>
        </>
      }
    >
      <RegisterForm
        leader={leader}
        onRegistered={async (response, son) => {
          await refreshSession();
          if (after) {
            await navigate(after, { state: flashState({ tone: "success", message: messages.registrationSuccess }) });
            return;
          }
          // First run: straight to choosing the family's plan, where the dad also hands his son
          // his login; starting a plan opens week 1 — three screens from registration.
          const state: FirstRunState & FlashState = {
            ...flashState({ tone: "success", message: messages.registrationSuccess }),
            ...(response.sonEmail && son.fullName
              ? {
                  son: { fullName: son.fullName, signInEmail: response.sonEmail, signInName: response.sonSignInName, pending: response.sonConfirmationPending },
                }
              : {}),
          };
          await navigate(paths.firstRun(), { state });
        }}
      />
    </AuthLayout>
  );
}
