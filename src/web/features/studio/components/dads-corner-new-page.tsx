// /admin/dads-corner/new: create a Dad's Corner entry.
import { PLATFORM_STUDIO } from "../studio.tsx";
import { CreateDadsCornerForm } from "./create-dads-corner-form.tsx";
import { StudioCreatePage } from "./studio-create-page.tsx";

export function DadsCornerNewPage() {
  return (
    <StudioCreatePage studio={PLATFORM_STUDIO} title="Create Dad's Corner" description="Words for fathers only, with links for further reading.">
      <CreateDadsCornerForm />
    </StudioCreatePage>
  );
}
