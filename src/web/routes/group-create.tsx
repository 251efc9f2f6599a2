import { PlaceholderScreen } from "../components/layout/placeholder-screen.tsx";

export default function GroupCreateScreen() {
  return <PlaceholderScreen title="Create a Group" description="Start a group and invite other families." />;
}
