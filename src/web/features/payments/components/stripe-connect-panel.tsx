// Payment Settings' Stripe block (docs/areas/payments.md): a Connected / Not Connected badge, 'Connect with Stripe', and,
// while payouts are not enabled, the 'Action Required' notice with 'Complete Setup'. Whether payouts are enabled
// comes from the server (Stripe's webhook, re-read from Stripe), never from coming back from Stripe's pages.
// The organizations screen mounts it with the organization's id.
import { messages } from "../../../../shared/messages.ts";
import { paymentsMessages } from "../../../../shared/schemas/payments.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useConnectStripe } from "../api/connect-stripe.ts";
import { useConnectStatus } from "../api/get-connect-status.ts";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/payments.ts";

export function StripeConnectPanel({ organizationId }: { organizationId: number }) {
  const status = useConnectStatus(organizationId);
  const connect = useConnectStripe();
  if (status.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-navy-700">
        <Spinner size="sm" /> {t("payments.stripe.loading")}
      </p>
    );
  }
  if (status.isError) return <Alert tone="error">{errorText(status.error, localize(messages.loadOrganizationFailed))}</Alert>;
  const { paymentsConfigured, connected, payoutsEnabled } = status.data;
  const failure = connect.isError
    ? errorText(connect.error, localize(connected ? messages.setUpStripeAccountFailed : messages.createStripeAccountFailed))
    : null;
  return (
    <section aria-labelledby="stripe-connect-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="stripe-connect-heading" className="text-lg font-bold">
          {t("payments.stripe.title")}
        </h3>
        <Badge tone={connected ? "green" : "gray"}>{connected ? t("payments.stripe.connected") : t("payments.stripe.notConnected")}</Badge>
      </div>
      <p className="text-sm text-navy-700">{t("payments.stripe.text")}</p>
      {!paymentsConfigured ? (
        <Alert tone="info">{localize(paymentsMessages.notConfigured)}</Alert>
      ) : !connected ? (
        <Button variant="primary" loading={connect.isPending} onClick={() => connect.mutate(organizationId)}>
          {t("payments.stripe.connect")}
        </Button>
      ) : !payoutsEnabled ? (
        <Alert tone="info" title={t("payments.stripe.actionRequired")}>
          <p>{t("payments.stripe.moreDetails")}</p>
          <Button variant="primary" size="sm" className="mt-3" loading={connect.isPending} onClick={() => connect.mutate(organizationId)}>
            {t("payments.stripe.completeSetup")}
          </Button>
        </Alert>
      ) : (
        <p className="text-sm font-semibold text-emerald-800">{t("payments.stripe.enabled")}</p>
      )}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </section>
  );
}
