// /admin/plans/:planId/content: the weekly content of one plan ('Plan not found' with Back to Admin for an id
// that names no plan).
import { useParams } from "react-router";
import { PlanContentPage } from "../features/studio/components/plan-content-page.tsx";
import { idFromParam } from "../lib/route-params.ts";

export default function AdminPlanContentScreen() {
  return <PlanContentPage planId={idFromParam(useParams().planId)} />;
}
