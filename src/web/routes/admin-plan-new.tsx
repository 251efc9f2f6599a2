// /admin/plans/new: create a plan (a draft), then fill its weeks.
import { PlanNewPage } from "../features/studio/components/plan-new-page.tsx";

export default function AdminPlanNewScreen() {
  return <PlanNewPage />;
}
