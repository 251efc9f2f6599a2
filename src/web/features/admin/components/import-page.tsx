// /admin/import: import the sample plan and its content (docs/areas/admin.md), and below it the whole launch library.
import { Page } from "../../../components/layout/page.tsx";
import { LibraryImport } from "./library-import.tsx";
import { SampleImport } from "./sample-import.tsx";

export function ImportPage() {
  return (
    <Page title="Import Sample Data" description="Load a complete sample plan to try StrongBond or to use as a model." width="medium">
      <div className="space-y-8">
        <SampleImport />
        <LibraryImport />
      </div>
    </Page>
  );
}
