// Email + password sign-in. The parent decides where to go afterwards (it refreshes the session first).
import { t } from "../../../lib/i18n.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { ZSignInRequest, type TSignInRequest } from "../../../../shared/schemas/identity.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { CurrentPasswordField, EmailField } from "../../../components/ui/text-field.tsx";
import { pendingTakeover, type SignInHandoff } from "../../../lib/island-handoff.ts";
import { paths } from "../../../paths.ts";
import { signInErrorMessage, useSignIn } from "../api/sign-in.ts";
import { EmailCodeSignIn, TwoFactorChallenge } from "./sign-in-steps.tsx";

export function LoginForm({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  // What the visitor did on the page before the app took it over: his values, his step, his press.
  const [handoff] = useState<SignInHandoff | null>(() => pendingTakeover()?.signIn ?? null);
  // The password, then (two-factor accounts) the code from the app; or a one-time code by e-mail.
  const [step, setStep] = useState<"password" | "two-factor" | "email-code">(handoff?.step ?? "password");
  if (step === "two-factor") return <TwoFactorChallenge onSignedIn={onSignedIn} onCancel={() => setStep("password")} />;
  if (step === "email-code") return <EmailCodeSignIn initialEmail={handoff?.email} onSignedIn={onSignedIn} onCancel={() => setStep("password")} />;
  return (
    <PasswordSignIn
      handoff={handoff?.step === "password" ? handoff : null}
      onSignedIn={onSignedIn}
      onTwoFactor={() => setStep("two-factor")}
      onEmailCode={() => setStep("email-code")}
    />
  );
}

function PasswordSignIn({
  handoff,
  onSignedIn,
  onTwoFactor,
  onEmailCode,
}: {
  handoff: SignInHandoff | null;
  onSignedIn: () => Promise<void> | void;
  onTwoFactor: () => void;
  onEmailCode: () => void;
}) {
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<TSignInRequest>({
    resolver: zodResolver(ZSignInRequest),
    defaultValues: { email: handoff?.email ?? "", password: handoff?.password ?? "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await signIn.mutateAsync(values);
      if (answer.twoFactorRedirect === true) {
        onTwoFactor();
        return;
      }
      await onSignedIn();
    } catch (error) {
      setFormError(signInErrorMessage(error));
    }
  });

  // He pressed "Sign In" before the app was here: his values are submitted once the form is drawn.
  const submitted = useRef(false);
  useEffect(() => {
    if (!handoff?.submit || submitted.current) return;
    submitted.current = true;
    void onSubmit();
    // Once, on the first drawing: the handoff does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <EmailField label={t("auth.email")} error={errors.email?.message} {...register("email")} />
      <div className="space-y-1.5">
        <CurrentPasswordField label={t("auth.password")} error={errors.password?.message} {...register("password")} />
        <p className="text-right text-sm">
          <Link to={paths.forgotPassword()} className="font-semibold text-navy-700 underline-offset-4 hover:underline">
            {t("login.forgot")}
          </Link>
        </p>
      </div>
      <Button type="submit" block loading={isSubmitting}>
        {t("login.submit")}
      </Button>
      <p className="text-center text-sm">
        <button type="button" data-sign-in-step="email-code" className="font-semibold text-navy-700 underline-offset-4 hover:underline" onClick={onEmailCode}>
          {t("login.emailCode")}
        </button>
      </p>
    </form>
  );
}
