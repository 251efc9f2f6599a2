// Import sample data (docs/areas/admin.md): the four groups, each with a check mark once imported; Cancel and
// 'Import Sample Data', disabled while running and after success. Importing again duplicates nothing, so
// a group that was already there says so.
import { SAMPLE_GROUP_KEYS, type TSampleImportResponse } from "../../../../shared/schemas/admin.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../paths.ts";
import { useImportSampleData } from "../api/admin-imports.ts";
import { ImportCard, ImportProgressRow } from "./import-progress.tsx";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studioContent.ts";

type Group = TSampleImportResponse["groups"][number];

function outcomeText(group: Group): string {
  if (group.created > 0 && group.existing > 0) return t("studioContent.sample.importedBoth", { created: group.created, existing: group.existing });
  if (group.created > 0) return group.created === 1 ? t("studioContent.sample.imported") : t("studioContent.sample.importedCount", { created: group.created });
  return t("studioContent.sample.present");
}

export function SampleImport() {
  return (
    <ImportCard
      kind="sample"
      mutation={useImportSampleData()}
      parts={SAMPLE_GROUP_KEYS}
      importedPart={(done, key) => done.groups.find((g) => g.key === key)}
      row={(key, group, pending) => (
        <ImportProgressRow key={key} name={t("studioContent.sample.group", { group: key })} outcome={group ? outcomeText(group) : null} pending={pending} />
      )}
      success={(done) => (
        <Alert tone="success" title={localize(done.message)}>
          <ButtonLink to={paths.adminStudio.planStudio(done.planId)} variant="secondary" size="sm" className="mt-2">
            {t("studioContent.sample.openEditor")}
          </ButtonLink>
        </Alert>
      )}
      cancel={
        <ButtonLink to={paths.admin()} variant="secondary">
          {t("studioContent.sample.cancel")}
        </ButtonLink>
      }
    />
  );
}
