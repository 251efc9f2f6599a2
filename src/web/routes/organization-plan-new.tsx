// /organizations/plans/new: the admin studio's create-plan form in the organization's studio (with a price).
import { Page } from "../components/layout/page.tsx";
import { Card } from "../components/ui/card.tsx";
import { CreatePlanForm } from "../features/studio/components/create-plan-form.tsx";
import { ORGANIZATION_STUDIO, StudioProvider } from "../features/studio/studio.tsx";

export default function OrganizationPlanNewScreen() {
  return (
    <StudioProvider studio={ORGANIZATION_STUDIO}>
      <Page
        title="Create New Plan"
        description="New plans start as drafts. Next you write each week in the plan editor, preview it and publish it."
        width="medium"
      >
        <Card>
          <CreatePlanForm />
        </Card>
      </Page>
    </StudioProvider>
  );
}
