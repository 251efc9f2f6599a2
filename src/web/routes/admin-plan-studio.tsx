// The plan editor: one page for the whole plan, its weeks written in place.
import { useParams } from "react-router";
import { PlanStudioPage } from "../features/studio/components/plan-studio-page.tsx";
import { PLATFORM_STUDIO, StudioProvider } from "../features/studio/studio.tsx";
import { idFromParam } from "../lib/route-params.ts";

export default function PlanStudioScreen() {
  const planId = idFromParam(useParams().planId);
  return (
    <StudioProvider studio={PLATFORM_STUDIO}>
      <PlanStudioPage planId={planId} />
    </StudioProvider>
  );
}
