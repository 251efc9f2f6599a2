// /organizations: the organization dashboard (spec 001 §2): the page lives in features/organizations (decision 013).
import { OrganizationsPage } from "../features/organizations/components/organizations-page.tsx";

export default function OrganizationsScreen() {
  return <OrganizationsPage />;
}
