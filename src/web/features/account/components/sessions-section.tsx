// Where the account is signed in: each device in plain words, when it was last used, "This device", a
// "Sign out" for any other one, and "Sign out everywhere" (this device too).
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

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function SessionsSection() {
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const everywhere = useSignOutEverywhere();

  return (
    <Card>
      <CardHeader title="Where you're signed in" description="Sign out a device you don't recognise, or every device at once." />
      {sessions.isPending ? <p role="status">Loading your devices...</p> : null}
      {sessions.isError ? <Alert tone="error">{messages.loadDataFailed}</Alert> : null}
      {revoke.isError ? <Alert tone="error">{errorText(revoke.error, messages.internalError)}</Alert> : null}
      {sessions.data ? (
        <ul className="divide-y divide-navy-100">
          {sessions.data.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex items-start gap-3">
                <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
                <div>
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    {session.device}
                    {session.current ? <Badge tone="navy">This device</Badge> : null}
                  </p>
                  <p className="text-sm text-navy-600">
                    Last used {when.format(new Date(session.lastUsedAt))} · signed in {when.format(new Date(session.createdAt))}
                  </p>
                </div>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Sign out ${session.device}, last used ${when.format(new Date(session.lastUsedAt))}`}
                  loading={revoke.isPending && revoke.variables === session.id}
                  onClick={() => revoke.mutate(session.id)}
                >
                  Sign out
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
              Sign out everywhere
            </Button>
          }
          title="Sign out everywhere?"
          description="Every device signed in to your account is signed out, this one too. You can sign in again with your password."
          confirmLabel="Sign out everywhere"
          onConfirm={() => everywhere.mutate()}
          {...confirmMutation(everywhere, messages.internalError)}
        />
      </div>
    </Card>
  );
}
