// /organizations/plans/:planId/content: the studio's plan content editor and publishing bar (features/studio) in
// the organization's studio, on the organization's page with the plan's cover
// (features/organizations). An id that names no plan is 'Plan not found'.
import { useParams } from "react-router";
import { OrganizationPlanContentPage } from "../features/organizations/components/organization-plan-content-page.tsx";
import { PlanContentEditor } from "../features/studio/components/plan-content-editor.tsx";
import { PlanStatusBar } from "../features/studio/components/plan-status-bar.tsx";
import { ORGANIZATION_STUDIO, StudioProvider } from "../features/studio/studio.tsx";
import { idFromParam } from "../lib/route-params.ts";

export default function OrganizationPlanContentScreen() {
  const planId = idFromParam(useParams().planId);
  return (
    <StudioProvider studio={ORGANIZATION_STUDIO}>
      <OrganizationPlanContentPage
        planId={planId}
        statusBar={planId !== null ? <PlanStatusBar key={`status-${planId}`} planId={planId} /> : null}
        editor={<PlanContentEditor key={planId} planId={planId} />}
      />
    </StudioProvider>
  );
}
