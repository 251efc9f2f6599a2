// A studio's creation screen (/admin/…/new, /organizations/…/new): the title and what the new plan or item is for,
// then its form on a card. The studio says where the form writes and where Cancel goes back to.
import type { ReactNode } from "react";
import { Page } from "../../../components/layout/page.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { StudioProvider, type Studio } from "../studio.tsx";

export function StudioCreatePage({ studio, title, description, children }: { studio: Studio; title: string; description: string; children: ReactNode }) {
  return (
    <StudioProvider studio={studio}>
      <Page title={title} description={description} width="medium">
        <Card>{children}</Card>
      </Page>
    </StudioProvider>
  );
}
