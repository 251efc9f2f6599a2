// /organizations/:kind/:itemId/edit (kind: devotionals, challenges, dads-corner): edit or delete one item.
import { useParams } from "react-router";
import { itemKindFromParam } from "../features/studio/api/edit-item.ts";
import { ContentItemEditPage } from "../features/studio/components/content-item-edit-page.tsx";
import { ORGANIZATION_STUDIO } from "../features/studio/studio.tsx";
import { idFromParam } from "../lib/route-params.ts";
import NotFoundScreen from "./not-found.tsx";

export default function OrganizationContentItemEditScreen() {
  const params = useParams();
  const kind = itemKindFromParam(params.kind);
  if (!kind) return <NotFoundScreen />;
  return <ContentItemEditPage studio={ORGANIZATION_STUDIO} kind={kind} itemId={idFromParam(params.itemId)} />;
}
