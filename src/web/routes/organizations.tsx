// /organizations: the organization dashboard (docs/areas/organizations.md): the page lives in features/organizations (decision 013).
import { OrganizationsPage } from "../features/organizations/components/organizations-page.tsx";

export default function OrganizationsScreen() {
  return <OrganizationsPage />;
}
