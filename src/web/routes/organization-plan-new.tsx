// /organizations/plans/new: the admin studio's create-plan form in the organization's studio (with a price).
import { Page } from "../components/layout/page.tsx";
import { Card } from "../components/ui/card.tsx";
import { CreatePlanForm } from "../features/studio/components/create-plan-form.tsx";
import { ORGANIZATION_STUDIO, StudioProvider } from "../features/studio/studio.tsx";
import { t } from "../lib/i18n.ts";
import "../lib/catalog-parts/studio.ts";

export default function OrganizationPlanNewScreen() {
  return (
    <StudioProvider studio={ORGANIZATION_STUDIO}>
      <Page title={t("studio.planNew.title")} description={t("studio.planNew.descriptionOrganization")} width="medium">
        <Card>
          <CreatePlanForm />
        </Card>
      </Page>
    </StudioProvider>
  );
}
