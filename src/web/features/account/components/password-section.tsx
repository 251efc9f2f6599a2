// Password change: the current one, then a new one under our policy (the same rules as registration).
// Every other device is signed out; this one stays signed in.
import { localize, t } from "../../../lib/i18n.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH } from "../../../../shared/constants.ts";
import { messages } from "../../../../shared/messages.ts";
import { ZChangePasswordRequest, type TChangePasswordRequest } from "../../../../shared/schemas/identity.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { CurrentPasswordField, NewPasswordField } from "../../../components/ui/text-field.tsx";
import { flashState } from "../../../lib/flash.ts";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { paths } from "../../../paths.ts";
import { useSession } from "../../../session/get-session.ts";
import { useChangePassword } from "../api/change-password.ts";
import "../../../lib/catalog-parts/account.ts";

export function PasswordSection() {
  const change = useChangePassword();
  const { user } = useSession();
  const navigate = useNavigate();
  const form = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const {
    onSubmit,
    formError,
    success: done,
  } = useFormSubmit(form, {
    fields: ["currentPassword", "newPassword", "confirmPassword"],
    failureMessage: messages.passwordUpdateFailed,
    save: async (values) => {
      // A son choosing his own password in place of his dad's goes on to his dashboard, told it is his.
      const choosing = user?.mustChoosePassword === true;
      const { message } = await change.mutateAsync(values);
      form.reset();
      if (choosing) await navigate(paths.dashboardSon(), { replace: true, state: flashState({ tone: "success", message }) });
      return message;
    },
  });

  return (
    <Card>
      <CardHeader title={t("account.password.title")} description={t("account.password.description")} />
      <form onSubmit={onSubmit} noValidate aria-label={t("account.password.form")} className="space-y-5">
        {formError ? <Alert tone="error">{localize(formError)}</Alert> : null}
        {done ? <Alert tone="success">{localize(done)}</Alert> : null}
        <CurrentPasswordField label={t("account.password.current")} error={errors.currentPassword?.message} {...register("currentPassword")} />
        <NewPasswordField
          label={t("account.password.new")}
          hint={t("account.password.newHint", { min: PASSWORD_MIN_LENGTH })}
          error={errors.newPassword?.message}
          {...register("newPassword")}
        />
        <NewPasswordField label={t("account.password.confirm")} error={errors.confirmPassword?.message} {...register("confirmPassword")} />
        <Button type="submit" loading={formState.isSubmitting}>
          {t("account.password.submit")}
        </Button>
      </form>
    </Card>
  );
}
