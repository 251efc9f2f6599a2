// Small forms of the two-factor screens: "confirm with your password" and "enter the 6-digit code".
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, type ButtonProps } from "../../../components/ui/button.tsx";
import { CurrentPasswordField, TextField } from "../../../components/ui/text-field.tsx";

const ZPassword = z.object({ password: z.string().min(1, "Enter your password.").max(128) });
const ZCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6 digits from your app."),
});

export function PasswordForm({
  submitLabel,
  onSubmit,
  errorText,
  variant,
}: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<unknown>;
  errorText: (error: unknown) => string;
  variant?: ButtonProps["variant"];
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<z.infer<typeof ZPassword>>({
    resolver: zodResolver(ZPassword),
    defaultValues: { password: "" },
  });
  const submit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await onSubmit(password);
      reset();
    } catch (error) {
      setFormError(errorText(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <CurrentPasswordField label="Your password" error={formState.errors.password?.message} {...register("password")} />
      <Button type="submit" variant={variant} loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

export function CodeForm({
  submitLabel,
  onSubmit,
  errorText,
  label = "6-digit code",
}: {
  submitLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
  errorText: (error: unknown) => string;
  label?: string;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.infer<typeof ZCode>>({ resolver: zodResolver(ZCode), defaultValues: { code: "" } });
  const submit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await onSubmit(code);
    } catch (error) {
      setFormError(errorText(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

export function BackupCodeList({ codes }: { codes: string[] }) {
  return (
    <div>
      <p className="mb-3 text-sm text-gray-700">
        Each backup code signs you in once if you lose your phone. Keep them somewhere safe, away from your phone. They are shown only now.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-gray-100 px-3 py-1.5">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}
