// The plan editor: one page for the whole plan, its weeks written in place.
import { PlanStudioScreen } from "../features/studio/components/plan-studio-screen.tsx";
import { ORGANIZATION_STUDIO } from "../features/studio/studio.tsx";

export default function OrganizationPlanStudioScreen() {
  return <PlanStudioScreen studio={ORGANIZATION_STUDIO} />;
}
