// /organizations/create (docs/areas/organizations.md): the page lives in features/organizations.
import { OrganizationCreatePage } from "../features/organizations/components/organization-create-page.tsx";

export default function OrganizationCreateScreen() {
  return <OrganizationCreatePage />;
}
