// /admin/plans/new: create a plan (a draft), then fill its weeks.
import { PLATFORM_STUDIO } from "../studio.tsx";
import { CreatePlanForm } from "./create-plan-form.tsx";
import { StudioCreatePage } from "./studio-create-page.tsx";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";

export function PlanNewPage() {
  return (
    <StudioCreatePage studio={PLATFORM_STUDIO} title={t("studio.planNew.title")} description={t("studio.planNew.description")}>
      <CreatePlanForm />
    </StudioCreatePage>
  );
}
