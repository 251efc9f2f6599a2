// /admin/import: import the sample plan and its content.
import { Page } from "../components/layout/page.tsx";
import { SampleImport } from "../features/admin/components/sample-import.tsx";

export default function AdminImportScreen() {
  return (
    <Page title="Import Sample Data" description="Load a complete sample plan to try StrongBond or to use as a model." width="medium">
      <SampleImport />
    </Page>
  );
}
