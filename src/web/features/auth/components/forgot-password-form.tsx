// Asks for a reset mail. The answer is the same whether or not the address has an account (no enumeration).
import { t } from "../../../lib/i18n.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ZForgotPasswordRequest, type TForgotPasswordRequest } from "../../../../shared/schemas/identity.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmailField } from "../../../components/ui/text-field.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { useRequestPasswordReset } from "../api/request-password-reset.ts";

export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; message: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = formState;
  const sent = outcome?.tone === "success";

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await requestReset.mutateAsync(values);
      reset({ email: "" });
      setOutcome({ tone: "success", message: t("msg.passwordResetRequested") });
    } catch (error) {
      setOutcome({ tone: "error", message: isApiError(error) && error.status === 429 ? t("msg.tooManyRequests") : t("msg.passwordResetRequestFailed") });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
      <EmailField label={t("auth.email")} error={errors.email?.message} {...register("email")} />
      <Button type="submit" block loading={isSubmitting} disabled={sent}>
        {t("forgot.submit")}
      </Button>
    </form>
  );
}
