// /organizations/challenge/new: the admin studio's form, writing an item owned by the organization.
import { CreateChallengeForm } from "../features/studio/components/create-challenge-form.tsx";
import { StudioCreatePage } from "../features/studio/components/studio-create-page.tsx";
import { ORGANIZATION_STUDIO } from "../features/studio/studio.tsx";
import { t } from "../lib/i18n.ts";
import "../lib/catalog-parts/studio.ts";

export default function OrganizationChallengeNewScreen() {
  return (
    <StudioCreatePage studio={ORGANIZATION_STUDIO} title={t("studio.challengeNew.title")} description={t("studio.itemNew.descriptionOrganization")}>
      <CreateChallengeForm />
    </StudioCreatePage>
  );
}
