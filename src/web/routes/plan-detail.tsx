// /marketplace/plans/:id (docs/areas/marketplace.md Plan detail): the page lives in features/marketplace.
import { useParams } from "react-router";
import { PlanDetailPage } from "../features/marketplace/components/plan-detail-page.tsx";
import { idFromParam } from "../lib/route-params.ts";

export default function PlanDetailScreen() {
  return <PlanDetailPage planId={idFromParam(useParams().id)} />;
}
