// Create group (/groups/create, docs/areas/groups.md): the page lives in features/groups.
import { GroupCreatePage } from "../features/groups/components/group-create-page.tsx";

export default function GroupCreateScreen() {
  return <GroupCreatePage />;
}
