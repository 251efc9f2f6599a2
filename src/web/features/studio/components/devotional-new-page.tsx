// /admin/devotionals/new: create a devotional.
import { PLATFORM_STUDIO } from "../studio.tsx";
import { CreateDevotionalForm } from "./create-devotional-form.tsx";
import { StudioCreatePage } from "./studio-create-page.tsx";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";

export function DevotionalNewPage() {
  return (
    <StudioCreatePage studio={PLATFORM_STUDIO} title={t("studio.devotionalNew.title")} description={t("studio.devotionalNew.description")}>
      <CreateDevotionalForm />
    </StudioCreatePage>
  );
}
