// /admin/import: import the sample plan and its content (docs/areas/admin.md), and below it the whole launch library.
import { ImportPage } from "../features/admin/components/import-page.tsx";

export default function AdminImportScreen() {
  return <ImportPage />;
}
