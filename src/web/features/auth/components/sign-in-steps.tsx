// The sign-in steps beside the password form: the two-factor challenge, and sign-in with a
// one-time code by e-mail. Both end with onSignedIn, as the password form does.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { twoFactorErrorText } from "../../../lib/two-factor-error-text.ts";
import { emailCodeErrorText, useSendSignInCode, useSignInWithCode, useVerifyTwoFactor } from "../api/second-step.ts";

const ZChallenge = z.object({ code: z.string().trim().min(6, "Enter the code.").max(32, "That code is too long.") });

export function TwoFactorChallenge({ onSignedIn, onCancel }: { onSignedIn: () => Promise<void> | void; onCancel: () => void }) {
  const verify = useVerifyTwoFactor();
  const [backup, setBackup] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<z.infer<typeof ZChallenge>>({ resolver: zodResolver(ZChallenge), defaultValues: { code: "" } });
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
        Two-factor sign-in
      </h2>
      <p className="text-sm text-gray-700">
        {backup ? "Type one of your backup codes. Each works once." : "Open your authenticator app and type the 6-digit code for StrongBond."}
      </p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        key={backup ? "backup" : "totp"}
        label={backup ? "Backup code" : "6-digit code"}
        inputMode={backup ? "text" : "numeric"}
        autoComplete="one-time-code"
        autoFocus
        required
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" block loading={formState.isSubmitting}>
        Verify
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
          {backup ? "Use the code from my app" : "Use a backup code"}
        </button>
        <button type="button" className="font-semibold text-navy-700 underline-offset-4 hover:underline" onClick={onCancel}>
          Start again
        </button>
      </div>
    </form>
  );
}

const ZEmail = z.object({ email: z.email("Enter a valid email address.") });
const ZOtp = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6 digits from the mail."),
});

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
  const emailForm = useForm<z.infer<typeof ZEmail>>({ resolver: zodResolver(ZEmail), defaultValues: { email: initialEmail } });
  const otpForm = useForm<z.infer<typeof ZOtp>>({ resolver: zodResolver(ZOtp), defaultValues: { otp: "" } });

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
      <h2 className="text-lg font-semibold">Sign in with a code by e-mail</h2>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {sentTo === null ? (
        <form onSubmit={sendCode} noValidate className="space-y-5">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={emailForm.formState.errors.email?.message}
            {...emailForm.register("email")}
          />
          <Button type="submit" block loading={emailForm.formState.isSubmitting}>
            Email me a code
          </Button>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate className="space-y-5">
          <Alert tone="info">If {sentTo} has a StrongBond account, a 6-digit code is on its way. It works once, for 5 minutes.</Alert>
          <TextField
            label="Code from the mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={otpForm.formState.errors.otp?.message}
            {...otpForm.register("otp")}
          />
          <Button type="submit" block loading={otpForm.formState.isSubmitting}>
            Sign In
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <button type="button" className="font-semibold text-navy-700 underline-offset-4 hover:underline" onClick={onCancel}>
          Sign in with my password instead
        </button>
      </p>
    </div>
  );
}
