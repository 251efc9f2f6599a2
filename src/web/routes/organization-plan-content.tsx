// /organizations/plans/:planId/content: the studio's plan content editor for the organization (decision 008);
// the page lives in features/organizations. An id that names no plan is 'Plan not found'.
import { useParams } from "react-router";
import { OrganizationPlanContentPage } from "../features/organizations/components/organization-plan-content-page.tsx";
import { idFromParam } from "../lib/route-params.ts";

export default function OrganizationPlanContentScreen() {
  return <OrganizationPlanContentPage planId={idFromParam(useParams().planId)} />;
}
