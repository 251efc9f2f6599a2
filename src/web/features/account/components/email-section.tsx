// The address: its verified badge (and "Send a confirmation link" while it is not), the change waiting at a new
// address, and the change form (current password re-checked; the link goes to the new address).
import { zodResolver } from "@hookform/resolvers/zod";
import { BadgeCheck, MailWarning } from "lucide-react";
import { useForm } from "react-hook-form";
import { messages } from "../../../../shared/messages.ts";
import { emailChangeCancelText, ZChangeEmailRequest, type TAccountResponse, type TChangeEmailRequest } from "../../../../shared/schemas/identity.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { CurrentPasswordField, TextField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { useChangeEmail } from "../api/change-email.ts";
import { useEmailChangeAction } from "../api/finish-or-cancel-email-change.ts";
import { useResendVerification } from "../api/resend-verification.ts";

const timeOf = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

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
      <CardHeader title="Email address" description="Where we send your sign-in links and notices." />
      <div className="mb-5 space-y-3">
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold break-all">
          {account.email}
          {account.emailVerified ? (
            <Badge tone="green" icon={<BadgeCheck aria-hidden="true" className="size-3.5" />}>
              Verified
            </Badge>
          ) : (
            <Badge tone="amber" icon={<MailWarning aria-hidden="true" className="size-3.5" />}>
              Not confirmed yet
            </Badge>
          )}
        </p>
        {!account.emailVerified ? (
          <div className="space-y-2">
            <p className="text-navy-700">Send yourself a confirmation link, then open it from this address&apos;s inbox to confirm it.</p>
            <Button variant="secondary" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
              Send a confirmation link
            </Button>
            {resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}
            {resend.isError ? <Alert tone="error">{errorText(resend.error, messages.internalError)}</Alert> : null}
          </div>
        ) : null}
        {emailChange?.state === "new-address" ? (
          <Alert tone="info" title="Waiting for the new address">
            We sent a link to <strong className="break-all">{emailChange.newEmail}</strong>. Open it before {timeOf(emailChange.at)}, then finish the change
            here. Your address stays as it is until then.
          </Alert>
        ) : null}
        {emailChange?.state === "finish-here" ? (
          <Alert tone="info" title="Confirmed: finish the change here">
            <strong className="break-all">{emailChange.newEmail}</strong> confirmed it. Finish the change while you are signed in (before{" "}
            {timeOf(emailChange.at)}
            ), or cancel it if you didn't ask for it.
          </Alert>
        ) : null}
        {emailChange?.state === "cancelled" ? (
          <Alert tone="info" title="Email change cancelled">
            The change to <strong className="break-all">{emailChange.newEmail}</strong> was cancelled:{" "}
            {emailChange.reason ? emailChangeCancelText[emailChange.reason] : ""} Your address is still {account.email}.
          </Alert>
        ) : null}
        {emailChange && emailChange.state !== "cancelled" ? (
          <div className="flex flex-wrap gap-2">
            {emailChange.state === "finish-here" ? (
              <Button size="sm" loading={action.isPending && action.variables === "finish"} onClick={() => action.mutate("finish")}>
                Finish the change
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" loading={action.isPending && action.variables === "cancel"} onClick={() => action.mutate("cancel")}>
              Cancel this change
            </Button>
          </div>
        ) : null}
        {action.isSuccess ? <Alert tone="success">{action.data.message}</Alert> : null}
        {action.isError ? <Alert tone="error">{errorText(action.error, messages.internalError)}</Alert> : null}
      </div>
      <form onSubmit={onSubmit} noValidate aria-label="Change your email address" className="space-y-5">
        <h3 className="text-lg font-bold">Change your email address</h3>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {sent ? <Alert tone="success">{sent}</Alert> : null}
        <TextField label="New email address" type="email" autoComplete="email" required error={formState.errors.newEmail?.message} {...register("newEmail")} />
        <CurrentPasswordField label="Current password" error={formState.errors.currentPassword?.message} {...register("currentPassword")} />
        <Button type="submit" loading={formState.isSubmitting}>
          Send confirmation link
        </Button>
      </form>
    </Card>
  );
}
