// /admin/plans/:planId/content: the weekly content of one plan. The editor draws its own heading (the
// plan's title, or 'Plan not found' with Back to Admin for an id that names no plan).
import { useParams } from "react-router";
import { Page } from "../components/layout/page.tsx";
import { PlanContentEditor } from "../features/admin/components/plan-content-editor.tsx";
import { idFromParam } from "../lib/route-params.ts";

export default function AdminPlanContentScreen() {
  const planId = idFromParam(useParams().planId);
  return (
    <Page title="Plan Content" heading={null} width="wide">
      <PlanContentEditor key={planId} planId={planId} />
    </Page>
  );
}
