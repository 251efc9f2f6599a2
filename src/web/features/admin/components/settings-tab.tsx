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
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/admin.ts";

export function SettingsTab({ mailTransport }: { mailTransport: TAdminDashboardResponse["mailTransport"] }) {
  const send = useSendTestEmail();
  const failure = send.error ? errorText(send.error, localize(messages.internalError)) : null;
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold">{t("admin.tab.settings")}</h2>
      <Card>
        <CardHeader
          level={3}
          title={t("admin.settings.email")}
          description={mailTransport === "smtp" ? t("admin.settings.smtp") : t("admin.settings.outbox")}
        />
        <div className="space-y-4">
          <Button onClick={() => send.mutate()} loading={send.isPending} icon={<Mail aria-hidden="true" className="size-4" />}>
            {send.isPending ? t("admin.settings.sending") : t("admin.settings.send")}
          </Button>
          {send.data ? <Alert tone="success">{localize(send.data.message)}</Alert> : null}
          {failure ? <Alert tone="error">{failure}</Alert> : null}
        </div>
      </Card>
    </div>
  );
}
