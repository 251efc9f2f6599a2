// Import the launch library: the four seeded plans, one per category, the sample plan included.
// Same shape as the sample import above it: what will be imported, each plan with a check mark once done,
// 'Import Plan Library' disabled while running and after success. Importing again duplicates nothing.
import { LIBRARY_PLANS, type TLibraryImportResponse } from "../../../../shared/schemas/admin.ts";
import { CATEGORY_LABELS } from "../../../../shared/schemas/marketplace.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../paths.ts";
import { weeksLabel } from "../../../lib/labels.ts";
import { useImportPlanLibrary } from "../api/admin-imports.ts";
import { ImportCard, ImportProgressRow } from "./import-progress.tsx";

type ImportedPlan = TLibraryImportResponse["plans"][number];

export function libraryOutcomeText(plan: ImportedPlan): string {
  if (plan.planCreated) return "Imported";
  if (plan.itemsCreated > 0) return `Already present: ${plan.itemsCreated} missing ${plan.itemsCreated === 1 ? "item" : "items"} added`;
  return "Already present";
}

export function LibraryImport() {
  return (
    <ImportCard
      title="The plan library"
      intro="One complete plan for each category, the sample plan included, with covers and every week filled in. They are imported together as public drafts; anything already imported is left as it is."
      listLabel="Plan library"
      mutation={useImportPlanLibrary()}
      rows={(done, pending) =>
        LIBRARY_PLANS.map((plan) => {
          const imported = done?.plans.find((p) => p.title === plan.title);
          return (
            <ImportProgressRow
              key={plan.title}
              name={plan.title}
              details={`${CATEGORY_LABELS[plan.category]} · ${weeksLabel(plan.durationWeeks)}`}
              outcome={imported ? libraryOutcomeText(imported) : null}
              pending={pending}
            >
              {imported ? (
                <ButtonLink to={paths.adminPlanStudio(imported.planId)} variant="ghost" size="sm" className="mt-1">
                  Open in the editor<span className="sr-only">: {plan.title}</span>
                </ButtonLink>
              ) : null}
            </ImportProgressRow>
          );
        })
      }
      success={(done) => <Alert tone="success" title={done.message} />}
      importLabel="Import Plan Library"
    />
  );
}
