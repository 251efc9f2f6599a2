// /admin/plans/:planId/content: the weekly content of one plan. The editor draws its own heading (the
// plan's title, or 'Plan not found').
import { useParams } from "react-router";
import { Page } from "../components/layout/page.tsx";
import { PlanContentEditor } from "../features/admin/components/plan-content-editor.tsx";

/** A positive whole number from the address, or 0 (no plan has id 0, so the editor says 'Plan not found'). */
function planIdFrom(value: string | undefined): number {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

export default function AdminPlanContentScreen() {
  const planId = planIdFrom(useParams().planId);
  return (
    <Page title="Plan Content" heading={null} width="wide">
      <PlanContentEditor key={planId} planId={planId} />
    </Page>
  );
}
