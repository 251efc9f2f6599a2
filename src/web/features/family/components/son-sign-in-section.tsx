// A son's own sign-in on /family: a one-time link shown as a QR code for his own device (single use,
// ten minutes, cancellable), and his family sign-in name with a PIN. Also how other families see him in groups.
import { activeLocale, localize, t, type MessageKey } from "../../../lib/i18n.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { QrCode } from "lucide-react";
import { useMemo, useState, type ComponentProps } from "react";
import { useForm, type Path } from "react-hook-form";
import { renderSVG } from "uqr";
import { messages } from "../../../../shared/messages.ts";
import { SON_SIGN_IN_LIMITS, ZSonSignInRequest, type TSignInLinkResponse, type TSonSignInRequest } from "../../../../shared/schemas/son-sign-in.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useFormDialog } from "../../../lib/use-form-submit.ts";
import { useCreateSignInLink } from "../api/create-sign-in-link.ts";
import type { FamilyMember } from "../api/get-family-sons.ts";
import { useRevokeSignInLinks } from "../api/revoke-sign-in-links.ts";
import { useSetSonGroupConversations } from "../api/set-son-group-conversations.ts";
import { useSetSonGroupsName } from "../api/set-son-groups-name.ts";
import { useSetSonSignIn } from "../api/set-son-sign-in.ts";
import { SonSettingSwitch } from "./son-setting-switch.tsx";
import "../../../lib/catalog-parts/family.ts";

function LinkQrCode({ url, sonName }: { url: string; sonName: string }) {
  const src = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`, [url]);
  return <img src={src} alt={t("family.link.qrAlt", { name: sonName })} width={220} height={220} className="mx-auto rounded border border-navy-200 bg-white" />;
}

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString(activeLocale(), { hour: "numeric", minute: "2-digit" });
}

/** "Sign in on his phone": the dad's device shows a QR code; the son's device opens it once. */
export function SignInLinkDialog({ son }: { son: FamilyMember }) {
  const [link, setLink] = useState<TSignInLinkResponse | null>(null);
  const [revokedMessage, setRevokedMessage] = useState<string | null>(null);
  const create = useCreateSignInLink();
  const revoke = useRevokeSignInLinks();
  const show = () => {
    setRevokedMessage(null);
    create.mutate(son.userId, { onSuccess: setLink });
  };
  return (
    <Dialog
      onOpenChange={(open) => {
        if (open) show();
        else {
          setLink(null);
          setRevokedMessage(null);
        }
      }}
      trigger={
        <Button variant="secondary" size="sm" icon={<QrCode aria-hidden="true" className="size-4" />}>
          {t("family.link.trigger")}
        </Button>
      }
      title={t("family.link.title", { name: son.fullName })}
      description={t("family.link.description", { minutes: SON_SIGN_IN_LIMITS.linkMinutes })}
    >
      <div className="space-y-4">
        {create.isPending ? <p role="status">{t("family.link.making")}</p> : null}
        {create.isError ? <Alert tone="error">{localize(errorText(create.error, messages.internalError))}</Alert> : null}
        {revokedMessage ? <Alert tone="success">{localize(revokedMessage)}</Alert> : null}
        {link && !revokedMessage ? (
          <>
            <LinkQrCode url={link.url} sonName={son.fullName} />
            <p className="text-center text-sm text-navy-700">{t("family.link.worksUntil", { time: timeOf(link.expiresAt) })}</p>
            <label className="block text-sm font-semibold text-navy-900">
              {t("family.link.send")}
              <input
                readOnly
                value={link.url}
                data-testid="sign-in-link"
                onFocus={(event) => event.currentTarget.select()}
                className="mt-1 block w-full rounded-lg border border-navy-300 bg-navy-50 px-3 py-2 font-mono text-xs break-all text-navy-950"
              />
            </label>
          </>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {link && !revokedMessage ? (
            <Button
              variant="secondary"
              size="sm"
              loading={revoke.isPending}
              onClick={() => revoke.mutate(son.userId, { onSuccess: (result) => setRevokedMessage(result.message) })}
            >
              {t("family.link.cancel")}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" loading={create.isPending} onClick={show}>
            {t("family.link.new")}
          </Button>
        </div>
        {revoke.isError ? <Alert tone="error">{localize(errorText(revoke.error, messages.internalError))}</Alert> : null}
      </div>
    </Dialog>
  );
}

const FIELDS: readonly Path<TSonSignInRequest>[] = ["signInName", "pin", "confirmPin"];
/** The PIN and its confirmation: typed on the number pad, kept out of autofill as a new secret. */
const PIN_INPUT = { type: "password", inputMode: "numeric", autoComplete: "new-password", required: true } as const;

/** His family sign-in name and PIN: what a child types on the sign-in page instead of an address. */
export function FamilySignInDialog({ son }: { son: FamilyMember }) {
  const setSignIn = useSetSonSignIn();
  const startingValues = () => ({ signInName: son.signInName ?? "", pin: "", confirmPin: "" });
  const form = useForm<TSonSignInRequest>({ resolver: zodResolver(ZSonSignInRequest), defaultValues: startingValues() });
  const { register, formState } = form;
  const { open, onOpenChange, onSubmit, formError, saved } = useFormDialog(form, {
    fields: FIELDS,
    failureMessage: messages.internalError,
    save: async (values) => {
      const result = await setSignIn.mutateAsync({ sonId: son.userId, ...values });
      return { name: values.signInName.trim().toLowerCase(), pin: values.pin, message: result.message };
    },
    // His name may have changed since the dialog opened: it starts from the saved one next time.
    resetTo: startingValues,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="secondary" size="sm">
          {son.signInName ? t("family.pin.change") : t("family.pin.set")}
        </Button>
      }
      title={t("family.pin.title", { name: son.fullName })}
      description={saved ? undefined : t("family.pin.description") + (son.sonAgeBand === "13_plus" ? t("family.pin.descriptionTeen") : "")}
    >
      {saved ? (
        <div className="space-y-3">
          <Alert tone="success">{localize(saved.message)}</Alert>
          <dl className="login-card space-y-2 rounded-2xl border-2 border-dashed border-navy-300 bg-navy-50 p-5 text-navy-950">
            <div>
              <dt className="text-sm text-navy-600">{t("family.pin.name")}</dt>
              <dd className="font-mono text-lg font-semibold">{saved.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-navy-600">{t("family.pin.pin")}</dt>
              <dd className="font-mono text-lg font-semibold">{saved.pin}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {formError ? <Alert tone="error">{localize(formError)}</Alert> : null}
          <TextField
            label={t("family.pin.nameField")}
            hint={t("family.pin.nameHint")}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={formState.errors.signInName?.message}
            {...register("signInName")}
          />
          <TextField
            label={t("family.pin.pin")}
            hint={t("family.pin.pinHint", { min: SON_SIGN_IN_LIMITS.pinMin })}
            {...PIN_INPUT}
            error={formState.errors.pin?.message}
            {...register("pin")}
          />
          <TextField label={t("family.pin.confirm")} {...PIN_INPUT} error={formState.errors.confirmPin?.message} {...register("confirmPin")} />
          <Button type="submit" loading={formState.isSubmitting}>
            {t("family.pin.submit")}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

/** What a setting his dad may turn on only from 13 says: its switch, its two states, and what holds instead for a younger son. */
interface FromThirteenCopy {
  label: MessageKey;
  on: MessageKey;
  off: MessageKey;
  under13: MessageKey;
}

/** How other families in a group see him — first name only unless his dad allows more (13+). */
const GROUPS_NAME: FromThirteenCopy = {
  label: "family.groupsName.label",
  on: "family.groupsName.on",
  off: "family.groupsName.off",
  under13: "family.groupsName.under13",
};

/** A son of 13 or older takes part in his groups' weekly conversations only with his dad's yes. */
const GROUP_CONVERSATIONS: FromThirteenCopy = {
  label: "family.conversations.label",
  on: "family.conversations.on",
  off: "family.conversations.off",
  under13: "family.conversations.under13",
};

function FromThirteenSetting({
  son,
  copy,
  ...setting
}: { son: FamilyMember; copy: FromThirteenCopy } & Omit<ComponentProps<typeof SonSettingSwitch>, "label" | "state">) {
  if (son.sonAgeBand === "under_13") return <p className="text-sm text-navy-700">{t(copy.under13)}</p>;
  return <SonSettingSwitch label={t(copy.label)} state={t(setting.checked ? copy.on : copy.off)} {...setting} />;
}

export function GroupsNameSetting({ son }: { son: FamilyMember }) {
  const setting = useSetSonGroupsName();
  const change = (fullName: boolean) => setting.mutate({ sonId: son.userId, fullName });
  return <FromThirteenSetting son={son} copy={GROUPS_NAME} checked={son.sonFullNameInGroups} pending={setting.isPending} onChange={change} />;
}

export function GroupConversationsSetting({ son }: { son: FamilyMember }) {
  const setting = useSetSonGroupConversations();
  const change = (allowed: boolean) => setting.mutate({ sonId: son.userId, allowed });
  return <FromThirteenSetting son={son} copy={GROUP_CONVERSATIONS} checked={son.sonInGroupConversations} pending={setting.isPending} onChange={change} />;
}
