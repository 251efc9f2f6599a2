// The plan editor: one page for the whole plan, its weeks written in place.
import { PlanStudioScreen } from "../features/studio/components/plan-studio-screen.tsx";
import { PLATFORM_STUDIO } from "../features/studio/studio.tsx";

export default function AdminPlanStudioScreen() {
  return <PlanStudioScreen studio={PLATFORM_STUDIO} />;
}
