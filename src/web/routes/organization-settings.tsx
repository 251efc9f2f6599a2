import { PlaceholderScreen } from "../components/layout/placeholder-screen.tsx";

export default function OrganizationSettingsScreen() {
  return <PlaceholderScreen title="Organization Settings" description="Details and payouts of your organization." />;
}
