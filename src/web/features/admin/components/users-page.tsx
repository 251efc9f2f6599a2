// /admin/users: search accounts, see role, organization, suspension and two-factor; change a
// role, suspend and lift, mail a reset link, reset two-factor, hand over an organization, delete. Each action asks for the admin's
// password in a dialog; the audit log below shows who did what.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { TAdminUser } from "../../../../shared/schemas/admin-users.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose } from "../../../components/ui/dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { CurrentPasswordField, TextField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { useAdminUserAction, useAdminUsers, type AdminUserAction } from "../api/admin-users.ts";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { isMadeUpAddress } from "../../../../shared/schemas/son-sign-in.ts";

const ACTIONS: Record<AdminUserAction, { label: string; title: string; explain: string; danger?: boolean }> = {
  role: {
    label: "Change role",
    title: "Change role",
    explain: "A global admin can use /admin (after setting up two-factor); a dad follows the weekly journey.",
  },
  ban: {
    label: "Suspend",
    title: "Suspend account",
    explain: "Every session of this account ends now and it cannot sign in until you lift the suspension.",
    danger: true,
  },
  unban: { label: "Lift suspension", title: "Lift suspension", explain: "The account can sign in again." },
  "password-reset": {
    label: "Send reset link",
    title: "Send a password reset link",
    explain: "A one-hour link to choose a new password goes to the account's e-mail address.",
  },
  "two-factor-reset": {
    label: "Reset two-factor",
    title: "Reset two-factor",
    explain: "For a lost phone: two-factor is turned off and every session ends. The person sets it up again at the next sign-in.",
  },
  "organization-release": {
    label: "Hand over organization",
    title: "Hand over the organization",
    explain:
      "If the organization has another owner, it becomes his and this account leaves its staff. If not, the organization is archived: its staff leave and its plans come off the marketplace. Then you can change this account's role or delete it.",
    danger: true,
  },
  delete: { label: "Delete", title: "Delete account", explain: "The account and its data are deleted for good. The audit log keeps this entry.", danger: true },
};

const ZActionForm = z.object({
  password: z.string().min(1, "Enter your password to confirm."),
  reason: z.string().max(300, "At most 300 characters."),
  role: z.enum(["dad", "admin"]),
});
type TActionForm = z.infer<typeof ZActionForm>;

/** The dialog's rules for one action, checked together so every missing field is named at once. */
function actionFormSchema(action: AdminUserAction) {
  return ZActionForm.superRefine((values, ctx) => {
    if (action === "ban" && values.reason.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Say why, for the audit log." });
    }
  });
}

function ActionDialog({ user, action, onClose }: { user: TAdminUser; action: AdminUserAction; onClose: () => void }) {
  const run = useAdminUserAction();
  const [formError, setFormError] = useState<string | null>(null);
  const meta = ACTIONS[action];
  const { register, handleSubmit, formState, setError } = useForm<TActionForm>({
    resolver: zodResolver(actionFormSchema(action)),
    defaultValues: { password: "", reason: "", role: user.role === "admin" ? "dad" : "admin" },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await run.mutateAsync({ action, userId: user.id, password: values.password, reason: values.reason, role: values.role });
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["password", "reason", "role"], errorText(error, "That did not work. Try again.")));
    }
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={`${meta.title}: ${user.email}`} description={meta.explain}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {action === "role" ? (
          <SelectField label="New role" error={formState.errors.role?.message} {...register("role")}>
            <option value="dad">Dad</option>
            <option value="admin">Global admin</option>
          </SelectField>
        ) : null}
        {action === "ban" ? <TextField label="Reason" required error={formState.errors.reason?.message} {...register("reason")} /> : null}
        <CurrentPasswordField label="Your password" error={formState.errors.password?.message} {...register("password")} />
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant={meta.danger ? "danger" : "primary"} loading={formState.isSubmitting}>
            {meta.label}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function actionsFor(user: TAdminUser): AdminUserAction[] {
  const list: AdminUserAction[] = [];
  if (user.role !== "son" && user.organizationRole === null) list.push("role");
  list.push(user.banned ? "unban" : "ban");
  // A son's made-up sign-in address has no mailbox; his dad resets his password or PIN on /family.
  if (!isMadeUpAddress(user.email)) list.push("password-reset");
  if (user.twoFactorEnabled) list.push("two-factor-reset");
  if (user.organizationRole !== null) list.push("organization-release");
  list.push("delete");
  return list;
}

function roleText(user: TAdminUser): string {
  if (user.isGlobalAdmin) return "Global admin";
  return user.role === "admin" ? "Admin" : user.role === "son" ? "Son" : "Dad";
}

const ZSearch = z.object({ q: z.string().max(100, "Search for at most 100 characters.") });

function UserManagement() {
  const [q, setQ] = useState("");
  const [open, setOpen] = useState<{ user: TAdminUser; action: AdminUserAction } | null>(null);
  const users = useAdminUsers(q);
  const search = useForm<z.infer<typeof ZSearch>>({ resolver: zodResolver(ZSearch), defaultValues: { q: "" } });
  const onSearch = search.handleSubmit(({ q: text }) => setQ(text.trim()));

  return (
    <div className="space-y-8">
      <form onSubmit={onSearch} role="search" noValidate className="flex flex-wrap items-end gap-3">
        <TextField label="Search by e-mail or name" className="min-w-64 flex-1" error={search.formState.errors.q?.message} {...search.register("q")} />
        <Button type="submit">Search</Button>
      </form>

      {users.isPending ? <p role="status">Loading accounts…</p> : null}
      {users.isError ? <Alert tone="error">{errorText(users.error, "The accounts could not be loaded. Try again.")}</Alert> : null}
      {users.data ? (
        <>
          {users.data.users.length === 0 ? (
            <p>No account matches “{q}”.</p>
          ) : (
            <DataTable
              label="Accounts"
              columns={["Account", "Role", "Organization", "Status", "Actions"]}
              rows={users.data.users.map((user) => ({
                key: user.id,
                cells: [
                  <div key="a">
                    <div className="font-semibold">{user.fullName}</div>
                    <div className="text-navy-700">{isMadeUpAddress(user.email) ? "Family sign-in (no e-mail address)" : user.email}</div>
                  </div>,
                  roleText(user),
                  user.organizationName ? `${user.organizationName} (${user.organizationRole ?? "member"})` : "—",
                  <div key="s" className="flex flex-wrap gap-1">
                    {user.banned ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>}
                    {user.twoFactorEnabled ? <Badge tone="navy">Two-factor on</Badge> : <Badge tone="gray">Two-factor off</Badge>}
                  </div>,
                  <div key="x" className="flex flex-wrap gap-2">
                    {actionsFor(user).map((action) => (
                      <Button
                        key={action}
                        size="sm"
                        variant={ACTIONS[action].danger ? "danger" : "secondary"}
                        onClick={() => setOpen({ user, action })}
                        aria-label={`${ACTIONS[action].label}: ${isMadeUpAddress(user.email) ? user.fullName : user.email}`}
                      >
                        {ACTIONS[action].label}
                      </Button>
                    ))}
                  </div>,
                ],
              }))}
            />
          )}
          <section aria-labelledby="audit-heading" className="space-y-3">
            <h2 id="audit-heading" className="font-display text-xl font-bold text-navy-950">
              Audit log
            </h2>
            {users.data.audit.length === 0 ? (
              <p>No account changes yet.</p>
            ) : (
              <DataTable
                label="Audit log"
                columns={["When", "Who", "Did", "To"]}
                rows={users.data.audit.map((entry) => ({
                  key: entry.id,
                  cells: [
                    new Date(entry.createdAt).toLocaleString(),
                    entry.actorEmail,
                    `${entry.action}${
                      entry.detail
                        ? ` (${Object.entries(entry.detail)
                            .map(([k, v]) => `${k}: ${v ?? "—"}`)
                            .join(", ")})`
                        : ""
                    }`,
                    entry.targetEmail,
                  ],
                }))}
              />
            )}
          </section>
        </>
      ) : null}
      {open ? <ActionDialog user={open.user} action={open.action} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

export function UsersPage() {
  return (
    <Page title="Users" description="Find an account, change its role, suspend it, send a reset link or delete it. Every change is logged.">
      <UserManagement />
    </Page>
  );
}
