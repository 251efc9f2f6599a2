// /organizations/dads-corner/new: the admin studio's form, writing an item owned by the organization.
import { CreateDadsCornerForm } from "../features/studio/components/create-dads-corner-form.tsx";
import { StudioCreatePage } from "../features/studio/components/studio-create-page.tsx";
import { ORGANIZATION_STUDIO } from "../features/studio/studio.tsx";

export default function OrganizationDadsCornerNewScreen() {
  return (
    <StudioCreatePage studio={ORGANIZATION_STUDIO} title="Create Dad's Corner" description="Only your organization's plans can use it.">
      <CreateDadsCornerForm />
    </StudioCreatePage>
  );
}
