// /admin/dads-corner/new: create a Dad's Corner entry.
import { PLATFORM_STUDIO } from "../studio.tsx";
import { CreateDadsCornerForm } from "./create-dads-corner-form.tsx";
import { NewItemPage } from "./new-item-page.tsx";

export function DadsCornerNewPage() {
  return (
    <NewItemPage studio={PLATFORM_STUDIO} title="Create Dad's Corner" description="Words for fathers only, with links for further reading.">
      <CreateDadsCornerForm />
    </NewItemPage>
  );
}
