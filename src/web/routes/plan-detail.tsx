// /marketplace/plans/:id (docs/areas/marketplace.md Plan detail): the page lives in features/marketplace; the route
// gives it the payments area's purchase block (features/payments).
import { useParams } from "react-router";
import { PlanDetailPage } from "../features/marketplace/components/plan-detail-page.tsx";
import { BuyPlanSection } from "../features/payments/components/buy-plan-section.tsx";
import { idFromParam } from "../lib/route-params.ts";

export default function PlanDetailScreen() {
  return (
    <PlanDetailPage
      planId={idFromParam(useParams().id)}
      purchase={(plan, returnedFromCheckout) => <BuyPlanSection plan={plan} returnedFromCheckout={returnedFromCheckout} />}
    />
  );
}
