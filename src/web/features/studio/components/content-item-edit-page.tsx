// /admin/:kind/:itemId/edit and /organizations/:kind/:itemId/edit (kind: devotionals, challenges, dads-corner): edit
// or delete one item in the studio given; `itemId` is null when the address cannot name an item.
import { Page } from "../../../components/layout/page.tsx";
import type { ItemKind } from "../api/edit-item.ts";
import { StudioProvider, type Studio } from "../studio.tsx";
import { EditContentItem } from "./edit-content-item.tsx";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";

export function ContentItemEditPage({ studio, kind, itemId }: { studio: Studio; kind: ItemKind; itemId: number | null }) {
  return (
    <StudioProvider studio={studio}>
      <Page title={t("studio.edit.pageTitle")} heading={null} width="medium">
        <EditContentItem key={`${kind}-${itemId}`} kind={kind} itemId={itemId} />
      </Page>
    </StudioProvider>
  );
}
