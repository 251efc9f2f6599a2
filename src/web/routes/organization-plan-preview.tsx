// /organizations/plans/:planId/preview?week=&as=: a week of one of the organization's plans as a dad or a son
// will see it; the page lives in features/organizations.
import { useParams } from "react-router";
import { OrganizationPlanPreviewPage } from "../features/studio/components/plan-preview-page.tsx";
import { idFromParam } from "../lib/route-params.ts";

export default function OrganizationPlanPreviewScreen() {
  return <OrganizationPlanPreviewPage planId={idFromParam(useParams().planId)} />;
}
