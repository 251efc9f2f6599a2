// /admin/users: the global admin's account management with its audit log.
import { UsersPage } from "../features/admin/components/users-page.tsx";

export default function AdminUsersScreen() {
  return <UsersPage />;
}
