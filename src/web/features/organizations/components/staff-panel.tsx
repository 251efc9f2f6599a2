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
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { LoadingScreen } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { useStaff } from "../api/get-staff.ts";
import { useInviteStaff } from "../api/invite-staff.ts";
import { useRemoveStaffMember } from "../api/remove-staff-member.ts";
import { useRevokeInvitation } from "../api/revoke-staff-invitation.ts";
import { TakeBackInvitationButton } from "./take-back-invitation-button.tsx";

const roleLabels = { owner: "Owner", editor: "Editor" } as const;

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
    failureMessage: "Failed to send the invitation",
    save: async (values) => {
      const result = await invite.mutateAsync(values);
      form.reset({ email: "", role: values.role });
      return `${result.message} to ${values.email}.`;
    },
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField label="Email address" type="email" autoComplete="off" required error={formState.errors.email?.message} {...register("email")} />
        <SelectField label="Role" error={formState.errors.role?.message} {...register("role")}>
          <option value="editor">Editor</option>
          <option value="owner">Owner</option>
        </SelectField>
      </div>
      <p className="text-sm text-navy-600">Editors write and publish content. Owners also change settings, payments and staff.</p>
      <Button type="submit" loading={formState.isSubmitting}>
        Send Invitation
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
      <CardHeader title="Staff" description="The people who author and run your organization." />
      <div className="space-y-6">
        {staff.isPending ? <LoadingScreen message="Loading staff..." /> : null}
        {staff.isError ? <Alert tone="error">{errorText(staff.error, "Failed to load staff")}</Alert> : null}
        {staff.data ? (
          <>
            <ul className="divide-y divide-navy-100" aria-label="Staff members">
              {staff.data.members.map((member) => (
                <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-semibold">{member.fullName}</p>
                    <p className="text-sm text-navy-600">{member.email}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge tone={member.role === "owner" ? "navy" : "gray"}>{roleLabels[member.role]}</Badge>
                    {canManage && member.userId !== viewerId ? (
                      <ConfirmDialog
                        trigger={
                          <Button size="sm" variant="ghost">
                            Remove<span className="sr-only"> {member.fullName}</span>
                          </Button>
                        }
                        title="Remove from staff"
                        description={`Remove ${member.fullName} from your organization's staff? Access ends at once.${member.role === "owner" ? " If he started the organization, it becomes another owner's." : ""}`}
                        confirmLabel="Remove"
                        onConfirm={(close) => remove.mutate(member.userId, { onSuccess: close })}
                        {...confirmMutation(remove, "Failed to remove member")}
                      />
                    ) : null}
                    {canManage && member.userId === viewerId && staff.data.members.some((other) => other.role === "owner" && other.userId !== viewerId) ? (
                      <ConfirmDialog
                        trigger={
                          <Button size="sm" variant="ghost">
                            Hand over and leave
                          </Button>
                        }
                        title="Hand over and leave"
                        description="Leave your organization's staff? If you started it, it becomes the longest-serving other owner's. Your access ends at once."
                        confirmLabel="Leave"
                        onConfirm={(close) => remove.mutate(member.userId, { onSuccess: close })}
                        {...confirmMutation(remove, "Failed to leave the organization")}
                      />
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            {staff.data.invitations.length > 0 ? (
              <div>
                <h3 className="mb-2 font-bold">Pending invitations</h3>
                <ul className="divide-y divide-navy-100" aria-label="Pending invitations">
                  {staff.data.invitations.map((invitation) => (
                    <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                      <span className="break-all">{invitation.email}</span>
                      <div className="flex items-center gap-2">
                        <Badge tone="yellow">{roleLabels[invitation.role]}, pending</Badge>
                        {canManage ? (
                          <TakeBackInvitationButton revoke={revoke} invitationId={invitation.id}>
                            Revoke<span className="sr-only"> the invitation of {invitation.email}</span>
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
