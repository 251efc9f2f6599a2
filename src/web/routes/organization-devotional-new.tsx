// /organizations/devotional/new: the admin studio's form, writing an item owned by the organization.
import { Page } from "../components/layout/page.tsx";
import { Card } from "../components/ui/card.tsx";
import { CreateDevotionalForm } from "../features/admin/components/create-devotional-form.tsx";
import { ORGANIZATION_STUDIO, StudioProvider } from "../features/admin/studio.tsx";

export default function OrganizationDevotionalNewScreen() {
  return (
    <StudioProvider studio={ORGANIZATION_STUDIO}>
      <Page title="Create Devotional" description="Only your organization's plans can use it." width="medium">
        <Card>
          <CreateDevotionalForm />
        </Card>
      </Page>
    </StudioProvider>
  );
}
