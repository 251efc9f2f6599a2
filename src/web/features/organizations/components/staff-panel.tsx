// Staff of an organization: owners invite by email as owner or editor, revoke pending
// invitations and remove members; everyone on the staff sees who is on it.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ZInvitationRequest, type TInvitationRequest } from "../../../../shared/schemas/organizations.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmButton } from "../../../components/ui/confirm-button.tsx";
import { confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { LoadingScreen } from "../../../components/ui/spinner.tsx";
import { EmailField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { useStaff } from "../api/get-staff.ts";
import { useInviteStaff } from "../api/invite-staff.ts";
import { useRemoveStaffMember } from "../api/remove-staff-member.ts";
import { useRevokeInvitation } from "../api/revoke-staff-invitation.ts";
import { TakeBackInvitationButton } from "./take-back-invitation-button.tsx";
import "../../../lib/catalog-parts/organizations.ts";
import { localize, t } from "../../../lib/i18n.ts";

const roleLabel = (role: "owner" | "editor") => (role === "owner" ? t("organizations.staff.owner") : t("organizations.staff.editor"));

function InviteForm() {
  const invite = useInviteStaff();
  const form = useForm<TInvitationRequest, unknown, z.output<typeof ZInvitationRequest>>({
    resolver: zodResolver(ZInvitationRequest),
    defaultValues: { email: "", role: "editor" },
  });
  const { register, formState } = form;
  const {
    onSubmit: submit,
    formError,
    success: sent,
  } = useFormSubmit(form, {
    fields: ["email", "role"],
    failureMessage: t("organizations.staff.sendFailed"),
    save: async (values) => {
      const result = await invite.mutateAsync(values);
      form.reset({ email: "", role: values.role });
      return t("organizations.staff.sentTo", { message: localize(result.message), email: values.email });
    },
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {formError ? <Alert tone="error">{localize(formError)}</Alert> : null}
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <EmailField label={t("organizations.staff.email")} someoneElses error={formState.errors.email?.message} {...register("email")} />
        <SelectField label={t("organizations.staff.role")} error={formState.errors.role?.message} {...register("role")}>
          <option value="editor">{t("organizations.staff.editor")}</option>
          <option value="owner">{t("organizations.staff.owner")}</option>
        </SelectField>
      </div>
      <p className="text-sm text-navy-600">{t("organizations.staff.rolesText")}</p>
      <Button type="submit" loading={formState.isSubmitting}>
        {t("organizations.staff.send")}
      </Button>
    </form>
  );
}

export function StaffPanel({ canManage, viewerId }: { canManage: boolean; viewerId: string }) {
  const staff = useStaff(true);
  const revoke = useRevokeInvitation();
  const remove = useRemoveStaffMember();
  return (
    <Card>
      <CardHeader title={t("organizations.staff.title")} description={t("organizations.staff.text")} />
      <div className="space-y-6">
        {staff.isPending ? <LoadingScreen message={t("organizations.staff.loading")} /> : null}
        {staff.isError ? <Alert tone="error">{localize(errorText(staff.error, t("organizations.staff.loadFailed")))}</Alert> : null}
        {staff.data ? (
          <>
            <ul className="divide-y divide-navy-100" aria-label={t("organizations.staff.members")}>
              {staff.data.members.map((member) => (
                <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-semibold">{member.fullName}</p>
                    <p className="text-sm text-navy-600">{member.email}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge tone={member.role === "owner" ? "navy" : "gray"}>{roleLabel(member.role)}</Badge>
                    {canManage && member.userId !== viewerId ? (
                      <ConfirmButton
                        label={
                          <>
                            {t("organizations.staff.remove")}
                            <span className="sr-only"> {member.fullName}</span>
                          </>
                        }
                        title={t("organizations.staff.removeTitle")}
                        description={t(member.role === "owner" ? "organizations.staff.removeOwnerText" : "organizations.staff.removeText", {
                          name: member.fullName,
                        })}
                        confirmLabel={t("organizations.staff.remove")}
                        onConfirm={(close) => remove.mutate(member.userId, { onSuccess: close })}
                        {...confirmMutation(remove, t("organizations.staff.removeFailed"))}
                      />
                    ) : null}
                    {canManage && member.userId === viewerId && staff.data.members.some((other) => other.role === "owner" && other.userId !== viewerId) ? (
                      <ConfirmButton
                        label={t("organizations.staff.handOver")}
                        title={t("organizations.staff.handOver")}
                        description={t("organizations.staff.handOverText")}
                        confirmLabel={t("organizations.staff.leave")}
                        onConfirm={(close) => remove.mutate(member.userId, { onSuccess: close })}
                        {...confirmMutation(remove, t("organizations.staff.leaveFailed"))}
                      />
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            {staff.data.invitations.length > 0 ? (
              <div>
                <h3 className="mb-2 font-bold">{t("organizations.staff.pending")}</h3>
                <ul className="divide-y divide-navy-100" aria-label={t("organizations.staff.pending")}>
                  {staff.data.invitations.map((invitation) => (
                    <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                      <span className="break-all">{invitation.email}</span>
                      <div className="flex items-center gap-2">
                        <Badge tone="yellow">{t("organizations.staff.rolePending", { role: roleLabel(invitation.role) })}</Badge>
                        {canManage ? (
                          <TakeBackInvitationButton revoke={revoke} invitationId={invitation.id}>
                            {t("organizations.staff.revoke")}
                            <span className="sr-only">{t("organizations.staff.revokeOf", { email: invitation.email })}</span>
                          </TakeBackInvitationButton>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        ) : null}
        {canManage ? <InviteForm /> : null}
      </div>
    </Card>
  );
}
