// Until the organizations screens land (issue 14), this placeholder carries Payment Settings' Stripe block for
// the viewer's organization; the organizations work mounts <StripeConnectPanel> in its own Payment Settings.
import { PlaceholderScreen } from "../components/layout/placeholder-screen.tsx";
import { Card } from "../components/ui/card.tsx";
import { StripeConnectPanel } from "../features/payments/components/stripe-connect-panel.tsx";
import { useSession } from "../features/session/api/get-session.ts";

export default function OrganizationSettingsScreen() {
  const { user } = useSession();
  return (
    <PlaceholderScreen title="Organization Settings" description="Details and payouts of your organization.">
      {user?.organizationId ? (
        <Card className="mb-6">
          <h2 className="mb-4 text-xl font-bold">Payment Settings</h2>
          <StripeConnectPanel organizationId={user.organizationId} />
        </Card>
      ) : null}
    </PlaceholderScreen>
  );
}
