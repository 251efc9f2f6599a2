// /family/sign-in — a son signs in on his own device: with the one-time link his dad's device showed
// (the token is in the URL's fragment, never sent to a server), or with his family sign-in name and PIN; then back
// to the page that sent him to sign in (router state `from`, handed on by /login), else his own place.
import { useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import "../../../lib/catalog-parts/pages.ts";
import { errorText } from "../../../lib/error-text.ts";
import { t } from "../../../lib/i18n.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { paths } from "../../../paths.ts";
import { useContinueAfterSignIn } from "../hooks/use-continue-after-sign-in.ts";
import { returnPath } from "./login-page.tsx";
import { useSignInWithFamilyName, useSignInWithLink } from "../api/son-sign-in.ts";
import { AuthFooterLink, AuthLayout } from "../../../components/layout/auth-layout.tsx";

function tokenFromHash(): string {
  return typeof window === "undefined" ? "" : window.location.hash.replace(/^#/, "");
}

export function SonSignInPage() {
  const hydrated = useHydrated();
  const location = useLocation();
  const continueAfterSignIn = useContinueAfterSignIn();
  const withLink = useSignInWithLink();
  const withName = useSignInWithFamilyName();
  const [signInName, setSignInName] = useState("");
  const [pin, setPin] = useState("");
  const [missing, setMissing] = useState<{ name?: string; pin?: string }>({});
  const token = hydrated ? tokenFromHash() : "";

  const done = async () => {
    // Read before the history entry is replaced (that drops its router state too).
    const from = returnPath(location.state);
    // The link is used up: take it out of the address bar and the history.
    window.history.replaceState(null, "", window.location.pathname);
    await continueAfterSignIn(from);
  };

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...(signInName.trim() ? {} : { name: t("pages.sonSignIn.enterName") }), ...(pin ? {} : { pin: t("pages.sonSignIn.enterPin") }) };
    setMissing(next);
    if (next.name || next.pin) return;
    withName.mutate({ signInName, pin }, { onSuccess: () => void done() });
  };

  return (
    <AuthLayout
      title={t("pages.sonSignIn.title")}
      subtitle={t("pages.sonSignIn.subtitle")}
      footer={
        <>
          {t("pages.sonSignIn.haveEmail")} <AuthFooterLink to={paths.login()}>{t("pages.sonSignIn.withEmail")}</AuthFooterLink>
        </>
      }
    >
      <div className="space-y-8">
        {token ? (
          <section aria-labelledby="link-heading" className="space-y-4">
            <h2 id="link-heading" className="text-lg font-bold text-navy-950">
              {t("pages.sonSignIn.codeHeading")}
            </h2>
            <p className="text-navy-800">{t("pages.sonSignIn.codeText")}</p>
            {withLink.isError ? <Alert tone="error">{errorText(withLink.error, t("msg.signInFailedLater"))}</Alert> : null}
            <Button variant="accent" block loading={withLink.isPending} onClick={() => withLink.mutate(token, { onSuccess: () => void done() })}>
              {t("pages.sonSignIn.signMeIn")}
            </Button>
          </section>
        ) : null}
        <form onSubmit={submitName} noValidate className="space-y-4" aria-labelledby="name-heading">
          <h2 id="name-heading" className="text-lg font-bold text-navy-950">
            {t("pages.sonSignIn.nameHeading")}
          </h2>
          {withName.isError ? <Alert tone="error">{errorText(withName.error, t("msg.signInFailedLater"))}</Alert> : null}
          <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
            <TextField
              label={t("pages.sonSignIn.name")}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={signInName}
              error={missing.name}
              onChange={(event) => setSignInName(event.target.value)}
            />
            <TextField
              // A son given a sign-in name at registration keeps the password his dad typed until a PIN replaces it.
              label={t("pages.sonSignIn.pin")}
              type="password"
              autoComplete="current-password"
              required
              value={pin}
              error={missing.pin}
              onChange={(event) => setPin(event.target.value)}
            />
            <Button type="submit" block loading={withName.isPending}>
              {t("pages.sonSignIn.submit")}
            </Button>
          </fieldset>
        </form>
      </div>
    </AuthLayout>
  );
}
