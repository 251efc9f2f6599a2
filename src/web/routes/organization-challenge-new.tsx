// /organizations/challenge/new: the admin studio's form, writing an item owned by the organization.
import { CreateChallengeForm } from "../features/studio/components/create-challenge-form.tsx";
import { StudioCreatePage } from "../features/studio/components/studio-create-page.tsx";
import { ORGANIZATION_STUDIO } from "../features/studio/studio.tsx";

export default function OrganizationChallengeNewScreen() {
  return (
    <StudioCreatePage studio={ORGANIZATION_STUDIO} title="Create Challenge" description="Only your organization's plans can use it.">
      <CreateChallengeForm />
    </StudioCreatePage>
  );
}
