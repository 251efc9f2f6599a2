// /organizations/settings (spec 001 §2): the page lives in features/organizations (decision 013).
import { OrganizationSettingsPage } from "../features/organizations/components/organization-settings-page.tsx";

export default function OrganizationSettingsScreen() {
  return <OrganizationSettingsPage />;
}
