// Import the launch library: the four seeded plans, one per category, the sample plan included.
// Same shape as the sample import above it: what will be imported, each plan with a check mark once done,
// 'Import Plan Library' disabled while running and after success. Importing again duplicates nothing.
import { messages } from "../../../../shared/messages.ts";
import { LIBRARY_PLANS, type TLibraryImportResponse } from "../../../../shared/schemas/admin.ts";
import { CATEGORY_LABELS } from "../../../../shared/schemas/marketplace.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { paths } from "../../../paths.ts";
import { weeksLabel } from "../../../lib/labels.ts";
import { useImportPlanLibrary } from "../api/admin-imports.ts";
import { ImportProgressRow } from "./import-progress.tsx";
import { errorText } from "../../../lib/error-text.ts";

type ImportedPlan = TLibraryImportResponse["plans"][number];

export function libraryOutcomeText(plan: ImportedPlan): string {
  if (plan.planCreated) return "Imported";
  if (plan.itemsCreated > 0) return `Already present: ${plan.itemsCreated} missing ${plan.itemsCreated === 1 ? "item" : "items"} added`;
  return "Already present";
}

export function LibraryImport() {
  const importLibrary = useImportPlanLibrary();
  const done = importLibrary.data;
  const error = importLibrary.error ? errorText(importLibrary.error, messages.internalError) : null;

  return (
    <Card className="space-y-6">
      <div>
        <h2 className="text-xl font-bold">The plan library</h2>
        <p className="mt-1 text-navy-700">
          One complete plan for each category, the sample plan included, with covers and every week filled in. They are imported together as public drafts;
          anything already imported is left as it is.
        </p>
      </div>
      <ul className="space-y-3" aria-label="Plan library">
        {LIBRARY_PLANS.map((plan) => {
          const imported = done?.plans.find((p) => p.title === plan.title);
          return (
            <ImportProgressRow
              key={plan.title}
              name={plan.title}
              details={`${CATEGORY_LABELS[plan.category]} · ${weeksLabel(plan.durationWeeks)}`}
              outcome={imported ? libraryOutcomeText(imported) : null}
              pending={importLibrary.isPending}
            >
              {imported ? (
                <ButtonLink to={paths.adminPlanStudio(imported.planId)} variant="ghost" size="sm" className="mt-1">
                  Open in the editor<span className="sr-only">: {plan.title}</span>
                </ButtonLink>
              ) : null}
            </ImportProgressRow>
          );
        })}
      </ul>
      {done ? <Alert tone="success" title={done.message} /> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-navy-100 pt-6 sm:flex-row sm:justify-end">
        <Button onClick={() => importLibrary.mutate()} loading={importLibrary.isPending} disabled={Boolean(done)}>
          Import Plan Library
        </Button>
      </div>
    </Card>
  );
}
