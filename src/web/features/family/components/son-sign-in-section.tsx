// A son's own sign-in on /family: a one-time link shown as a QR code for his own device (single use,
// ten minutes, cancellable), and his family sign-in name with a PIN. Also how other families see him in groups.
import { zodResolver } from "@hookform/resolvers/zod";
import { QrCode } from "lucide-react";
import { useMemo, useState, type ComponentProps } from "react";
import { useForm, type Path } from "react-hook-form";
import { renderSVG } from "uqr";
import { messages } from "../../../../shared/messages.ts";
import { PIN_MIN, SIGN_IN_LINK_MINUTES, ZSonSignInRequest, type TSignInLinkResponse, type TSonSignInRequest } from "../../../../shared/schemas/son-sign-in.ts";
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

function LinkQrCode({ url, sonName }: { url: string; sonName: string }) {
  const src = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`, [url]);
  return <img src={src} alt={`QR code that signs ${sonName} in`} width={220} height={220} className="mx-auto rounded border border-navy-200 bg-white" />;
}

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
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
          Sign in on his device
        </Button>
      }
      title={`Sign ${son.fullName} in on his own device`}
      description={`He scans this code with his phone's camera, or opens the link, and taps "Sign me in". It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`}
    >
      <div className="space-y-4">
        {create.isPending ? <p role="status">Making a sign-in link…</p> : null}
        {create.isError ? <Alert tone="error">{errorText(create.error, messages.internalError)}</Alert> : null}
        {revokedMessage ? <Alert tone="success">{revokedMessage}</Alert> : null}
        {link && !revokedMessage ? (
          <>
            <LinkQrCode url={link.url} sonName={son.fullName} />
            <p className="text-center text-sm text-navy-700">Works once, until {timeOf(link.expiresAt)}.</p>
            <label className="block text-sm font-semibold text-navy-900">
              Or send him this link
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
              Cancel this link
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" loading={create.isPending} onClick={show}>
            Show a new code
          </Button>
        </div>
        {revoke.isError ? <Alert tone="error">{errorText(revoke.error, messages.internalError)}</Alert> : null}
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
          {son.signInName ? "Change sign-in name or PIN" : "Set a sign-in name and PIN"}
        </Button>
      }
      title={`${son.fullName}'s family sign-in`}
      description={
        saved
          ? undefined
          : `A short name and a PIN he can type himself on the sign-in page ("Family sign-in"). He is signed out everywhere when you save.${
              son.sonAgeBand === "13_plus" ? " He then chooses his own password at his next sign-in." : ""
            }`
      }
    >
      {saved ? (
        <div className="space-y-3">
          <Alert tone="success">{saved.message}</Alert>
          <dl className="login-card space-y-2 rounded-2xl border-2 border-dashed border-navy-300 bg-navy-50 p-5 text-navy-950">
            <div>
              <dt className="text-sm text-navy-600">Family sign-in name</dt>
              <dd className="font-mono text-lg font-semibold">{saved.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-navy-600">PIN</dt>
              <dd className="font-mono text-lg font-semibold">{saved.pin}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <TextField
            label="Sign-in name"
            hint="Letters, digits and hyphens, like eli-miller"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={formState.errors.signInName?.message}
            {...register("signInName")}
          />
          <TextField label="PIN" hint={`At least ${PIN_MIN} digits`} {...PIN_INPUT} error={formState.errors.pin?.message} {...register("pin")} />
          <TextField label="Confirm the PIN" {...PIN_INPUT} error={formState.errors.confirmPin?.message} {...register("confirmPin")} />
          <Button type="submit" loading={formState.isSubmitting}>
            Save sign-in
          </Button>
        </form>
      )}
    </Dialog>
  );
}

/** What a setting his dad may turn on only from 13 says: its switch, its two states, and what holds instead for a younger son. */
interface FromThirteenCopy {
  label: string;
  on: string;
  off: string;
  under13: string;
}

/** How other families in a group see him — first name only unless his dad allows more (13+). */
const GROUPS_NAME: FromThirteenCopy = {
  label: "Show his full name and picture in groups",
  on: "On: other families in his groups see his full name and picture.",
  off: "Off: other families see his first name only.",
  under13: "In groups, other families see him by his first name only, without his picture.",
};

/** A son of 13 or older takes part in his groups' weekly conversations only with his dad's yes. */
const GROUP_CONVERSATIONS: FromThirteenCopy = {
  label: "Let him join his groups' weekly conversations",
  on: "On: he reads and posts with the dads of his groups.",
  off: "Off: he does not see the conversations.",
  under13: "He never sees his groups' conversations: they are for dads, and sons of 13 or older their dad allows.",
};

function FromThirteenSetting({
  son,
  copy,
  ...setting
}: { son: FamilyMember; copy: FromThirteenCopy } & Omit<ComponentProps<typeof SonSettingSwitch>, "label" | "state">) {
  if (son.sonAgeBand === "under_13") return <p className="text-sm text-navy-700">{copy.under13}</p>;
  return <SonSettingSwitch label={copy.label} state={setting.checked ? copy.on : copy.off} {...setting} />;
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
