// /admin/users: the global admin's account management with its audit log (decision 016).
import { Page } from "../components/layout/page.tsx";
import { UsersPage } from "../features/admin/components/users-page.tsx";

export default function AdminUsersScreen() {
  return (
    <Page title="Users" description="Find an account, change its role, suspend it, send a reset link or delete it. Every change is logged.">
      <UsersPage />
    </Page>
  );
}
