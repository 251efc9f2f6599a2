// /admin/dads-corner/new: create a Dad's Corner entry.
import { PLATFORM_STUDIO } from "../studio.tsx";
import { CreateDadsCornerForm } from "./create-dads-corner-form.tsx";
import { StudioCreatePage } from "./studio-create-page.tsx";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";

export function DadsCornerNewPage() {
  return (
    <StudioCreatePage studio={PLATFORM_STUDIO} title={t("studio.dadsCornerNew.title")} description={t("studio.dadsCornerNew.description")}>
      <CreateDadsCornerForm />
    </StudioCreatePage>
  );
}
