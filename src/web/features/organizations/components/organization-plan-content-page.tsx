// /organizations/plans/:planId/content: the studio's plan content editor in the organization's studio
//, under the studio's publishing bar (publish needs content; unpublish; archive; Preview),
// beside the plan's cover.
import type { ReactNode } from "react";
import { Page } from "../../../components/layout/page.tsx";
import { useOrganizationHome } from "../api/get-organization-home.ts";
import { CoverUploader } from "./cover-uploader.tsx";

function PlanCoverPanel({ planId }: { planId: number }) {
  const home = useOrganizationHome();
  const plan = home.data?.plans.find((candidate) => candidate.id === planId);
  if (!plan) return null;
  return <CoverUploader plan={plan} />;
}

/**
 * The organization's plan content page; `planId` is null when the address cannot name a plan. The studio's
 * publishing bar and content editor (features/studio) come from the route.
 */
export function OrganizationPlanContentPage({ planId, statusBar, editor }: { planId: number | null; statusBar: ReactNode; editor: ReactNode }) {
  return (
    <Page title="Plan Content" heading={null} width="wide">
      {statusBar}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {editor}
        <aside className="space-y-6">{planId !== null ? <PlanCoverPanel planId={planId} /> : null}</aside>
      </div>
    </Page>
  );
}
