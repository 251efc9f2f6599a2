// Where the account is signed in: each device in plain words, when it was last used, "This device", a
// "Sign out" for any other one, and "Sign out everywhere" (this device too).
import { activeLocale, localize, t } from "../../../lib/i18n.ts";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { messages } from "../../../../shared/messages.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useAccountSessions } from "../api/get-account-sessions.ts";
import { useRevokeSession } from "../api/revoke-session.ts";
import { useSignOutEverywhere } from "../api/sign-out-everywhere.ts";
import "../../../lib/catalog-parts/account.ts";

// In the page's language, whatever the browser's.
const format = (iso: string) => new Intl.DateTimeFormat(activeLocale(), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

export function SessionsSection() {
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const everywhere = useSignOutEverywhere();

  return (
    <Card>
      <CardHeader title={t("account.sessions.title")} description={t("account.sessions.description")} />
      {sessions.isPending ? <p role="status">{t("account.sessions.loading")}</p> : null}
      {sessions.isError ? <Alert tone="error">{localize(messages.loadDataFailed)}</Alert> : null}
      {revoke.isError ? <Alert tone="error">{localize(errorText(revoke.error, messages.internalError))}</Alert> : null}
      {sessions.data ? (
        <ul className="divide-y divide-navy-100">
          {sessions.data.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex items-start gap-3">
                <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
                <div>
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    {session.device}
                    {session.current ? <Badge tone="navy">{t("account.sessions.thisDevice")}</Badge> : null}
                  </p>
                  <p className="text-sm text-navy-600">
                    {t("account.sessions.used", { lastUsed: format(session.lastUsedAt), signedIn: format(session.createdAt) })}
                  </p>
                </div>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t("account.sessions.signOutLabel", { device: session.device, lastUsed: format(session.lastUsedAt) })}
                  loading={revoke.isPending && revoke.variables === session.id}
                  onClick={() => revoke.mutate(session.id)}
                >
                  {t("account.sessions.signOut")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-5">
        <ConfirmDialog
          trigger={
            <Button variant="danger" icon={<LogOut aria-hidden="true" className="size-4" />}>
              {t("account.sessions.everywhere")}
            </Button>
          }
          title={t("account.sessions.everywhereTitle")}
          description={t("account.sessions.everywhereText")}
          confirmLabel={t("account.sessions.everywhere")}
          onConfirm={() => everywhere.mutate()}
          {...confirmMutation(everywhere, messages.internalError)}
        />
      </div>
    </Card>
  );
}
