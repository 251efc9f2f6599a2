// /account/two-factor: set up an authenticator app (QR code made in the browser, secret for
// typing in), confirm with a code, keep the backup codes; later new backup codes or turning it off (password).
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { renderSVG } from "uqr";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { twoFactorErrorText } from "../../../lib/two-factor-error-text.ts";
import { useSession } from "../../../session/get-session.ts";
import { useConfirmTwoFactor } from "../api/confirm-two-factor.ts";
import { useSendConfirmationLink } from "../api/send-confirmation-link.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import "../../../lib/catalog-parts/twoFactor.ts";
import { localize, t } from "../../../lib/i18n.ts";
import { useDisableTwoFactor } from "../api/disable-two-factor.ts";
import { useEnableTwoFactor, type EnableResult } from "../api/enable-two-factor.ts";
import { useTwoFactorStatus } from "../api/get-two-factor-status.ts";
import { useRegenerateBackupCodes } from "../api/regenerate-backup-codes.ts";
import { BackupCodeList, CodeForm, PasswordForm } from "./secret-forms.tsx";

function secretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get("secret") ?? "";
}

function QrCode({ uri }: { uri: string }) {
  const src = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`, [uri]);
  return <img src={src} alt={t("twoFactor.qrAlt")} width={200} height={200} className="rounded border border-gray-200 bg-white" />;
}

/** No link was sent at registration: the page sends one on request, instead of pointing to a mail that never came. */
function SendConfirmationLink() {
  const send = useSendConfirmationLink();
  return (
    <div className="mt-4 space-y-2">
      <Button variant="secondary" size="sm" loading={send.isPending} onClick={() => send.mutate()}>
        {t("twoFactor.sendLink")}
      </Button>
      {send.isSuccess ? <Alert tone="success">{localize(send.data.message)}</Alert> : null}
      {send.isError ? <Alert tone="error">{errorText(send.error, t("msg.internalError"))}</Alert> : null}
    </div>
  );
}

function SetUp({ onStarted, onDone }: { onStarted: () => void; onDone: () => void }) {
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [started, setStarted] = useState<EnableResult | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  if (!started) {
    return (
      <Card>
        <CardHeader title={t("twoFactor.step1")} description={t("twoFactor.step1Text")} />
        <PasswordForm
          submitLabel={t("twoFactor.startSetUp")}
          errorText={twoFactorErrorText}
          onSubmit={async (password) => {
            const result = await enable.mutateAsync(password);
            onStarted();
            setStarted(result);
          }}
        />
        {isApiError(enable.error) && enable.error.code === "EMAIL_NOT_VERIFIED" ? <SendConfirmationLink /> : null}
      </Card>
    );
  }
  if (!confirmed) {
    return (
      <Card>
        <CardHeader title={t("twoFactor.step2")} description={t("twoFactor.step2Text")} />
        <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center">
          <QrCode uri={started.totpURI} />
          <div>
            <p className="text-sm text-gray-700">{t("twoFactor.cantScan")}</p>
            <p className="mt-1 font-mono text-base break-all" data-testid="totp-secret">
              {secretOf(started.totpURI)}
            </p>
          </div>
        </div>
        <CodeForm
          submitLabel={t("twoFactor.turnOn")}
          errorText={twoFactorErrorText}
          onSubmit={async (code) => {
            await confirm.mutateAsync(code);
            setConfirmed(true);
          }}
        />
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader title={t("twoFactor.step3")} />
      <Alert tone="success" className="mb-4">
        {t("twoFactor.isOn")}
      </Alert>
      <BackupCodeList codes={started.backupCodes} />
      <Button className="mt-6" onClick={onDone}>
        {t("twoFactor.savedCodes")}
      </Button>
    </Card>
  );
}

function Manage({ isStaff }: { isStaff: boolean }) {
  const regenerate = useRegenerateBackupCodes();
  const disable = useDisableTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title={t("twoFactor.newCodes")} description={t("twoFactor.newCodesText")} />
        {codes ? (
          <BackupCodeList codes={codes} />
        ) : (
          <PasswordForm
            submitLabel={t("twoFactor.makeNewCodes")}
            errorText={twoFactorErrorText}
            onSubmit={async (password) => setCodes((await regenerate.mutateAsync(password)).backupCodes)}
          />
        )}
      </Card>
      <Card>
        <CardHeader title={t("twoFactor.turnOff")} description={t(isStaff ? "twoFactor.turnOffStaff" : "twoFactor.turnOffText")} />
        <PasswordForm
          submitLabel={t("twoFactor.turnOff")}
          variant="danger"
          errorText={twoFactorErrorText}
          onSubmit={(password) => disable.mutateAsync(password)}
        />
      </Card>
    </div>
  );
}

export function TwoFactorPage({ required, back }: { required: boolean; back: string | null }) {
  const status = useTwoFactorStatus();
  const { user } = useSession();
  const navigate = useNavigate();
  const isStaff = Boolean(user?.isGlobalAdmin || user?.organizationRole === "owner");
  // Once set-up has started it stays on screen until "I saved my backup codes": its first code turns two-factor
  // on (the status refreshes to On), and only its last step shows the backup codes.
  const [settingUp, setSettingUp] = useState(false);

  if (status.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-gray-700">
        <Spinner size="sm" /> {t("twoFactor.loading")}
      </p>
    );
  }
  if (status.isError) return <Alert tone="error">{twoFactorErrorText(status.error)}</Alert>;
  const enabled = status.data.enabled;
  return (
    <div className="space-y-6">
      <p className="flex items-center gap-2">
        {t("twoFactor.status")} {enabled ? <Badge tone="green">{t("twoFactor.on")}</Badge> : <Badge tone="gray">{t("twoFactor.off")}</Badge>}
      </p>
      {required && !enabled ? (
        <Alert tone="info" title={t("twoFactor.requiredTitle")}>
          {t("twoFactor.requiredText")}
        </Alert>
      ) : null}
      {enabled && !settingUp ? (
        <Manage isStaff={isStaff} />
      ) : (
        <SetUp onStarted={() => setSettingUp(true)} onDone={() => void navigate(back ?? "/", { replace: true })} />
      )}
    </div>
  );
}
