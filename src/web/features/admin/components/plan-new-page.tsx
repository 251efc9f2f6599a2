// /admin/plans/new: create a plan (a draft), then fill its weeks.
import { Page } from "../../../components/layout/page.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { CreatePlanForm } from "./create-plan-form.tsx";

export function PlanNewPage() {
  return (
    <Page title="Create New Plan" description="New plans start as drafts. Next you choose the content of each week." width="medium">
      <Card>
        <CreatePlanForm />
      </Card>
    </Page>
  );
}
