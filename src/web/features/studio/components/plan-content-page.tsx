// /admin/plans/:planId/content: the weekly content of one plan in the platform studio. The editor (shared with the
// organization's studio) draws its own heading: the plan's title, or 'Plan not found' with Back to Admin.
import { Page } from "../../../components/layout/page.tsx";
import { PlanContentEditor } from "./plan-content-editor.tsx";

/** `planId` is null when the address cannot name a plan. */
export function PlanContentPage({ planId }: { planId: number | null }) {
  return (
    <Page title="Plan Content" heading={null} width="wide">
      <PlanContentEditor key={planId} planId={planId} />
    </Page>
  );
}
