// /admin/devotionals/new: create a devotional.
import { PLATFORM_STUDIO } from "../studio.tsx";
import { CreateDevotionalForm } from "./create-devotional-form.tsx";
import { StudioCreatePage } from "./studio-create-page.tsx";

export function DevotionalNewPage() {
  return (
    <StudioCreatePage studio={PLATFORM_STUDIO} title="Create Devotional" description="A devotional for dads and sons to read and talk through together.">
      <CreateDevotionalForm />
    </StudioCreatePage>
  );
}
