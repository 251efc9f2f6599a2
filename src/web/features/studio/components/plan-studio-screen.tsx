// The plan editor as a screen of one studio: the plan's id from the address, the studio around the page.
import { useParams } from "react-router";
import { idFromParam } from "../../../lib/route-params.ts";
import { StudioProvider, type Studio } from "../studio.tsx";
import { PlanStudioPage } from "./plan-studio-page.tsx";

export function PlanStudioScreen({ studio }: { studio: Studio }) {
  const planId = idFromParam(useParams().planId);
  return (
    <StudioProvider studio={studio}>
      <PlanStudioPage planId={planId} />
    </StudioProvider>
  );
}
