// Import the launch library: the four seeded plans, one per category, the sample plan included.
// Same shape as the sample import above it: what will be imported, each plan with a check mark once done,
// 'Import Plan Library' disabled while running and after success. Importing again duplicates nothing.
import { LIBRARY_PLANS, type TLibraryImportResponse } from "../../../../shared/schemas/admin.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../paths.ts";
import { useImportPlanLibrary } from "../api/admin-imports.ts";
import { ImportCard, ImportProgressRow } from "./import-progress.tsx";
import { richText } from "../../../lib/rich-text.tsx";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studioContent.ts";

type ImportedPlan = TLibraryImportResponse["plans"][number];

export function libraryOutcomeText(plan: ImportedPlan): string {
  if (plan.planCreated) return t("studioContent.library.imported");
  if (plan.itemsCreated > 0) return t("studioContent.library.itemsAdded", { count: plan.itemsCreated });
  return t("studioContent.library.present");
}

export function LibraryImport() {
  return (
    <ImportCard
      kind="library"
      mutation={useImportPlanLibrary()}
      parts={LIBRARY_PLANS}
      importedPart={(done, plan) => done.plans.find((p) => p.title === plan.title)}
      row={(plan, imported, pending) => (
        <ImportProgressRow
          key={plan.title}
          name={plan.title}
          details={`${t("studioContent.library.category", { category: plan.category })} · ${t("studioContent.weeks", { count: plan.durationWeeks })}`}
          outcome={imported ? libraryOutcomeText(imported) : null}
          pending={pending}
        >
          {imported ? (
            <ButtonLink to={paths.adminStudio.planStudio(imported.planId)} variant="ghost" size="sm" className="mt-1">
              {richText(t("studioContent.library.openEditor", { title: plan.title }), [(chunk) => <span className="sr-only">{chunk}</span>])}
            </ButtonLink>
          ) : null}
        </ImportProgressRow>
      )}
      success={(done) => <Alert tone="success" title={localize(done.message)} />}
    />
  );
}
