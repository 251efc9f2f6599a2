// /organizations/:kind/:itemId/edit (kind: devotionals, challenges, dads-corner): edit or delete one item.
import { useParams } from "react-router";
import { Page } from "../components/layout/page.tsx";
import { ITEM_KINDS, type ItemKind } from "../features/admin/api/edit-item.ts";
import { EditContentItem } from "../features/admin/components/edit-content-item.tsx";
import { ORGANIZATION_STUDIO, StudioProvider } from "../features/admin/studio.tsx";
import { idFromParam } from "../lib/route-params.ts";
import NotFoundScreen from "./not-found.tsx";

export default function OrganizationContentItemEditScreen() {
  const params = useParams();
  const kind = ITEM_KINDS.find((candidate) => candidate === params.kind) as ItemKind | undefined;
  const itemId = idFromParam(params.itemId);
  if (!kind) return <NotFoundScreen />;
  return (
    <StudioProvider studio={ORGANIZATION_STUDIO}>
      <Page title="Edit Content" heading={null} width="medium">
        <EditContentItem key={`${kind}-${itemId}`} kind={kind} itemId={itemId} />
      </Page>
    </StudioProvider>
  );
}
