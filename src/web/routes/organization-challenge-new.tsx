// /organizations/challenge/new: the admin studio's form, writing an item owned by the organization.
import { Page } from "../components/layout/page.tsx";
import { Card } from "../components/ui/card.tsx";
import { CreateChallengeForm } from "../features/admin/components/create-challenge-form.tsx";
import { ORGANIZATION_STUDIO, StudioProvider } from "../features/admin/studio.tsx";

export default function OrganizationChallengeNewScreen() {
  return (
    <StudioProvider studio={ORGANIZATION_STUDIO}>
      <Page title="Create Challenge" description="Only your organization's plans can use it." width="medium">
        <Card>
          <CreateChallengeForm />
        </Card>
      </Page>
    </StudioProvider>
  );
}
