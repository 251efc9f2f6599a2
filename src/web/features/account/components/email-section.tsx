// The address: its verified badge (and "Send a confirmation link" while it is not), the change waiting at a new
// address, and the change form (current password re-checked; the link goes to the new address).
import { zodResolver } from "@hookform/resolvers/zod";
import { BadgeCheck, MailWarning } from "lucide-react";
import { useForm } from "react-hook-form";
import { messages } from "../../../../shared/messages.ts";
import { ZChangeEmailRequest, type TAccountResponse, type TChangeEmailRequest } from "../../../../shared/schemas/identity.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { CurrentPasswordField, EmailField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { activeLocale, localize, t } from "../../../lib/i18n.ts";
import { richText } from "../../../lib/rich-text.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { useChangeEmail } from "../api/change-email.ts";
import { useEmailChangeAction } from "../api/finish-or-cancel-email-change.ts";
import { useResendVerification } from "../api/resend-verification.ts";
import "../../../lib/catalog-parts/account.ts";

const timeOf = (iso: string) => new Date(iso).toLocaleString(activeLocale(), { dateStyle: "medium", timeStyle: "short" });
const strong = (text: string) => <strong className="break-all">{text}</strong>;

export function EmailSection({ account }: { account: TAccountResponse }) {
  const change = useChangeEmail();
  const resend = useResendVerification();
  const action = useEmailChangeAction();
  const emailChange = account.emailChange;
  const form = useForm<TChangeEmailRequest>({
    resolver: zodResolver(ZChangeEmailRequest),
    defaultValues: { newEmail: "", currentPassword: "" },
  });

  const { register, formState } = form;
  const {
    onSubmit,
    formError,
    success: sent,
  } = useFormSubmit(form, {
    fields: ["newEmail", "currentPassword"],
    failureMessage: messages.internalError,
    save: async (values) => {
      const result = await change.mutateAsync(values);
      form.reset();
      return result.message;
    },
  });

  return (
    <Card>
      <CardHeader title={t("account.email.title")} description={t("account.email.description")} />
      <div className="mb-5 space-y-3">
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold break-all">
          {account.email}
          {account.emailVerified ? (
            <Badge tone="green" icon={<BadgeCheck aria-hidden="true" className="size-3.5" />}>
              {t("account.email.verified")}
            </Badge>
          ) : (
            <Badge tone="amber" icon={<MailWarning aria-hidden="true" className="size-3.5" />}>
              {t("account.email.notConfirmed")}
            </Badge>
          )}
        </p>
        {!account.emailVerified ? (
          <div className="space-y-2">
            <p className="text-navy-700">{t("account.email.sendLinkText")}</p>
            <Button variant="secondary" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
              {t("account.email.sendLink")}
            </Button>
            {resend.isSuccess ? <Alert tone="success">{localize(resend.data.message)}</Alert> : null}
            {resend.isError ? <Alert tone="error">{localize(errorText(resend.error, messages.internalError))}</Alert> : null}
          </div>
        ) : null}
        {emailChange?.state === "new-address" ? (
          <Alert tone="info" title={t("account.email.waitingTitle")}>
            {richText(t("account.email.waitingText", { email: emailChange.newEmail, when: timeOf(emailChange.at) }), [strong])}
          </Alert>
        ) : null}
        {emailChange?.state === "finish-here" ? (
          <Alert tone="info" title={t("account.email.finishTitle")}>
            {richText(t("account.email.finishText", { email: emailChange.newEmail, when: timeOf(emailChange.at) }), [strong])}
          </Alert>
        ) : null}
        {emailChange?.state === "cancelled" ? (
          <Alert tone="info" title={t("account.email.cancelledTitle")}>
            {richText(
              t("account.email.cancelledText", {
                email: emailChange.newEmail,
                reason: emailChange.reason ? t(`account.cancelReason.${emailChange.reason}`) : "",
                current: account.email,
              }),
              [strong],
            )}
          </Alert>
        ) : null}
        {emailChange && emailChange.state !== "cancelled" ? (
          <div className="flex flex-wrap gap-2">
            {emailChange.state === "finish-here" ? (
              <Button size="sm" loading={action.isPending && action.variables === "finish"} onClick={() => action.mutate("finish")}>
                {t("account.email.finish")}
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" loading={action.isPending && action.variables === "cancel"} onClick={() => action.mutate("cancel")}>
              {t("account.email.cancel")}
            </Button>
          </div>
        ) : null}
        {action.isSuccess ? <Alert tone="success">{localize(action.data.message)}</Alert> : null}
        {action.isError ? <Alert tone="error">{localize(errorText(action.error, messages.internalError))}</Alert> : null}
      </div>
      <form onSubmit={onSubmit} noValidate aria-label={t("account.email.form")} className="space-y-5">
        <h3 className="text-lg font-bold">{t("account.email.form")}</h3>
        {formError ? <Alert tone="error">{localize(formError)}</Alert> : null}
        {sent ? <Alert tone="success">{localize(sent)}</Alert> : null}
        <EmailField label={t("account.email.newEmail")} error={formState.errors.newEmail?.message} {...register("newEmail")} />
        <CurrentPasswordField label={t("account.email.current")} error={formState.errors.currentPassword?.message} {...register("currentPassword")} />
        <Button type="submit" loading={formState.isSubmitting}>
          {t("account.email.submit")}
        </Button>
      </form>
    </Card>
  );
}
