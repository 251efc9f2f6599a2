import { PlaceholderScreen } from "../components/layout/placeholder-screen.tsx";

export default function OrganizationCreateScreen() {
  return <PlaceholderScreen title="Create an Organization" description="Set up your church or ministry on StrongBond." />;
}
