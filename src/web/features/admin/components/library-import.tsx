// Import the launch library (issue 17): the four seeded plans, one per category, the sample plan included.
// Same shape as the sample import above it: what will be imported, each plan with a check mark once done,
// 'Import Plan Library' disabled while running and after success. Importing again duplicates nothing.
import { Circle, CircleCheck } from "lucide-react";
import { messages } from "../../../../shared/messages.ts";
import { LIBRARY_PLANS, type TLibraryImportResponse } from "../../../../shared/schemas/admin.ts";
import { CATEGORY_LABELS } from "../../../../shared/schemas/marketplace.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../paths.ts";
import { weeksLabel } from "../../../lib/labels.ts";
import { useImportPlanLibrary } from "../api/import-plan-library.ts";
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
            <li key={plan.title} className="flex items-center gap-3 rounded-xl bg-navy-50 p-3">
              {imported ? (
                <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
              ) : importLibrary.isPending ? (
                <Spinner className="shrink-0 text-amber-500" />
              ) : (
                <Circle aria-hidden="true" className="size-6 shrink-0 text-navy-300" />
              )}
              <div className="min-w-0">
                <p className="font-semibold break-words text-navy-950">{plan.title}</p>
                <p className="text-sm text-navy-700">
                  {CATEGORY_LABELS[plan.category]} · {weeksLabel(plan.durationWeeks)} ·{" "}
                  {imported ? libraryOutcomeText(imported) : importLibrary.isPending ? "Importing..." : "Not imported yet"}
                </p>
                {imported ? (
                  <ButtonLink to={paths.adminPlanContent(imported.planId)} variant="ghost" size="sm" className="mt-1">
                    View content<span className="sr-only"> of {plan.title}</span>
                  </ButtonLink>
                ) : null}
              </div>
            </li>
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
