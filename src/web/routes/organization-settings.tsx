// /organizations/settings (docs/areas/accounts.md): the page lives in features/organizations; the
// route gives it the payments area's Stripe block (features/payments).
import { OrganizationSettingsPage } from "../features/organizations/components/organization-settings-page.tsx";
import { StripeConnectPanel } from "../features/payments/components/stripe-connect-panel.tsx";

export default function OrganizationSettingsScreen() {
  return <OrganizationSettingsPage paymentSettings={(organizationId) => <StripeConnectPanel organizationId={organizationId} />} />;
}
