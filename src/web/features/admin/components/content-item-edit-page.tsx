// /admin/:kind/:itemId/edit (kind: devotionals, challenges, dads-corner): edit or delete one item in the platform
// studio; `itemId` is null when the address cannot name an item.
import { Page } from "../../../components/layout/page.tsx";
import type { ItemKind } from "../api/edit-item.ts";
import { PLATFORM_STUDIO, StudioProvider } from "../studio.tsx";
import { EditContentItem } from "./edit-content-item.tsx";

export function ContentItemEditPage({ kind, itemId }: { kind: ItemKind; itemId: number | null }) {
  return (
    <StudioProvider studio={PLATFORM_STUDIO}>
      <Page title="Edit Content" heading={null} width="medium">
        <EditContentItem key={`${kind}-${itemId}`} kind={kind} itemId={itemId} />
      </Page>
    </StudioProvider>
  );
}
