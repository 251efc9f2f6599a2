// /admin/devotionals/new: create a devotional.
import { Page } from "../../../components/layout/page.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { CreateDevotionalForm } from "./create-devotional-form.tsx";

export function DevotionalNewPage() {
  return (
    <Page title="Create Devotional" description="A devotional for dads and sons to read and talk through together." width="medium">
      <Card>
        <CreateDevotionalForm />
      </Card>
    </Page>
  );
}
