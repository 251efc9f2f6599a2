// Import sample data (docs/areas/admin.md): the four groups, each with a check mark once imported; Cancel and
// 'Import Sample Data', disabled while running and after success. Importing again duplicates nothing, so
// a group that was already there says so.
import { messages } from "../../../../shared/messages.ts";
import { SAMPLE_GROUP_KEYS, SAMPLE_GROUP_LABELS, type TSampleImportResponse } from "../../../../shared/schemas/admin.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { paths } from "../../../paths.ts";
import { useImportSampleData } from "../api/admin-imports.ts";
import { ImportProgressRow } from "./import-progress.tsx";
import { errorText } from "../../../lib/error-text.ts";

type Group = TSampleImportResponse["groups"][number];

function outcomeText(group: Group): string {
  if (group.created > 0 && group.existing > 0) return `Imported: ${group.created} added, ${group.existing} already present`;
  if (group.created > 0) return group.created === 1 ? "Imported" : `Imported: ${group.created} added`;
  return "Already present";
}

export function SampleImport() {
  const importData = useImportSampleData();
  const done = importData.data;
  const error = importData.error ? errorText(importData.error, messages.internalError) : null;

  return (
    <Card className="space-y-6">
      <div>
        <h2 className="text-xl font-bold">What will be imported</h2>
        <p className="mt-1 text-navy-700">
          “A Father's Legacy”, a 6-week plan on 1 Chronicles 17 with its weekly content filled in. It is imported as a public draft: publish it from the
          dashboard when you are ready. Anything already imported is left as it is.
        </p>
      </div>
      <ul className="space-y-3" aria-label="Sample data">
        {SAMPLE_GROUP_KEYS.map((key) => {
          const group = done?.groups.find((g) => g.key === key);
          return <ImportProgressRow key={key} name={SAMPLE_GROUP_LABELS[key]} outcome={group ? outcomeText(group) : null} pending={importData.isPending} />;
        })}
      </ul>
      {done ? (
        <Alert tone="success" title={done.message}>
          <ButtonLink to={paths.adminPlanStudio(done.planId)} variant="secondary" size="sm" className="mt-2">
            Open the plan editor
          </ButtonLink>
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-navy-100 pt-6 sm:flex-row sm:justify-end">
        <ButtonLink to={paths.admin()} variant="secondary">
          Cancel
        </ButtonLink>
        <Button onClick={() => importData.mutate()} loading={importData.isPending} disabled={Boolean(done)}>
          Import Sample Data
        </Button>
      </div>
    </Card>
  );
}
