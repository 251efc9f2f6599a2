// My Groups (/groups, spec 001 §2): the page lives in features/groups (decision 013).
import { GroupsPage } from "../features/groups/components/groups-page.tsx";

export default function GroupsScreen() {
  return <GroupsPage />;
}
