// /organizations/families: an organization's member families and invitations; the page lives in features/organizations.
import { OrganizationFamiliesPage } from "../features/organizations/components/organization-families-page.tsx";

export default function OrganizationFamiliesScreen() {
  return <OrganizationFamiliesPage />;
}
