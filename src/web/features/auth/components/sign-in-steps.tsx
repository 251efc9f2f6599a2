// The sign-in steps beside the password form: the two-factor challenge, and sign-in with a
// one-time code by e-mail. Both end with onSignedIn, as the password form does.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmailField, OneTimeCodeField, TextField } from "../../../components/ui/text-field.tsx";
import { sixDigitCode } from "../../../lib/one-time-code.ts";
import { twoFactorErrorText } from "../../../lib/two-factor-error-text.ts";
import { emailCodeErrorText, useSendSignInCode, useSignInWithCode, useVerifyTwoFactor } from "../api/second-step.ts";
import { t } from "../../../lib/i18n.ts";

const challengeSchema = () => z.object({ code: z.string().trim().min(6, t("signInStep.enterCode")).max(32, t("signInStep.codeTooLong")) });
type TChallenge = z.infer<ReturnType<typeof challengeSchema>>;

export function TwoFactorChallenge({ onSignedIn, onCancel }: { onSignedIn: () => Promise<void> | void; onCancel: () => void }) {
  const verify = useVerifyTwoFactor();
  const [backup, setBackup] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<TChallenge>({ resolver: zodResolver(challengeSchema()), defaultValues: { code: "" } });
  const submit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await verify.mutateAsync({ code, backup });
      await onSignedIn();
    } catch (error) {
      setFormError(twoFactorErrorText(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="text-lg font-semibold">
        {t("signInStep.twoFactorTitle")}
      </h2>
      <p className="text-sm text-gray-700">{backup ? t("signInStep.backupHint") : t("signInStep.appHint")}</p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        key={backup ? "backup" : "totp"}
        label={backup ? t("signInStep.backupCode") : t("signInStep.sixDigitCode")}
        inputMode={backup ? "text" : "numeric"}
        autoComplete="one-time-code"
        autoFocus
        required
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" block loading={formState.isSubmitting}>
        {t("signInStep.verify")}
      </Button>
      <div className="flex justify-between text-sm">
        <button
          type="button"
          className="font-semibold text-navy-700 underline-offset-4 hover:underline"
          onClick={() => {
            setBackup(!backup);
            setFormError(null);
            reset();
          }}
        >
          {backup ? t("signInStep.useApp") : t("signInStep.useBackup")}
        </button>
        <button type="button" className="font-semibold text-navy-700 underline-offset-4 hover:underline" onClick={onCancel}>
          {t("signInStep.startAgain")}
        </button>
      </div>
    </form>
  );
}

const emailSchema = () => z.object({ email: z.email(t("signInStep.validEmail")) });
const otpSchema = () => z.object({ otp: sixDigitCode(t("signInStep.enterSixDigits")) });

export function EmailCodeSignIn({
  initialEmail = "",
  onSignedIn,
  onCancel,
}: {
  /** The address he had typed into the password form, if any. */
  initialEmail?: string | undefined;
  onSignedIn: () => Promise<void> | void;
  onCancel: () => void;
}) {
  const send = useSendSignInCode();
  const signIn = useSignInWithCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const emailForm = useForm<z.infer<ReturnType<typeof emailSchema>>>({ resolver: zodResolver(emailSchema()), defaultValues: { email: initialEmail } });
  const otpForm = useForm<z.infer<ReturnType<typeof otpSchema>>>({ resolver: zodResolver(otpSchema()), defaultValues: { otp: "" } });

  const sendCode = emailForm.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await send.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      setFormError(emailCodeErrorText(error));
    }
  });
  const submitCode = otpForm.handleSubmit(async ({ otp }) => {
    setFormError(null);
    if (!sentTo) return;
    try {
      await signIn.mutateAsync({ email: sentTo, otp });
      await onSignedIn();
    } catch (error) {
      setFormError(emailCodeErrorText(error));
    }
  });

  return (
    <div className="space-y-5">
      <h2 className="text-lg font-semibold">{t("signInStep.emailTitle")}</h2>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {sentTo === null ? (
        <form onSubmit={sendCode} noValidate className="space-y-5">
          <EmailField label={t("auth.email")} error={emailForm.formState.errors.email?.message} {...emailForm.register("email")} />
          <Button type="submit" block loading={emailForm.formState.isSubmitting}>
            {t("signInStep.emailMe")}
          </Button>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate className="space-y-5">
          <Alert tone="info">{t("signInStep.codeSent", { email: sentTo })}</Alert>
          <OneTimeCodeField label={t("signInStep.codeFromMail")} error={otpForm.formState.errors.otp?.message} {...otpForm.register("otp")} />
          <Button type="submit" block loading={otpForm.formState.isSubmitting}>
            {t("login.submit")}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <button type="button" className="font-semibold text-navy-700 underline-offset-4 hover:underline" onClick={onCancel}>
          {t("signInStep.passwordInstead")}
        </button>
      </p>
    </div>
  );
}
