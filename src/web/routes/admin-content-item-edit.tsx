// /admin/:kind/:itemId/edit (kind: devotionals, challenges, dads-corner): edit or delete one item.
import { useParams } from "react-router";
import { ITEM_KINDS, type ItemKind } from "../features/admin/api/edit-item.ts";
import { ContentItemEditPage } from "../features/admin/components/content-item-edit-page.tsx";
import { idFromParam } from "../lib/route-params.ts";
import NotFoundScreen from "./not-found.tsx";

export default function AdminContentItemEditScreen() {
  const params = useParams();
  const kind = ITEM_KINDS.find((candidate) => candidate === params.kind) as ItemKind | undefined;
  if (!kind) return <NotFoundScreen />;
  return <ContentItemEditPage kind={kind} itemId={idFromParam(params.itemId)} />;
}
