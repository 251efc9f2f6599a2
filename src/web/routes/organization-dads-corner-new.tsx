// /organizations/dads-corner/new: the admin studio's form, writing an item owned by the organization.
import { Page } from "../components/layout/page.tsx";
import { Card } from "../components/ui/card.tsx";
import { CreateDadsCornerForm } from "../features/admin/components/create-dads-corner-form.tsx";
import { ORGANIZATION_STUDIO, StudioProvider } from "../features/admin/studio.tsx";

export default function OrganizationDadsCornerNewScreen() {
  return (
    <StudioProvider studio={ORGANIZATION_STUDIO}>
      <Page title="Create Dad's Corner" description="Only your organization's plans can use it." width="medium">
        <Card>
          <CreateDadsCornerForm />
        </Card>
      </Page>
    </StudioProvider>
  );
}
