// Import sample data (docs/areas/admin.md): the four groups, each with a check mark once imported; Cancel and
// 'Import Sample Data', disabled while running and after success. Importing again duplicates nothing, so
// a group that was already there says so.
import { SAMPLE_GROUP_KEYS, SAMPLE_GROUP_LABELS, type TSampleImportResponse } from "../../../../shared/schemas/admin.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../paths.ts";
import { useImportSampleData } from "../api/admin-imports.ts";
import { ImportCard, ImportProgressRow } from "./import-progress.tsx";

type Group = TSampleImportResponse["groups"][number];

function outcomeText(group: Group): string {
  if (group.created > 0 && group.existing > 0) return `Imported: ${group.created} added, ${group.existing} already present`;
  if (group.created > 0) return group.created === 1 ? "Imported" : `Imported: ${group.created} added`;
  return "Already present";
}

export function SampleImport() {
  return (
    <ImportCard
      title="What will be imported"
      intro="“A Father's Legacy”, a 6-week plan on 1 Chronicles 17 with its weekly content filled in. It is imported as a public draft: publish it from the dashboard when you are ready. Anything already imported is left as it is."
      listLabel="Sample data"
      mutation={useImportSampleData()}
      rows={(done, pending) =>
        SAMPLE_GROUP_KEYS.map((key) => {
          const group = done?.groups.find((g) => g.key === key);
          return <ImportProgressRow key={key} name={SAMPLE_GROUP_LABELS[key]} outcome={group ? outcomeText(group) : null} pending={pending} />;
        })
      }
      success={(done) => (
        <Alert tone="success" title={done.message}>
          <ButtonLink to={paths.adminPlanStudio(done.planId)} variant="secondary" size="sm" className="mt-2">
            Open the plan editor
          </ButtonLink>
        </Alert>
      )}
      importLabel="Import Sample Data"
      cancel={
        <ButtonLink to={paths.admin()} variant="secondary">
          Cancel
        </ButtonLink>
      }
    />
  );
}
