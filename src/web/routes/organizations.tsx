import { PlaceholderScreen } from "../components/layout/placeholder-screen.tsx";

export default function OrganizationsScreen() {
  return <PlaceholderScreen title="Organizations" description="Your organization, its plans and payouts." />;
}
