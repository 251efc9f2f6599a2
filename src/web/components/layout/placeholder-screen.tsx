// A screen that a later issue builds: its heading and a coming-soon note, inside the right guard already.
import { Construction } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "../ui/empty-state.tsx";
import { Page } from "./page.tsx";

export function PlaceholderScreen({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <Page title={title} description={description}>
      {children}
      <EmptyState icon={<Construction />} title="Coming soon" description="This part of StrongBond is being built. Check back soon." />
    </Page>
  );
}
