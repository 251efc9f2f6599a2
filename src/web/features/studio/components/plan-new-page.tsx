// /admin/plans/new: create a plan (a draft), then fill its weeks.
import { PLATFORM_STUDIO } from "../studio.tsx";
import { CreatePlanForm } from "./create-plan-form.tsx";
import { StudioCreatePage } from "./studio-create-page.tsx";

export function PlanNewPage() {
  return (
    <StudioCreatePage studio={PLATFORM_STUDIO} title="Create New Plan" description="New plans start as drafts. Next you write each week in the plan editor.">
      <CreatePlanForm />
    </StudioCreatePage>
  );
}
