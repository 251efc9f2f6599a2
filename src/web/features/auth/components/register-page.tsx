import { useLocation, useNavigate, useSearchParams } from "react-router";
import { t } from "../../../lib/i18n.ts";
import { fromState, returnPath } from "./login-page.tsx";
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
      title={leader ? t("register.leaderTitle") : t("register.title")}
      subtitle={leader ? t("register.leaderSubtitle") : fromInvitation ? t("register.invitationSubtitle") : t("register.subtitle")}
      footer={
        <>
          {t("register.haveAccount")}{" "}
          <AuthFooterLink to={paths.login()} state={after ? fromState(after) : undefined}>
            {t("register.signIn")}
          </AuthFooterLink>
        </>
      }
    >
      <RegisterForm
        leader={leader}
        onRegistered={async (response, son) => {
          await refreshSession();
          if (after) {
            await navigate(after, { state: flashState({ tone: "success", message: t("msg.registrationSuccess") }) });
            return;
          }
          // First run: straight to choosing the family's plan, where the dad also hands his son
          // his login; starting a plan opens week 1 — three screens from registration.
          const state: FirstRunState & FlashState = {
            ...flashState({ tone: "success", message: t("msg.registrationSuccess") }),
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
