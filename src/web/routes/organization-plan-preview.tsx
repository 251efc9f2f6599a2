// /organizations/plans/:planId/preview?week=&as=: a week of one of the organization's plans as a dad or a son
// will see it: the studio's preview page (features/studio) in the organization's studio, drawing the week with the
// week page's tabs (features/week).
import { useParams } from "react-router";
import { PlanPreviewPage } from "../features/studio/components/plan-preview-page.tsx";
import { ORGANIZATION_STUDIO, StudioProvider } from "../features/studio/studio.tsx";
import { FitnessLogPanel } from "../features/fitness/components/fitness-log-panel.tsx";
import { WeekContentTabs } from "../features/week/components/week-content-tabs.tsx";
import type { WeekParts } from "../features/week/week-parts.tsx";
import { idFromParam } from "../lib/route-params.ts";

/** The week as families see it: the fitness log too, no assistant. */
const previewParts: WeekParts = { assistant: () => null, fitnessLog: (props) => <FitnessLogPanel {...props} /> };

export default function OrganizationPlanPreviewScreen() {
  return (
    <StudioProvider studio={ORGANIZATION_STUDIO}>
      <PlanPreviewPage planId={idFromParam(useParams().planId)} renderWeek={(props) => <WeekContentTabs {...props} parts={previewParts} />} />
    </StudioProvider>
  );
}
