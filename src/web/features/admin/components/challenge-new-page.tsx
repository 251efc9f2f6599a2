// /admin/challenges/new: create a fitness challenge.
import { Page } from "../../../components/layout/page.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { CreateChallengeForm } from "./create-challenge-form.tsx";

export function ChallengeNewPage() {
  return (
    <Page title="Create Challenge" description="A fitness challenge for a dad and his son to do together." width="medium">
      <Card>
        <CreateChallengeForm />
      </Card>
    </Page>
  );
}
