// /group/:id (docs/areas/groups.md Group detail): the page lives in features/groups.
import { useParams } from "react-router";
import { GroupDetailPage } from "../features/groups/components/group-detail-page.tsx";
import { idFromParam } from "../lib/route-params.ts";

export default function GroupDetailScreen() {
  return <GroupDetailPage groupId={idFromParam(useParams().id)} />;
}
