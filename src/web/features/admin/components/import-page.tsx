// /admin/import: import the sample plan and its content (docs/areas/admin.md), and below it the whole launch library.
import { Page } from "../../../components/layout/page.tsx";
import { LibraryImport } from "./library-import.tsx";
import { SampleImport } from "./sample-import.tsx";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studioContent.ts";

export function ImportPage() {
  return (
    <Page title={t("studioContent.adminImport.title")} description={t("studioContent.adminImport.description")} width="medium">
      <div className="space-y-8">
        <SampleImport />
        <LibraryImport />
      </div>
    </Page>
  );
}
