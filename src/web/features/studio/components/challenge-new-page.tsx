// /admin/challenges/new: create a fitness challenge.
import { PLATFORM_STUDIO } from "../studio.tsx";
import { CreateChallengeForm } from "./create-challenge-form.tsx";
import { StudioCreatePage } from "./studio-create-page.tsx";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";

export function ChallengeNewPage() {
  return (
    <StudioCreatePage studio={PLATFORM_STUDIO} title={t("studio.challengeNew.title")} description={t("studio.challengeNew.description")}>
      <CreateChallengeForm />
    </StudioCreatePage>
  );
}
