// /organizations/settings (docs/areas/accounts.md): the page lives in features/organizations (decision 013).
import { OrganizationSettingsPage } from "../features/organizations/components/organization-settings-page.tsx";

export default function OrganizationSettingsScreen() {
  return <OrganizationSettingsPage />;
}
