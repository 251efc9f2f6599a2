// /admin: the global admin's dashboard (docs/areas/admin.md Admin dashboard).
import { FlashMessage } from "../components/layout/flash-message.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { paths } from "../paths.ts";
import { Page } from "../components/layout/page.tsx";
import { AdminDashboard } from "../features/admin/components/admin-dashboard.tsx";

export default function AdminScreen() {
  return (
    <Page title="Admin Dashboard" description="Plans and their weekly content, purchases, organizations and settings.">
      <FlashMessage className="mb-6" />
      <ButtonLink to={paths.adminUsers()} variant="secondary" className="mb-6">
        Manage users
      </ButtonLink>
      <AdminDashboard />
    </Page>
  );
}
