// One son on /family: his sign-in name always visible, his login card, a new password, a PIN and a sign-in code (only
// while his dad may act as him: under 13, or before a teenager chose his own), sign out everywhere, his assistant switch (only when an assistant is connected), his age band, his data download and deletion.
// Every right over his account waits for his confirmation when his dad typed his address. A teenager who lost every
// way in gets "He lost his access" (a reset in the open); a son added before his dad proved his address waits for
// "Keep him" or removal.
import { localize, t } from "../../../lib/i18n.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Download, KeyRound, LogOut, Mail, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { PASSWORD_MIN_LENGTH } from "../../../../shared/constants.ts";
import { messages } from "../../../../shared/messages.ts";
import { familyText, ZSetSonPasswordRequest, type TSetSonPasswordRequest } from "../../../../shared/schemas/family.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { NewPasswordField } from "../../../components/ui/text-field.tsx";
import { useFormDialog } from "../../../lib/use-form-submit.ts";
import { useDeleteSonAccount } from "../api/delete-son-account.ts";
import { sonDataExportUrl } from "../api/export-son-data.ts";
import type { FamilyMember } from "../api/get-family-sons.ts";
import { useRaiseAgeBand } from "../api/raise-age-band.ts";
import { useResendConfirmation } from "../api/resend-confirmation.ts";
import { useSetSonAssistant } from "../api/set-son-assistant.ts";
import { useSetSonPassword } from "../api/set-son-password.ts";
import { useSignOutSon } from "../api/sign-out-son.ts";
import { useKeepHeldSon } from "../api/keep-held-son.ts";
import { useRefreshFamily, useStartSonRecovery } from "../api/start-son-recovery.ts";
import { LoginCard } from "./login-card.tsx";
import { SonActionButton, SonActionOutcome, SonActionRefusal } from "./son-actions.tsx";
import { SonSettingSwitch } from "./son-setting-switch.tsx";
import { FamilySignInDialog, GroupConversationsSetting, GroupsNameSetting, SignInLinkDialog } from "./son-sign-in-section.tsx";
import "../../../lib/catalog-parts/family.ts";

const PASSWORD_FIELDS: readonly Path<TSetSonPasswordRequest>[] = ["password", "confirmPassword"];

/** What a password dialog on a son's card says: its button, its title and text, its fields and its outcome. */
interface PasswordDialogWords {
  trigger: string;
  title: string;
  description: string;
  saved: string;
  field: string;
  confirmField: string;
  submit: string;
}

/** A password his dad types for him, shown afterwards on his login card; `onClosedAfterSave` runs when it closes. */
function SonPasswordDialog({
  son,
  words,
  save,
  onClosedAfterSave,
}: {
  son: FamilyMember;
  words: PasswordDialogWords;
  save: (values: TSetSonPasswordRequest) => Promise<unknown>;
  onClosedAfterSave?: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(ZSetSonPasswordRequest),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { register, formState } = form;
  const { open, onOpenChange, onSubmit, formError, saved } = useFormDialog(form, {
    fields: PASSWORD_FIELDS,
    failureMessage: messages.internalError,
    save: async (values) => {
      await save(values);
      return values.password;
    },
    onClosed: (password) => {
      if (password) onClosedAfterSave?.();
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="secondary" size="sm" icon={<KeyRound aria-hidden="true" className="size-4" />}>
          {words.trigger}
        </Button>
      }
      title={words.title}
      description={saved ? undefined : words.description}
    >
      {saved ? (
        <div className="space-y-4">
          <Alert tone="success">{words.saved}</Alert>
          <LoginCard sonName={son.fullName} signInEmail={son.signInEmail ?? ""} signInName={son.signInName} password={saved} />
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {formError ? <Alert tone="error">{localize(formError)}</Alert> : null}
          <NewPasswordField label={words.field} error={formState.errors.password?.message} {...register("password")} />
          <NewPasswordField label={words.confirmField} error={formState.errors.confirmPassword?.message} {...register("confirmPassword")} />
          <Button type="submit" loading={formState.isSubmitting}>
            {words.submit}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

function SetPasswordDialog({ son }: { son: FamilyMember }) {
  const setPassword = useSetSonPassword();
  return (
    <SonPasswordDialog
      son={son}
      save={(values) => setPassword.mutateAsync({ sonId: son.userId, ...values })}
      words={{
        trigger: t("family.setPassword.trigger"),
        title: t("family.setPassword.title", { name: son.fullName }),
        description: t("family.setPassword.description", { min: PASSWORD_MIN_LENGTH }),
        saved: t("family.setPassword.saved", { name: son.fullName }),
        field: t("family.setPassword.field"),
        confirmField: t("family.setPassword.confirm"),
        submit: t("family.setPassword.submit"),
      }}
    />
  );
}

/**
 * A son of 13 or older who lost his access (his password, his address): his dad resets it in the open. The son is
 * told at his next sign-in and chooses his own password; his private entries and chats from before stay closed.
 */
function RecoveryDialog({ son }: { son: FamilyMember }) {
  const recovery = useStartSonRecovery();
  const refreshFamily = useRefreshFamily();
  return (
    <SonPasswordDialog
      son={son}
      save={(values) => recovery.mutateAsync({ sonId: son.userId, ...values })}
      onClosedAfterSave={() => void refreshFamily()}
      words={{
        trigger: t("family.recovery.trigger"),
        title: t("family.recovery.title", { name: son.fullName }),
        description: t("family.recovery.description", { min: PASSWORD_MIN_LENGTH }),
        saved: localize(familyText.recoveryStarted),
        field: t("family.recovery.field"),
        confirmField: t("family.recovery.confirm"),
        submit: t("family.recovery.submit"),
      }}
    />
  );
}

/** A son added before his dad proved his address: "Keep him" or remove his account. */
function HeldSon({ son, onDeleted }: { son: FamilyMember; onDeleted: (name: string) => void }) {
  const keep = useKeepHeldSon();
  return (
    <div className="mt-4 space-y-3 text-sm text-navy-700">
      <Alert tone="info">{t("family.heldSon", { name: son.fullName })}</Alert>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" loading={keep.isPending} onClick={() => keep.mutate(son.userId)}>
          {t("family.keep")}
        </Button>
        <DeleteSonDialog son={son} onDeleted={onDeleted} />
      </div>
      <SonActionRefusal action={keep} />
    </div>
  );
}

function AssistantSwitch({ son }: { son: FamilyMember }) {
  const setting = useSetSonAssistant();
  return (
    <SonSettingSwitch
      label={t("family.assistant.label", { name: son.fullName })}
      state={t("family.assistant.state", { on: son.sonAssistantEnabled ? "on" : "off" })}
      checked={son.sonAssistantEnabled}
      pending={setting.isPending}
      onChange={(enabled) => setting.mutate({ sonId: son.userId, enabled })}
    />
  );
}

function DeleteSonDialog({ son, onDeleted }: { son: FamilyMember; onDeleted: (name: string) => void }) {
  const [understood, setUnderstood] = useState(false);
  const deletion = useDeleteSonAccount();
  return (
    <ConfirmDialog
      {...confirmMutation(deletion, messages.internalError)}
      onDismiss={() => {
        setUnderstood(false);
        deletion.reset();
      }}
      trigger={
        <Button variant="ghost" size="sm" className="max-w-full text-red-800">
          <Trash2 aria-hidden="true" className="size-4 shrink-0" /> <span className="truncate">{t("family.delete.trigger", { name: son.fullName })}</span>
        </Button>
      }
      title={t("family.delete.title", { name: son.fullName })}
      description={t("family.delete.description")}
      confirmLabel={t("family.delete.confirm")}
      confirmDisabled={!understood}
      // mutateAsync, not mutate(…, { onSuccess }): the refreshed list drops this card before a per-call callback
      // would run, and React Query skips such callbacks once the card has gone; the page's notice must still show.
      onConfirm={(close) => {
        deletion.mutateAsync(son.userId).then(
          () => {
            close();
            onDeleted(son.fullName);
          },
          () => undefined, // the dialog shows the failure through confirmMutation()
        );
      }}
    >
      <Checkbox label={t("family.delete.understood")} checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
    </ConfirmDialog>
  );
}

export function SonCard({ son, assistantConnected, onDeleted }: { son: FamilyMember; assistantConnected: boolean; onDeleted: (name: string) => void }) {
  const signOut = useSignOutSon();
  const resend = useResendConfirmation();
  const raise = useRaiseAgeBand();
  const pending = son.linkStatus === "pending";
  const headingId = useId();
  return (
    <Card className="!p-5 sm:!p-6" aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold break-words">
            {son.fullName}
          </h2>
          {son.signInName ? (
            <>
              <p className="mt-1 text-sm text-navy-600">{t("family.signInName")}</p>
              <p className="font-mono text-base font-semibold break-all text-navy-950" data-testid="family-sign-in-name">
                {son.signInName}
              </p>
            </>
          ) : null}
          {/* A made-up address is never shown: his family sign-in name above is what he types. */}
          {son.generatedAddress ? null : (
            <>
              <p className="mt-1 text-sm text-navy-600">{t("family.signsInWithEmail")}</p>
              <p className="font-mono text-sm font-semibold break-all text-navy-950" data-testid="sign-in-name">
                {son.signInEmail}
              </p>
            </>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone="navy">{t(`family.ageBand.${son.sonAgeBand}`)}</Badge>
          {son.held ? (
            <Badge tone="yellow">{t("family.held")}</Badge>
          ) : pending ? (
            <Badge tone="yellow">{t("family.pending")}</Badge>
          ) : (
            <Badge tone="green">{t("family.linked")}</Badge>
          )}
        </div>
      </div>

      {son.held ? (
        <HeldSon son={son} onDeleted={onDeleted} />
      ) : pending ? (
        <div className="mt-4 space-y-3 text-sm text-navy-700">
          <p>{t("family.pendingText", { email: son.signInEmail ?? "" })}</p>
          <SonActionButton action={resend} sonId={son.userId} icon={Mail}>
            {t("family.resend")}
          </SonActionButton>
          <SonActionOutcome action={resend} />
        </div>
      ) : (
        <div className="mt-5 space-y-5">
          <div className="flex flex-wrap gap-2">
            <Dialog
              trigger={
                <Button variant="accent" size="sm">
                  {t("family.loginCard")}
                </Button>
              }
              title={t("family.loginCardTitle", { name: son.fullName })}
              description={t("family.loginCardText")}
            >
              <LoginCard sonName={son.fullName} signInEmail={son.signInEmail ?? ""} signInName={son.signInName} />
            </Dialog>
            {son.dadMayActAsHim ? (
              <>
                <SignInLinkDialog son={son} />
                <FamilySignInDialog son={son} />
                <SetPasswordDialog son={son} />
              </>
            ) : son.sonAgeBand === "13_plus" ? (
              <RecoveryDialog son={son} />
            ) : null}
            <SonActionButton action={signOut} sonId={son.userId} icon={LogOut}>
              {t("family.signOutEverywhere")}
            </SonActionButton>
          </div>
          <SonActionOutcome action={signOut} statusClassName="text-sm text-emerald-800" />
          {!son.dadMayActAsHim ? (
            <p className="text-sm text-navy-600" data-testid="own-credentials">
              {t("family.ownCredentials", { name: son.fullName })} {son.generatedAddress ? t("family.ownCredentialsNoEmail") : t("family.ownCredentialsEmail")}{" "}
              {t("family.ownCredentialsLost")}
            </p>
          ) : son.generatedAddress ? (
            <p className="text-sm text-navy-600">{t("family.noEmail")}</p>
          ) : null}

          <GroupsNameSetting son={son} />
          <GroupConversationsSetting son={son} />

          {assistantConnected ? <AssistantSwitch son={son} /> : null}

          <div className="space-y-2 border-t border-navy-100 pt-4 text-sm text-navy-700">
            <p>{son.sonAgeBand === "under_13" ? t("family.under13") : t("family.13plus")}</p>
            {son.sonAgeBand === "under_13" ? (
              <Button variant="ghost" size="sm" loading={raise.isPending} onClick={() => raise.mutate(son.userId)}>
                {t("family.is13now")}
              </Button>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {/* A long name shortens with an ellipsis on a phone instead of widening the page; the link's name stays whole. */}
              <a href={sonDataExportUrl(son.userId)} download className={`${buttonClasses({ variant: "secondary", size: "sm" })} max-w-full`}>
                <Download aria-hidden="true" className="size-4 shrink-0" /> <span className="truncate">{t("family.download", { name: son.fullName })}</span>
              </a>
              <DeleteSonDialog son={son} onDeleted={onDeleted} />
            </div>
          </div>
        </div>
      )}
    </Card>
  );
}
