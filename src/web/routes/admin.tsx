// /admin: the global admin's dashboard (docs/areas/admin.md Admin dashboard).
import { AdminPage } from "../features/admin/components/admin-page.tsx";

export default function AdminScreen() {
  return <AdminPage />;
}
