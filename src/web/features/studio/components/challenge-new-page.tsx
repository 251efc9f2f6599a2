// /admin/challenges/new: create a fitness challenge.
import { PLATFORM_STUDIO } from "../studio.tsx";
import { CreateChallengeForm } from "./create-challenge-form.tsx";
import { StudioCreatePage } from "./studio-create-page.tsx";

export function ChallengeNewPage() {
  return (
    <StudioCreatePage studio={PLATFORM_STUDIO} title="Create Challenge" description="A fitness challenge for a dad and his son to do together.">
      <CreateChallengeForm />
    </StudioCreatePage>
  );
}
