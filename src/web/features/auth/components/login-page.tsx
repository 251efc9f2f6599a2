// The sign-in page (/login): the form, the flash of the previous screen, "e-mail verified" after the mail's link,
// "sign in first" when a guard or a page (an invitation to join) sent the visitor here; after sign-in, back to where
// he was going (an in-app path only), else his own dashboard (afterSignInPath). "Create an account" and
// "Family sign-in" hand the same destination on, so registering or a son's sign-in comes back there too.
// Prerendered at build time (scripts/prerender.ts) as a signed-out first view, which src/web/islands/public-page.ts
// drives until the app draws the page.
import { t } from "../../../lib/i18n.ts";
import { useLocation } from "react-router";
import { FlashMessage } from "../../../components/layout/flash-message.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { AuthFooterLink, AuthLayout } from "../../../components/layout/auth-layout.tsx";
import { LoginForm } from "./login-form.tsx";
import type { FromState } from "../../../session/route-guard.tsx";
import { isInAppPath } from "../../../session/access.ts";
import { useContinueAfterSignIn } from "../hooks/use-continue-after-sign-in.ts";
import { useFlash } from "../../../lib/flash.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { paths } from "../../../paths.ts";

/** The guarded page the user came from (afterSignInPath keeps it only when it is an in-app path). */
export function returnPath(state: unknown): string | null {
  const from = (state as Partial<FromState> | null)?.from;
  if (!from || typeof from.pathname !== "string" || !isInAppPath(from.pathname)) return null;
  return `${from.pathname}${from.search ?? ""}${from.hash ?? ""}`;
}

/** Router state that brings the next sign-in or registration screen back to `path` (route-guard's FromState). */
export function fromState(path: string): FromState {
  const url = new URL(path, "https://strongbond.invalid");
  return { from: { pathname: url.pathname, search: url.search, hash: url.hash } };
}

export function LoginPage() {
  const location = useLocation();
  const continueAfterSignIn = useContinueAfterSignIn();
  const flash = useFlash();
  // What the URL and history add to the page shows once the prerendered HTML is hydrated (the build had neither).
  const hydrated = useHydrated();
  const from = hydrated ? returnPath(location.state) : null;
  const passOn = from ? fromState(from) : undefined;
  // The confirmation link in the verification mail lands here with ?verified=1.
  const justVerified = hydrated && new URLSearchParams(location.search).get("verified") === "1";

  return (
    <AuthLayout
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      footer={
        <>
          {t("login.new")}{" "}
          <AuthFooterLink to={paths.register()} state={passOn}>
            {t("login.createAccount")}
          </AuthFooterLink>
          <span className="mt-2 block">
            {t("login.sonWithoutEmail")}{" "}
            <AuthFooterLink to={paths.familySignIn()} state={passOn}>
              {t("login.familySignIn")}
            </AuthFooterLink>
          </span>
        </>
      }
    >
      <FlashMessage className="mb-6" />
      {justVerified && !flash ? (
        <Alert tone="success" className="mb-6">
          {t("msg.emailVerified")}
        </Alert>
      ) : null}
      {from && !flash ? (
        <Alert tone="info" className="mb-6">
          {t("msg.signInRequired")}
        </Alert>
      ) : null}
      {/* As prerendered, the form is disabled until a script drives it (the page's island script, then the app):
          a click would otherwise submit the fields natively (into the URL). It takes a moment after the first paint. */}
      <fieldset disabled={!hydrated} className="min-w-0">
        <LoginForm onSignedIn={() => continueAfterSignIn(from)} />
      </fieldset>
    </AuthLayout>
  );
}
