// /organizations/settings (docs/areas/accounts.md): the name and description form ('Organization settings updated
// successfully'), Payment Settings (the payments area's Stripe block: Connected / Not Connected, 'Connect with
// Stripe', 'Action Required' with 'Complete Setup'), and the staff. 'Organization Not Found' without one.
import { createContext, useContext, type ReactNode } from "react";
import type { TOrganizationHomeResponse } from "../../../../shared/schemas/organizations.ts";
import { Page } from "../../../components/layout/page.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { useUpdateOrganization } from "../api/update-organization.ts";
import { OrganizationForm } from "./organization-form.tsx";
import { StaffPanel } from "./staff-panel.tsx";
import { useSession } from "../../../session/get-session.ts";
import { paths } from "../../../paths.ts";
import { OrganizationHomeState } from "./organization-home-state.tsx";
import "../../../lib/catalog-parts/organizations.ts";
import { t } from "../../../lib/i18n.ts";

/** The payments area's Stripe block (features/payments), composed by the route. */
const PaymentSettings = createContext<(organizationId: number) => ReactNode>(() => null);

export function OrganizationSettingsPage({ paymentSettings }: { paymentSettings: (organizationId: number) => ReactNode }) {
  return (
    <PaymentSettings value={paymentSettings}>
      <OrganizationHomeState title={t("organizations.settings.title")} error={t("msg.organizations.loadOrganizationFailed")} screen={OrganizationSettings} />
    </PaymentSettings>
  );
}

function OrganizationSettings({ home }: { home: TOrganizationHomeResponse }) {
  const update = useUpdateOrganization();
  const { user } = useSession();
  const paymentSettings = useContext(PaymentSettings);
  const { organization, role } = home;
  if (!organization) {
    return (
      <Page title={t("msg.organizations.organizationNotFound")} width="medium">
        <ButtonLink to={paths.organizations()} variant="secondary">
          {t("organizations.settings.back")}
        </ButtonLink>
      </Page>
    );
  }
  const isOwner = role === "owner";
  return (
    <Page title={t("organizations.settings.title")} description={organization.name} width="medium">
      <div className="space-y-6">
        <Card>
          <CardHeader title={t("organizations.settings.details")} />
          {isOwner ? (
            <OrganizationForm
              defaultValues={{ name: organization.name, description: organization.description ?? "" }}
              submitLabel={t("organizations.settings.save")}
              failureMessage={t("msg.organizations.updateOrganizationFailed")}
              successMessage={t("msg.organizations.organizationUpdated")}
              onSubmit={async (values) => {
                await update.mutateAsync(values);
              }}
            />
          ) : (
            <p className="text-navy-700">{t("organizations.settings.ownerOnlyDetails")}</p>
          )}
        </Card>
        <Card>
          <CardHeader title={t("organizations.settings.payments")} />
          {isOwner ? paymentSettings(organization.id) : <p className="text-navy-700">{t("organizations.settings.ownerOnlyPayments")}</p>}
        </Card>
        <StaffPanel canManage={isOwner} viewerId={user?.id ?? ""} />
        <ButtonLink to={paths.organizations()} variant="secondary">
          {t("organizations.settings.back")}
        </ButtonLink>
      </div>
    </Page>
  );
}
