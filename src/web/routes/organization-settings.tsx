// /organizations/settings (spec 001 §2): the name and description form ('Organization settings updated
// successfully'), Payment Settings (the payments area's Stripe block: Connected / Not Connected, 'Connect with
// Stripe', 'Action Required' with 'Complete Setup'), and the staff. 'Organization Not Found' without one.
import { messages } from "../../shared/messages.ts";
import { Page } from "../components/layout/page.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { Card, CardHeader } from "../components/ui/card.tsx";
import { LoadingScreen } from "../components/ui/spinner.tsx";
import { useOrganizationHome, useUpdateOrganization } from "../features/organizations/api/organizations.ts";
import { OrganizationForm } from "../features/organizations/components/organization-form.tsx";
import { StaffPanel } from "../features/organizations/components/staff-panel.tsx";
import { StripeConnectPanel } from "../features/payments/components/stripe-connect-panel.tsx";
import { useSession } from "../features/session/api/get-session.ts";
import { errorText } from "../lib/error-text.ts";
import { paths } from "../paths.ts";

export default function OrganizationSettingsScreen() {
  const home = useOrganizationHome();
  const update = useUpdateOrganization();
  const { user } = useSession();
  if (home.isPending) return <LoadingScreen message="Loading organization..." />;
  if (home.isError) {
    return (
      <Page title="Organization Settings">
        <Alert tone="error">{errorText(home.error, messages.loadOrganizationFailed)}</Alert>
      </Page>
    );
  }
  const { organization, role } = home.data;
  if (!organization) {
    return (
      <Page title={messages.organizationNotFound} width="medium">
        <ButtonLink to={paths.organizations()} variant="secondary">
          Back to Organization
        </ButtonLink>
      </Page>
    );
  }
  const isOwner = role === "owner";
  return (
    <Page title="Organization Settings" description={organization.name} width="medium">
      <div className="space-y-6">
        <Card>
          <CardHeader title="Organization details" />
          {isOwner ? (
            <OrganizationForm
              defaultValues={{ name: organization.name, description: organization.description ?? "" }}
              submitLabel="Save Changes"
              failureMessage={messages.updateOrganizationFailed}
              successMessage={messages.organizationUpdated}
              onSubmit={async (values) => {
                await update.mutateAsync(values);
              }}
            />
          ) : (
            <p className="text-navy-700">Only an owner of the organization can change its details.</p>
          )}
        </Card>
        <Card>
          <CardHeader title="Payment Settings" />
          {isOwner ? <StripeConnectPanel organizationId={organization.id} /> : <p className="text-navy-700">Only an owner of the organization can change payments.</p>}
        </Card>
        <StaffPanel canManage={isOwner} viewerId={user?.id ?? ""} />
        <ButtonLink to={paths.organizations()} variant="secondary">
          Back to Organization
        </ButtonLink>
      </div>
    </Page>
  );
}
