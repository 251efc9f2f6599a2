// /admin: the global admin's dashboard (spec 001 §2 Admin dashboard).
import { FlashMessage } from "../components/layout/flash-message.tsx";
import { Page } from "../components/layout/page.tsx";
import { AdminDashboard } from "../features/admin/components/admin-dashboard.tsx";

export default function AdminScreen() {
  return (
    <Page title="Admin Dashboard" description="Plans and their weekly content, purchases, organizations and settings.">
      <FlashMessage className="mb-6" />
      <AdminDashboard />
    </Page>
  );
}
