// /admin/dads-corner/new: create a Dad's Corner entry.
import { Page } from "../../../components/layout/page.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { CreateDadsCornerForm } from "./create-dads-corner-form.tsx";

export function DadsCornerNewPage() {
  return (
    <Page title="Create Dad's Corner" description="Words for fathers only, with links for further reading." width="medium">
      <Card>
        <CreateDadsCornerForm />
      </Card>
    </Page>
  );
}
