// The Settings tab: 'Send Test Email' really sends a mail to the signed-in admin (the spec's button did
// nothing) and shows how it went.
import { Mail } from "lucide-react";
import type { TAdminDashboardResponse } from "../../../../shared/schemas/admin.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { messages } from "../../../../shared/messages.ts";
import { useSendTestEmail } from "../api/send-test-email.ts";
import { errorText } from "../../../lib/error-text.ts";

export function SettingsTab({ mailTransport }: { mailTransport: TAdminDashboardResponse["mailTransport"] }) {
  const send = useSendTestEmail();
  const failure = send.error ? errorText(send.error, messages.internalError) : null;
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold">Settings</h2>
      <Card>
        <CardHeader
          level={3}
          title="Email (SMTP)"
          description={
            mailTransport === "smtp"
              ? "Outgoing mail goes through the SMTP server set in SMTP_URL."
              : "SMTP_URL is not set: mail is kept in the dev outbox and written to the server log."
          }
        />
        <div className="space-y-4">
          <Button onClick={() => send.mutate()} loading={send.isPending} icon={<Mail aria-hidden="true" className="size-4" />}>
            {send.isPending ? "Sending Test Email..." : "Send Test Email"}
          </Button>
          {send.data ? <Alert tone="success">{send.data.message}</Alert> : null}
          {failure ? <Alert tone="error">{failure}</Alert> : null}
        </div>
      </Card>
    </div>
  );
}
