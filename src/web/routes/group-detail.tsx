import { PlaceholderScreen } from "../components/layout/placeholder-screen.tsx";

export default function GroupDetailScreen() {
  return <PlaceholderScreen title="Group" description="Members, leaders and the group code." />;
}
