// Create group (/groups/create, spec 001 §2): the page lives in features/groups (decision 013).
import { GroupCreatePage } from "../features/groups/components/group-create-page.tsx";

export default function GroupCreateScreen() {
  return <GroupCreatePage />;
}
