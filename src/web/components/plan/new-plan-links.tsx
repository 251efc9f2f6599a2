// The two ways to a new plan in a studio (the platform's Plans tab, an organization's My Plans): import one from a
// file, or create it from an empty form.
import { FilePlus2, FileUp } from "lucide-react";
import { ButtonLink } from "../ui/button.tsx";
import { t } from "../../lib/i18n.ts";
import "../../lib/catalog-parts/admin.ts";

export function NewPlanLinks({ importTo, createTo }: { importTo: string; createTo: string }) {
  return (
    <>
      <ButtonLink to={importTo} variant="secondary" size="sm" icon={<FileUp aria-hidden="true" className="size-4" />}>
        {t("admin.plans.importPlan")}
      </ButtonLink>
      <ButtonLink to={createTo} size="sm" icon={<FilePlus2 aria-hidden="true" className="size-4" />}>
        {t("admin.plans.createPlan")}
      </ButtonLink>
    </>
  );
}
