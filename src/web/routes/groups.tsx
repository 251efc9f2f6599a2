import { PlaceholderScreen } from "../components/layout/placeholder-screen.tsx";

export default function GroupsScreen() {
  return <PlaceholderScreen title="Groups" description="Grow together with other fathers and sons." />;
}
