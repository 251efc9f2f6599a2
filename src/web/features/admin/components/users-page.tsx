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
import { dateLocale, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/adminUsers.ts";

/** Each action's words: `adminUsers.action.<name>.label`, `.title` and `.explain`. */
const ACTIONS: Record<
  AdminUserAction,
  { name: "role" | "ban" | "unban" | "passwordReset" | "twoFactorReset" | "organizationRelease" | "delete"; danger?: boolean }
> = {
  role: { name: "role" },
  ban: { name: "ban", danger: true },
  unban: { name: "unban" },
  "password-reset": { name: "passwordReset" },
  "two-factor-reset": { name: "twoFactorReset" },
  "organization-release": { name: "organizationRelease", danger: true },
  delete: { name: "delete", danger: true },
};

function actionWords(action: AdminUserAction) {
  const { name } = ACTIONS[action];
  return {
    label: t(`adminUsers.action.${name}.label`),
    title: t(`adminUsers.action.${name}.title`),
    explain: t(`adminUsers.action.${name}.explain`),
  };
}

/** The audit log's stored action codes and detail names; anything newer is shown as stored. */
const AUDIT_ACTIONS = [
  "son.viewed",
  "role.changed",
  "user.banned",
  "user.unbanned",
  "two_factor.reset",
  "password_reset.sent",
  "user.deleted",
  "organization.handed_over",
  "organization.archived",
] as const;
const AUDIT_DETAILS = ["query", "from", "to", "reason", "role", "organizationId"] as const;

function auditActionText(action: string): string {
  const known = AUDIT_ACTIONS.find((item) => item === action);
  return known ? t(`adminUsers.audit.action.${known}`) : action;
}

function auditDetailName(name: string): string {
  const known = AUDIT_DETAILS.find((item) => item === name);
  return known ? t(`adminUsers.audit.detail.${known}`) : name;
}

const actionFormBase = () =>
  z.object({
    password: z.string().min(1, t("adminUsers.enterPassword")),
    reason: z.string().max(300, t("adminUsers.reasonTooLong")),
    role: z.enum(["dad", "admin"]),
  });
type TActionForm = z.infer<ReturnType<typeof actionFormBase>>;

/** The dialog's rules for one action, checked together so every missing field is named at once. */
function actionFormSchema(action: AdminUserAction) {
  return actionFormBase().superRefine((values, ctx) => {
    if (action === "ban" && values.reason.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["reason"], message: t("adminUsers.sayWhy") });
    }
  });
}

function ActionDialog({ user, action, onClose }: { user: TAdminUser; action: AdminUserAction; onClose: () => void }) {
  const run = useAdminUserAction();
  const [formError, setFormError] = useState<string | null>(null);
  const meta = { ...ACTIONS[action], ...actionWords(action) };
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
      setFormError(applyServerErrors(error, setError, ["password", "reason", "role"], errorText(error, t("adminUsers.failed"))));
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("adminUsers.dialogTitle", { action: meta.title, email: user.email })}
      description={meta.explain}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {action === "role" ? (
          <SelectField label={t("adminUsers.newRole")} error={formState.errors.role?.message} {...register("role")}>
            <option value="dad">{t("adminUsers.role.dad")}</option>
            <option value="admin">{t("adminUsers.role.globalAdmin")}</option>
          </SelectField>
        ) : null}
        {action === "ban" ? <TextField label={t("adminUsers.reason")} required error={formState.errors.reason?.message} {...register("reason")} /> : null}
        <CurrentPasswordField label={t("adminUsers.yourPassword")} error={formState.errors.password?.message} {...register("password")} />
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">{t("adminUsers.cancel")}</Button>
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
  if (user.isGlobalAdmin) return t("adminUsers.role.globalAdmin");
  return user.role === "admin" ? t("adminUsers.role.admin") : user.role === "son" ? t("adminUsers.role.son") : t("adminUsers.role.dad");
}

const searchSchema = () => z.object({ q: z.string().max(100, t("adminUsers.searchTooLong")) });

function UserManagement() {
  const [q, setQ] = useState("");
  const [open, setOpen] = useState<{ user: TAdminUser; action: AdminUserAction } | null>(null);
  const users = useAdminUsers(q);
  const search = useForm<z.infer<ReturnType<typeof searchSchema>>>({ resolver: zodResolver(searchSchema()), defaultValues: { q: "" } });
  const onSearch = search.handleSubmit(({ q: text }) => setQ(text.trim()));

  return (
    <div className="space-y-8">
      <form onSubmit={onSearch} role="search" noValidate className="flex flex-wrap items-end gap-3">
        <TextField label={t("adminUsers.searchLabel")} className="min-w-64 flex-1" error={search.formState.errors.q?.message} {...search.register("q")} />
        <Button type="submit">{t("adminUsers.search")}</Button>
      </form>

      {users.isPending ? <p role="status">{t("adminUsers.loading")}</p> : null}
      {users.isError ? <Alert tone="error">{errorText(users.error, t("adminUsers.loadFailed"))}</Alert> : null}
      {users.data ? (
        <>
          {users.data.users.length === 0 ? (
            <p>{t("adminUsers.noMatch", { q })}</p>
          ) : (
            <DataTable
              label={t("adminUsers.accounts")}
              columns={[
                t("adminUsers.col.account"),
                t("adminUsers.col.role"),
                t("adminUsers.col.organization"),
                t("adminUsers.col.status"),
                t("adminUsers.col.actions"),
              ]}
              rows={users.data.users.map((user) => ({
                key: user.id,
                cells: [
                  <div key="a">
                    <div className="font-semibold">{user.fullName}</div>
                    <div className="text-navy-700">{isMadeUpAddress(user.email) ? t("adminUsers.familySignIn") : user.email}</div>
                  </div>,
                  roleText(user),
                  user.organizationName
                    ? t("adminUsers.orgWithRole", { organization: user.organizationName, role: t(`adminUsers.orgRole.${user.organizationRole ?? "member"}`) })
                    : "—",
                  <div key="s" className="flex flex-wrap gap-1">
                    {user.banned ? <Badge tone="red">{t("adminUsers.suspended")}</Badge> : <Badge tone="green">{t("adminUsers.active")}</Badge>}
                    {user.twoFactorEnabled ? (
                      <Badge tone="navy">{t("adminUsers.twoFactorOn")}</Badge>
                    ) : (
                      <Badge tone="gray">{t("adminUsers.twoFactorOff")}</Badge>
                    )}
                  </div>,
                  <div key="x" className="flex flex-wrap gap-2">
                    {actionsFor(user).map((action) => (
                      <Button
                        key={action}
                        size="sm"
                        variant={ACTIONS[action].danger ? "danger" : "secondary"}
                        onClick={() => setOpen({ user, action })}
                        aria-label={t("adminUsers.actionFor", {
                          action: actionWords(action).label,
                          who: isMadeUpAddress(user.email) ? user.fullName : user.email,
                        })}
                      >
                        {actionWords(action).label}
                      </Button>
                    ))}
                  </div>,
                ],
              }))}
            />
          )}
          <section aria-labelledby="audit-heading" className="space-y-3">
            <h2 id="audit-heading" className="font-display text-xl font-bold text-navy-950">
              {t("adminUsers.audit.title")}
            </h2>
            {users.data.audit.length === 0 ? (
              <p>{t("adminUsers.audit.empty")}</p>
            ) : (
              <DataTable
                label={t("adminUsers.audit.title")}
                columns={[t("adminUsers.audit.when"), t("adminUsers.audit.who"), t("adminUsers.audit.did"), t("adminUsers.audit.to")]}
                rows={users.data.audit.map((entry) => ({
                  key: entry.id,
                  cells: [
                    new Date(entry.createdAt).toLocaleString(dateLocale()),
                    entry.actorEmail,
                    `${auditActionText(entry.action)}${
                      entry.detail
                        ? ` (${Object.entries(entry.detail)
                            .map(([k, v]) => `${auditDetailName(k)}: ${v ?? "—"}`)
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
    <Page title={t("adminUsers.title")} description={t("adminUsers.description")}>
      <UserManagement />
    </Page>
  );
}
