// /organizations: the organization dashboard (docs/areas/organizations.md): the page lives in features/organizations
//; the route gives it the studio's content links (features/studio) and the owner's purchases table
// (features/payments).
import { OrganizationsPage } from "../features/organizations/components/organizations-page.tsx";
import { OrganizationPurchases } from "../features/payments/components/organization-purchases.tsx";
import { SponsorshipsPanel } from "../features/payments/components/sponsorships-panel.tsx";
import { CreateContentLinks } from "../features/studio/components/create-content-links.tsx";
import { ORGANIZATION_STUDIO, StudioProvider } from "../features/studio/studio.tsx";
import "../lib/catalog-parts/organizations.ts";
import { t } from "../lib/i18n.ts";

export default function OrganizationsScreen() {
  return (
    <OrganizationsPage
      contentLinks={
        <StudioProvider studio={ORGANIZATION_STUDIO}>
          <CreateContentLinks label={t("organizations.home.writeContent")} />
        </StudioProvider>
      }
      ownerPurchases={(organizationId) => <OrganizationPurchases organizationId={organizationId} />}
      ownerSponsorships={<SponsorshipsPanel />}
    />
  );
}
