// A new password (twice) for the holder of a reset link. Same length and match rules as registration.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { PASSWORD_MIN_LENGTH } from "../../../../shared/constants.ts";
import { ZResetPasswordRequest, type TResetPasswordRequest } from "../../../../shared/schemas/identity.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { NewPasswordField } from "../../../components/ui/text-field.tsx";
import "../../../lib/catalog-parts/pages.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { localize, t } from "../../../lib/i18n.ts";
import { useResetPassword } from "../api/reset-password.ts";

const FIELDS: readonly Path<TResetPasswordRequest>[] = ["password", "confirmPassword"];

export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => Promise<void> | void }) {
  const resetPassword = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TResetPasswordRequest>({
    resolver: zodResolver(ZResetPasswordRequest),
    mode: "onTouched",
    // The token is not a field: it rides along in the form values.
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetPassword.mutateAsync(values);
      await onReset();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, t("msg.passwordUpdateFailed")));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {errors.token?.message ? <Alert tone="error">{localize(errors.token.message)}</Alert> : null}
      <NewPasswordField
        label={t("pages.reset.newPassword")}
        minLength={PASSWORD_MIN_LENGTH}
        hint={t("pages.reset.hint", { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        {...register("password")}
      />
      <NewPasswordField
        label={t("pages.reset.confirm")}
        minLength={PASSWORD_MIN_LENGTH}
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" block loading={isSubmitting}>
        {t("pages.reset.submit")}
      </Button>
    </form>
  );
}
