// My Groups (/groups, docs/areas/groups.md): the page lives in features/groups.
import { GroupsPage } from "../features/groups/components/groups-page.tsx";

export default function GroupsScreen() {
  return <GroupsPage />;
}
