// Small forms of the two-factor screens: "confirm with your password" and "enter the 6-digit code".
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, type ButtonProps } from "../../../components/ui/button.tsx";
import { CurrentPasswordField, OneTimeCodeField } from "../../../components/ui/text-field.tsx";
import "../../../lib/catalog-parts/twoFactor.ts";
import { t } from "../../../lib/i18n.ts";
import { sixDigitCode } from "../../../lib/one-time-code.ts";

// Built as the form draws, so their messages are in the page's language.
const passwordSchema = () => z.object({ password: z.string().min(1, t("twoFactor.enterPassword")).max(128) });
const codeSchema = () => z.object({ code: sixDigitCode(t("twoFactor.enterCode")) });

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
  const schema = useMemo(() => passwordSchema(), []);
  const { register, handleSubmit, formState, reset } = useForm<z.infer<ReturnType<typeof passwordSchema>>>({
    resolver: zodResolver(schema),
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
      <CurrentPasswordField label={t("twoFactor.yourPassword")} error={formState.errors.password?.message} {...register("password")} />
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
  label = t("twoFactor.codeLabel"),
}: {
  submitLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
  errorText: (error: unknown) => string;
  label?: string;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => codeSchema(), []);
  const { register, handleSubmit, formState } = useForm<z.infer<ReturnType<typeof codeSchema>>>({ resolver: zodResolver(schema), defaultValues: { code: "" } });
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
      <OneTimeCodeField label={label} error={formState.errors.code?.message} {...register("code")} />
      <Button type="submit" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

export function BackupCodeList({ codes }: { codes: string[] }) {
  return (
    <div>
      <p className="mb-3 text-sm text-gray-700">{t("twoFactor.backupCodesText")}</p>
      <ul aria-label={t("twoFactor.backupCodes")} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-gray-100 px-3 py-1.5">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}
